import { occurrenceStart } from './event-rules';

const at = (iso: string) => new Date(iso);
const starts = (start: string, freq: 'WEEKLY' | 'MONTHLY', interval: number, count: number, zone: string) =>
  Array.from({ length: count }, (_, n) => occurrenceStart(at(start), { freq, interval, count }, n, zone).toISOString());

describe('occurrenceStart: on the event’s own clock', () => {
  it('keeps a weekly 19:00 in Madrid at 19:00 across the October change of clocks', () => {
    expect(starts('2026-10-20T17:00:00.000Z', 'WEEKLY', 1, 3, 'Europe/Madrid')).toEqual([
      '2026-10-20T17:00:00.000Z',
      '2026-10-27T18:00:00.000Z',
      '2026-11-03T18:00:00.000Z',
    ]);
  });

  it('keeps New York’s 09:00 across the March change, every other week', () => {
    expect(starts('2026-03-01T14:00:00.000Z', 'WEEKLY', 2, 2, 'America/New_York')).toEqual([
      '2026-03-01T14:00:00.000Z',
      '2026-03-15T13:00:00.000Z',
    ]);
  });

  it('moves by months on the calendar; a day the month lacks becomes its last', () => {
    expect(starts('2027-01-31T09:00:00.000Z', 'MONTHLY', 1, 3, 'Asia/Riyadh')).toEqual([
      '2027-01-31T09:00:00.000Z',
      '2027-02-28T09:00:00.000Z',
      '2027-03-31T09:00:00.000Z',
    ]);
  });
});
