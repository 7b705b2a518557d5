import { Type, type Static } from '@sinclair/typebox';
import { Id, Timestamp, UserSummary, pageQuery } from './common';

/** docs/API.md "Events": the bounds of an event. */
export const eventLimits = {
  title: 120,
  description: 5000,
  location: 300,
  onlineUrl: 2048,
  minCapacity: 1,
  maxCapacity: 100_000,
  /** Longest event (one occurrence), hours: 14 days. */
  maxHours: 14 * 24,
  /** Occurrences a recurring event may have. */
  maxOccurrences: 52,
  /** Events one socket watches at a time (`watchEvents`). */
  watched: 100,
} as const;

/** How the caller answered: `waitlisted` when they asked for `going` past the capacity. */
export const RsvpStatus = Type.Union([
  Type.Literal('going'),
  Type.Literal('maybe'),
  Type.Literal('not_going'),
  Type.Literal('waitlisted'),
]);
export type RsvpStatus = Static<typeof RsvpStatus>;

/** `event` of POST /posts and the body of PUT /events/{id}: times as ISO 8601 instants, `timeZone` an IANA name. */
export const EventInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: eventLimits.title }),
    description: Type.Optional(Type.String({ maxLength: eventLimits.description })),
    startsAt: Timestamp,
    endsAt: Timestamp,
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
    location: Type.Optional(Type.String({ maxLength: eventLimits.location })),
    onlineUrl: Type.Optional(Type.String({ maxLength: eventLimits.onlineUrl })),
    capacity: Type.Optional(Type.Integer({ minimum: eventLimits.minCapacity, maximum: eventLimits.maxCapacity })),
    /** A media key the author uploaded (an image). */
    coverImage: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
    /** RFC 5545 RRULE subset: `FREQ=WEEKLY|MONTHLY`, optional `INTERVAL`, and `COUNT` or `UNTIL` (≤ 52 occurrences). */
    recurrence: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type EventInput = Static<typeof EventInput>;

/** A post's event as the reader sees it: counts for everyone, `myRsvp` the reader's own answer (null: none). */
export const PostEvent = Type.Object({
  eventId: Type.String(),
  title: Type.String(),
  description: Type.String(),
  startsAt: Timestamp,
  endsAt: Timestamp,
  timeZone: Type.String(),
  location: Type.Union([Type.String(), Type.Null()]),
  onlineUrl: Type.Union([Type.String(), Type.Null()]),
  capacity: Type.Union([Type.Integer(), Type.Null()]),
  coverImage: Type.Union([Type.Object({ key: Type.String(), url: Type.String() }), Type.Null()]),
  recurrence: Type.Union([Type.String(), Type.Null()]),
  goingCount: Type.Integer(),
  maybeCount: Type.Integer(),
  waitlistedCount: Type.Integer(),
  myRsvp: Type.Union([RsvpStatus, Type.Null()]),
  cancelled: Type.Boolean(),
});
export type PostEvent = Static<typeof PostEvent>;

/** PUT /events/{id}/rsvp body. */
export const RsvpBody = Type.Object(
  { status: Type.Union([Type.Literal('going'), Type.Literal('maybe'), Type.Literal('not_going')]) },
  { additionalProperties: false },
);
export type RsvpBody = Static<typeof RsvpBody>;

/** PUT /events/{id}/rsvp, PUT /events/{id} and POST /events/{id}/cancel answer the event as it now stands, with its post's id. */
export const EventResponse = Type.Object({ event: PostEvent, postId: Type.String() });
export type EventResponse = Static<typeof EventResponse>;

/** GET /events/{id}/attendees query. */
export const AttendeesQuery = Type.Composite([pageQuery(50), Type.Object({ status: Type.Optional(RsvpStatus) })], {
  additionalProperties: false,
});
export type AttendeesQuery = Static<typeof AttendeesQuery>;

/** One person's answer, in the order they gave it. */
export const Attendee = Type.Object({ user: UserSummary, status: RsvpStatus, respondedAt: Timestamp });
export type Attendee = Static<typeof Attendee>;

export const AttendeesPage = Type.Object({
  attendees: Type.Array(Attendee),
  hasMore: Type.Boolean(),
  nextToken: Type.Union([Type.String(), Type.Null()]),
});
export type AttendeesPage = Static<typeof AttendeesPage>;

/** GET /events/upcoming query: everything the caller may see, or a clique's, or a person's. */
export const UpcomingQuery = Type.Composite(
  [pageQuery(20), Type.Object({ cliqueId: Type.Optional(Id), userId: Type.Optional(Id) })],
  { additionalProperties: false },
);
export type UpcomingQuery = Static<typeof UpcomingQuery>;

/** An upcoming event with the post that carries it. */
export const UpcomingEvent = Type.Object({
  postId: Type.String(),
  cliqueId: Type.Union([Type.String(), Type.Null()]),
  event: PostEvent,
});
export type UpcomingEvent = Static<typeof UpcomingEvent>;

export const UpcomingPage = Type.Object({
  events: Type.Array(UpcomingEvent),
  hasMore: Type.Boolean(),
  nextToken: Type.Union([Type.String(), Type.Null()]),
});
export type UpcomingPage = Static<typeof UpcomingPage>;

/** POST /calendar/token answer: the secret (shown once) and the feed's address. */
export const CalendarTokenResponse = Type.Object({ token: Type.String(), url: Type.String() });
export type CalendarTokenResponse = Static<typeof CalendarTokenResponse>;

/** GET /calendar/{token}.ics params: `file` is the token with `.ics`. */
export const CalendarFeedParams = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}\\.ics$' }) });
export type CalendarFeedParams = Static<typeof CalendarFeedParams>;

/** Client frame: the events shown on the page (replaces the last list); their counts come live as `event` frames. */
export const WatchEventsFrame = Type.Object(
  { action: Type.Literal('watchEvents'), eventIds: Type.Array(Id, { maxItems: eventLimits.watched }) },
  { additionalProperties: false },
);
export type WatchEventsFrame = Static<typeof WatchEventsFrame>;

/**
 * Server frame: a watched event's counts moved, or it was edited or cancelled (never who answered;
 * each reader's own `myRsvp` stays what their own calls returned).
 */
export const EventFrame = Type.Object(
  {
    type: Type.Literal('event'),
    eventId: Type.String(),
    postId: Type.String(),
    goingCount: Type.Integer({ minimum: 0 }),
    maybeCount: Type.Integer({ minimum: 0 }),
    waitlistedCount: Type.Integer({ minimum: 0 }),
    cancelled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type EventFrame = Static<typeof EventFrame>;
