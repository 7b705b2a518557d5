import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('says "just now" under a minute, then the largest whole unit', () => {
    expect(timeAgo('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-03-09T12:00:00Z', now)).toBe('yesterday');
  });
});
