import type { Row } from './authz-rows';

/** An event id no one has: without a valid token every call is 401 before the id is looked at. */
const someEvent = '00000000-0000-4000-8000-0000000000e1';
const covered = 'events.test.ts: 404 for an event whose post the caller may not see, 403 for another’s edit';
const rsvp = { status: 'going' };
const edit = {
  title: 'Matrix',
  startsAt: '2099-01-01T10:00:00Z',
  endsAt: '2099-01-01T11:00:00Z',
  timeZone: 'UTC',
};

/** docs/API.md "Events": the events' operations (the calendar feed is out of the document: its secret is its authority). */
export const eventRows: Record<string, Row> = {
  'GET /api/events/upcoming': {
    access: 'user',
    call: () => ({}),
    other: 'lists only what the caller may see (events.test.ts)',
    nonMember: (w) => ({
      query: { cliqueId: w.myCliqueId },
      expect: [200],
      hides: (body) => Array.isArray(body.events) && body.events.length === 0,
    }),
  },
  'GET /api/events/{id}': {
    access: 'user',
    call: () => ({ params: { id: someEvent } }),
    other: covered,
    nonMember: covered,
  },
  'PUT /api/events/{id}/rsvp': {
    access: 'user',
    call: () => ({ params: { id: someEvent }, body: rsvp }),
    other: covered,
    nonMember: covered,
  },
  'PUT /api/events/{id}': {
    access: 'user',
    call: () => ({ params: { id: someEvent }, body: edit }),
    other: covered,
    nonMember: covered,
  },
  'POST /api/events/{id}/cancel': {
    access: 'user',
    call: () => ({ params: { id: someEvent } }),
    other: covered,
    nonMember: covered,
  },
  'GET /api/events/{id}/attendees': {
    access: 'user',
    call: () => ({ params: { id: someEvent } }),
    other: covered,
    nonMember: covered,
  },
  'GET /api/events/{id}/ics': {
    access: 'user',
    call: () => ({ params: { id: someEvent } }),
    other: covered,
    nonMember: covered,
  },
  'POST /api/calendar/token': {
    access: 'user',
    call: () => ({}),
    other: 'acts only on the caller',
    nonMember: 'takes no clique',
  },
  'DELETE /api/calendar/token': {
    access: 'user',
    call: () => ({}),
    other: 'acts only on the caller',
    nonMember: 'takes no clique',
  },
};
