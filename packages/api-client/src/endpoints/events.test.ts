/** @jest-environment node */
import {
  cancelEvent,
  createCalendarToken,
  eventCalendarFile,
  getEvent,
  listAttendees,
  listUpcomingEvents,
  revokeCalendarToken,
  rsvpEvent,
} from './events';
import { json, installFakeApi } from '../test/fake-api';

const { sent, respondWith } = installFakeApi('id-token', (r) => ({
  method: r.method,
  url: new URL(r.url),
  auth: r.headers.get('authorization'),
}));

const answer = { postId: 'p1', event: { eventId: 'e 1' } };

describe('event calls', () => {
  it('reads, answers and cancels an event with the bearer token', async () => {
    respondWith(json(200, answer));
    await expect(getEvent('e 1')).resolves.toEqual(answer);
    await rsvpEvent('e 1', 'going');
    await cancelEvent('e 1');
    expect(sent.map((s) => `${s.method} ${s.url.pathname}`)).toEqual([
      'GET /api/events/e%201',
      'PUT /api/events/e%201/rsvp',
      'POST /api/events/e%201/cancel',
    ]);
    expect(sent[1]?.auth).toBe('Bearer id-token');
  });

  it('pages attendees and upcoming events with only the filters given', async () => {
    respondWith(json(200, { attendees: [], events: [], hasMore: false, nextToken: null }));
    await listAttendees('e1', { status: 'waitlisted' });
    await listUpcomingEvents();
    await listUpcomingEvents({ cliqueId: 'c1', nextToken: 'n' });
    expect(sent.map((s) => `${s.url.pathname}?${s.url.searchParams}`)).toEqual([
      '/api/events/e1/attendees?status=waitlisted&limit=20',
      '/api/events/upcoming?limit=20',
      '/api/events/upcoming?cliqueId=c1&limit=20&nextToken=n',
    ]);
  });

  it('fetches the calendar file and makes and revokes the feed address', async () => {
    respondWith(() => new Response('BEGIN:VCALENDAR', { status: 200, headers: { 'content-type': 'text/calendar' } }));
    await expect((await eventCalendarFile('e1')).text()).resolves.toBe('BEGIN:VCALENDAR');
    respondWith(json(200, { token: 't', url: 'https://x/api/calendar/t.ics' }));
    await expect(createCalendarToken()).resolves.toEqual({ token: 't', url: 'https://x/api/calendar/t.ics' });
    respondWith(json(204, null));
    await revokeCalendarToken();
    expect(sent.map((s) => `${s.method} ${s.url.pathname}`).slice(-3)).toEqual([
      'GET /api/events/e1/ics',
      'POST /api/calendar/token',
      'DELETE /api/calendar/token',
    ]);
  });
});
