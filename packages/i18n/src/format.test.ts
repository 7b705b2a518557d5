import { formatNumber, timeAgo } from './format';

const now = Date.parse('2026-11-23T12:00:00Z');

test('relative times in each language; under a minute is "just now" in English', () => {
  expect(timeAgo('2026-11-23T11:59:30Z', now, 'en')).toBe('just now');
  expect(timeAgo('2026-11-23T11:55:00Z', now, 'en')).toBe('5 minutes ago');
  expect(timeAgo('2026-11-23T09:00:00Z', now, 'en')).toBe('3 hours ago');
  expect(timeAgo('2026-11-22T12:00:00Z', now, 'en')).toBe('yesterday');
  expect(timeAgo('2026-11-23T11:55:00Z', now, 'es')).toBe('hace 5 minutos');
  expect(timeAgo('2026-11-22T12:00:00Z', now, 'es')).toBe('ayer');
  expect(timeAgo('2026-11-23T11:59:30Z', now, 'es')).toBe('ahora');
  expect(timeAgo('2026-11-23T11:55:00Z', now, 'ar')).toMatch(/دقائق/);
});

test('numbers follow the language', () => {
  expect(formatNumber(1234, 'en')).toBe('1,234');
  expect(formatNumber(1234, 'es')).toMatch(/^1.?234$/);
});
