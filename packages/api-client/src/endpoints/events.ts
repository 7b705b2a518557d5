import type {
  AttendeesPage,
  CalendarTokenResponse,
  EventInput,
  EventResponse,
  RsvpBody,
  RsvpStatus,
  UpcomingPage,
} from '@cliques/contracts';
// A subpath entry (`@cliques/api-client/events`), bundled in the areas that use it: the shared
// client comes from the package itself, the one instance every area shares.
import { call, http } from '@cliques/api-client';
import { pageParams, type PageOptions } from './page-params';

const eventPath = (eventId: string, rest = '') => `events/${encodeURIComponent(eventId)}${rest}`;

/** GET /events/{id}: the event as it now stands, with its post's id. */
export function getEvent(eventId: string): Promise<EventResponse> {
  return call(() => http.get(eventPath(eventId)).json<EventResponse>());
}

/** PUT /events/{id}/rsvp: going, maybe or not going (going past the capacity waitlists you). */
export function rsvpEvent(eventId: string, status: RsvpBody['status']): Promise<EventResponse> {
  return call(() => http.put(eventPath(eventId, '/rsvp'), { json: { status } }).json<EventResponse>());
}

/** GET /events/{id}/attendees: who answered, in the order they did, optionally one answer only. */
export function listAttendees(
  eventId: string,
  options: PageOptions & { status?: RsvpStatus } = {},
): Promise<AttendeesPage> {
  const { status, ...page } = options;
  return call(() =>
    http
      .get(eventPath(eventId, '/attendees'), { searchParams: pageParams(page, status ? { status } : {}) })
      .json<AttendeesPage>(),
  );
}

/** GET /events/upcoming: soonest first; everything you may see, or one clique's, or one person's. */
export function listUpcomingEvents(
  options: PageOptions & { cliqueId?: string; userId?: string } = {},
): Promise<UpcomingPage> {
  const { cliqueId, userId, ...page } = options;
  const extra: Record<string, string> = {
    ...(cliqueId ? { cliqueId } : {}),
    ...(userId ? { userId } : {}),
  };
  return call(() => http.get('events/upcoming', { searchParams: pageParams(page, extra) }).json<UpcomingPage>());
}

/** PUT /events/{id}: the author's new event (every field); people going or maybe are told of a new time or place. */
export function updateEvent(eventId: string, event: EventInput): Promise<EventResponse> {
  return call(() => http.put(eventPath(eventId), { json: event }).json<EventResponse>());
}

/** POST /events/{id}/cancel: the author cancels; the event stays, marked cancelled. */
export function cancelEvent(eventId: string): Promise<EventResponse> {
  return call(() => http.post(eventPath(eventId, '/cancel')).json<EventResponse>());
}

/** GET /events/{id}/ics: the event as an iCalendar file (with the bearer token, so not a plain link). */
export function eventCalendarFile(eventId: string): Promise<Blob> {
  return call(async () => (await http.get(eventPath(eventId, '/ics'))).blob());
}

/** POST /calendar/token: a new secret calendar feed address (shown once), replacing any earlier one. */
export function createCalendarToken(): Promise<CalendarTokenResponse> {
  return call(() => http.post('calendar/token').json<CalendarTokenResponse>());
}

/** DELETE /calendar/token: the calendar feed address stops working. */
export function revokeCalendarToken(): Promise<void> {
  return call(async () => {
    await http.delete('calendar/token');
  });
}
