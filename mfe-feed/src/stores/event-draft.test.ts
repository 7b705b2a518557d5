import { ApiError } from '@cliques/api-client';
import { eventLimits } from '@cliques/contracts';
import { EventDraft, eventBounds, zonedInstant, zoneOffset } from './event-draft';

const iso = (local: string, zone: string) => zonedInstant(local, zone)?.toISOString();

describe('zonedInstant', () => {
  it('reads a wall-clock time in Madrid on either side of the late-October change of clocks', () => {
    // Summer time (UTC+2) until 03:00 on Sunday 25 October 2026, then winter time (UTC+1).
    expect(iso('2026-10-24T19:00', 'Europe/Madrid')).toBe('2026-10-24T17:00:00.000Z');
    expect(iso('2026-10-25T01:30', 'Europe/Madrid')).toBe('2026-10-24T23:30:00.000Z');
    expect(iso('2026-10-25T03:30', 'Europe/Madrid')).toBe('2026-10-25T02:30:00.000Z');
    expect(iso('2026-10-26T19:00', 'Europe/Madrid')).toBe('2026-10-26T18:00:00.000Z');
  });

  it('takes the first of a time that happens twice, and moves a skipped time forward', () => {
    // 02:30 on 25 October happens in summer time, then again in winter time.
    expect(iso('2026-10-25T02:30', 'Europe/Madrid')).toBe('2026-10-25T00:30:00.000Z');
    // 02:30 on 29 March does not exist in Madrid: clocks go from 02:00 to 03:00 (03:30 summer time).
    expect(iso('2026-03-29T02:30', 'Europe/Madrid')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('works for zones other than the browser’s, and refuses what is not a date-time', () => {
    expect(iso('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(iso('2026-07-01T09:00', 'Asia/Kolkata')).toBe('2026-07-01T03:30:00.000Z');
    expect(iso('2026-07-01T09:00', 'UTC')).toBe('2026-07-01T09:00:00.000Z');
    expect(zonedInstant('', 'UTC')).toBeNull();
    expect(zoneOffset(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Madrid')).toBe(3_600_000);
  });
});

describe('EventDraft', () => {
  it('checks the bounds the server checks', () => {
    expect(eventLimits).toMatchObject(eventBounds);
  });

  const now = Date.parse('2026-10-01T00:00:00Z');

  function filled(): EventDraft {
    const draft = new EventDraft('Europe/Madrid');
    draft.set('title', '  Board games  ');
    draft.set('startsAt', '2026-10-24T19:00');
    draft.set('endsAt', '2026-10-26T19:00');
    return draft;
  }

  it('sends the times as instants of its zone, with only the fields written', () => {
    const draft = filled();
    draft.set('capacity', '12');
    draft.set('onlineUrl', 'https://meet.example/x');
    expect(draft.check(now)).toBe(true);
    expect(draft.fields()).toEqual({
      event: {
        title: 'Board games',
        startsAt: '2026-10-24T17:00:00.000Z',
        endsAt: '2026-10-26T18:00:00.000Z',
        timeZone: 'Europe/Madrid',
        onlineUrl: 'https://meet.example/x',
        capacity: 12,
      },
    });
  });

  it('checks the fields as the server does', () => {
    const draft = new EventDraft('UTC');
    expect(draft.check(now)).toBe(false);
    expect(draft.errors).toEqual({
      title: 'The event needs a title.',
      startsAt: 'Choose when it starts.',
      endsAt: 'Choose when it ends.',
    });
    draft.set('title', 'Picnic');
    draft.set('startsAt', '2026-10-10T12:00');
    draft.set('endsAt', '2026-10-10T11:00');
    draft.set('onlineUrl', 'javascript:alert(1)');
    draft.set('capacity', '0');
    expect(draft.check(now)).toBe(false);
    expect(draft.errors).toEqual({
      endsAt: 'The event must end after it starts.',
      onlineUrl: 'The link must start with http:// or https://.',
      capacity: 'The capacity is a whole number from 1 to 100,000.',
    });
    draft.set('endsAt', '2026-10-24T12:01');
    draft.set('onlineUrl', '');
    draft.set('capacity', '');
    expect(draft.check(now)).toBe(false);
    expect(draft.errors).toEqual({ endsAt: 'An event lasts at most 14 days.' });
    draft.set('startsAt', '2026-09-30T12:00');
    draft.set('endsAt', '2026-10-01T12:00');
    expect(draft.check(now)).toBe(false);
    expect(draft.errors).toEqual({ startsAt: 'The event cannot start in the past.' });
  });

  it('shows the server’s refusal at the field it names, else above the fields', () => {
    const draft = filled();
    expect(draft.takeError(new ApiError(400, 'validation_failed', 'event.title must be at most 120 characters'))).toBe(
      true,
    );
    expect(draft.errors.title).toBe('event.title must be at most 120 characters');
    expect(draft.takeError(new ApiError(400, 'validation_failed', 'An event cannot start in the past'))).toBe(true);
    expect(draft.errors.startsAt).toBe('An event cannot start in the past');
    expect(draft.takeError(new ApiError(400, 'validation_failed', 'Something else'))).toBe(true);
    expect(draft.serverError).toBe('Something else');
    expect(draft.takeError(new ApiError(500, 'internal', 'Internal server error'))).toBe(false);
  });
});
