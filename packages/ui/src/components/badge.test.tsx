import { formatBadgeCount } from './badge';

it.each([
  [0, ''],
  [-3, ''],
  [1, '1'],
  [99, '99'],
  [100, '99+'],
  [5000, '99+'],
])('%i shows "%s"', (count, text) => {
  expect(formatBadgeCount(count)).toBe(text);
});
