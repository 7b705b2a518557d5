import { randomUUID } from 'node:crypto';
import type { EventFrame, RsvpStatus } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { visibleTo } from '../audience';
import type { EventFields } from './event-rules';

/** An event as its `column` reads it (times as json text), before the cover is signed. */
export interface EventJson {
  eventId: string;
  postId: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  location: string | null;
  onlineUrl: string | null;
  capacity: number | null;
  coverImage: string | null;
  recurrence: string | null;
  goingCount: number;
  maybeCount: number;
  waitlistedCount: number;
  myRsvp: RsvpStatus | null;
  cancelled: boolean;
}

/** SQL: event `e` as json, with the viewer's (an SQL parameter) own answer. */
export const eventJson = (e: string, viewer: string) =>
  `json_build_object('eventId', ${e}.event_id, 'postId', ${e}.post_id, 'title', ${e}.title, 'description', ${e}.description,
     'startsAt', ${e}.starts_at, 'endsAt', ${e}.ends_at, 'timeZone', ${e}.time_zone, 'location', ${e}.location,
     'onlineUrl', ${e}.online_url, 'capacity', ${e}.capacity, 'coverImage', ${e}.cover_image, 'recurrence', ${e}.recurrence,
     'goingCount', ${e}.going_count, 'maybeCount', ${e}.maybe_count, 'waitlistedCount', ${e}.waitlisted_count,
     'cancelled', ${e}.cancelled_at IS NOT NULL,
     'myRsvp', (SELECT r.status FROM event_rsvps r WHERE r.event_id = ${e}.event_id AND r.user_id = ${viewer}))`;

/** SQL: the event of post `p` as the viewer sees it (posts' parts), NULL when it has none. */
export const eventColumn = (viewer: string) =>
  `(SELECT ${eventJson('ev', viewer)} FROM events ev WHERE ev.post_id = p.post_id)`;

const fieldValues = (f: EventFields) => [
  f.title,
  f.description,
  f.startsAt.toISOString(),
  f.endsAt.toISOString(),
  f.timeZone,
  f.location,
  f.onlineUrl,
  f.capacity,
  f.coverImage,
  f.recurrence,
  f.lastEndsAt.toISOString(),
];

/** Stores an event with its post (in the post's transaction). */
export async function insertEvent(tx: Queryable, postId: string, f: EventFields): Promise<void> {
  await tx.query(
    `INSERT INTO events (event_id, post_id, title, description, starts_at, ends_at, time_zone, location, online_url,
       capacity, cover_image, recurrence, last_ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [randomUUID(), postId, ...fieldValues(f)],
  );
}

/** The event's post and author, or null for an unknown event. */
export interface EventOwner {
  postId: string;
  authorId: string;
  cliqueId: string | null;
}

export async function findEventOwner(db: Queryable, eventId: string): Promise<EventOwner | null> {
  const { rows } = await db.query<{ post_id: string; author_id: string; clique_id: string | null }>(
    'SELECT e.post_id, p.author_id, p.clique_id FROM events e JOIN posts p ON p.post_id = e.post_id WHERE e.event_id = $1',
    [eventId],
  );
  const row = rows[0];
  return row ? { postId: row.post_id, authorId: row.author_id, cliqueId: row.clique_id } : null;
}

/** An event as a write needs it, its row locked: RSVPs on one event take turns, so counts and order stay exact. */
export interface LockedEvent {
  capacity: number | null;
  going: number;
  cancelled: boolean;
  ended: boolean;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  onlineUrl: string | null;
  timeZone: string;
  recurrence: string | null;
}

export async function lockEvent(tx: Queryable, eventId: string): Promise<LockedEvent | null> {
  const { rows } = await tx.query<{
    capacity: number | null;
    going_count: number;
    cancelled: boolean;
    ended: boolean;
    starts_at: Date;
    ends_at: Date;
    location: string | null;
    online_url: string | null;
    time_zone: string;
    recurrence: string | null;
  }>(
    `SELECT capacity, going_count, cancelled_at IS NOT NULL AS cancelled, last_ends_at <= now() AS ended,
       starts_at, ends_at, location, online_url, time_zone, recurrence
     FROM events WHERE event_id = $1 FOR NO KEY UPDATE`,
    [eventId],
  );
  const r = rows[0];
  return r
    ? {
        capacity: r.capacity,
        going: r.going_count,
        cancelled: r.cancelled,
        ended: r.ended,
        startsAt: new Date(r.starts_at),
        endsAt: new Date(r.ends_at),
        location: r.location,
        onlineUrl: r.online_url,
        timeZone: r.time_zone,
        recurrence: r.recurrence,
      }
    : null;
}

/** The caller's answer now (null: none). */
export async function rsvpOf(tx: Queryable, eventId: string, userId: string): Promise<RsvpStatus | null> {
  const { rows } = await tx.query<{ status: RsvpStatus }>(
    'SELECT status FROM event_rsvps WHERE event_id = $1 AND user_id = $2',
    [eventId, userId],
  );
  return rows[0]?.status ?? null;
}

const countColumn: Record<RsvpStatus, string | null> = {
  going: 'going_count',
  maybe: 'maybe_count',
  waitlisted: 'waitlisted_count',
  not_going: null,
};

/**
 * Writes an answer (the event row locked by the caller) and moves the counts: a new answer, or a
 * change, takes a new place in line (`seq`), so a waitlist is in the order people asked.
 */
export async function writeRsvp(
  tx: Queryable,
  eventId: string,
  userId: string,
  from: RsvpStatus | null,
  to: RsvpStatus,
): Promise<void> {
  await tx.query(
    `INSERT INTO event_rsvps (event_id, user_id, status) VALUES ($1, $2, $3)
     ON CONFLICT (event_id, user_id) DO UPDATE SET status = EXCLUDED.status, seq = nextval('event_rsvps_seq'), updated_at = now()`,
    [eventId, userId, to],
  );
  await moveCounts(tx, eventId, from, to);
}

async function moveCounts(tx: Queryable, eventId: string, from: RsvpStatus | null, to: RsvpStatus): Promise<void> {
  const sets = [];
  const down = from ? countColumn[from] : null;
  const up = countColumn[to];
  if (down) sets.push(`${down} = ${down} - 1`);
  if (up) sets.push(`${up} = ${up} + 1`);
  if (sets.length > 0) await tx.query(`UPDATE events SET ${sets.join(', ')} WHERE event_id = $1`, [eventId]);
}

/** Moves the first waitlisted person (in the order they asked) to going; who it was, or null. */
export async function promoteFirstWaitlisted(tx: Queryable, eventId: string): Promise<string | null> {
  const { rows } = await tx.query<{ user_id: string }>(
    `UPDATE event_rsvps SET status = 'going', updated_at = now()
     WHERE (event_id, user_id) = (SELECT event_id, user_id FROM event_rsvps WHERE event_id = $1 AND status = 'waitlisted' ORDER BY seq LIMIT 1)
     RETURNING user_id`,
    [eventId],
  );
  const userId = rows[0]?.user_id ?? null;
  if (userId) await moveCounts(tx, eventId, 'waitlisted', 'going');
  return userId;
}

/** Everyone going or maybe going (those told of an edit, a cancel, a reminder). */
export async function attendingIds(db: Queryable, eventId: string): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>(
    "SELECT user_id FROM event_rsvps WHERE event_id = $1 AND status IN ('going', 'maybe') ORDER BY seq",
    [eventId],
  );
  return rows.map((row) => row.user_id);
}

/** Replaces an event's fields (the row locked by the caller). */
export async function updateEvent(tx: Queryable, eventId: string, f: EventFields): Promise<void> {
  await tx.query(
    `UPDATE events SET title = $2, description = $3, starts_at = $4, ends_at = $5, time_zone = $6, location = $7,
       online_url = $8, capacity = $9, cover_image = $10, recurrence = $11, last_ends_at = $12
     WHERE event_id = $1`,
    [eventId, ...fieldValues(f)],
  );
}

/** Marks an event cancelled; whether it was not already. */
export async function markCancelled(tx: Queryable, eventId: string): Promise<boolean> {
  const { rows } = await tx.query(
    'UPDATE events SET cancelled_at = now() WHERE event_id = $1 AND cancelled_at IS NULL RETURNING 1',
    [eventId],
  );
  return rows.length > 0;
}

/** An event as the viewer sees it (the json read on its own), or null when gone. */
export async function readEvent(db: Queryable, viewerId: string, eventId: string): Promise<EventJson | null> {
  const { rows } = await db.query<{ event: EventJson }>(
    `SELECT ${eventJson('e', '$1')} AS event FROM events e WHERE e.event_id = $2`,
    [viewerId, eventId],
  );
  return rows[0]?.event ?? null;
}

/** The events among `eventIds` whose post the viewer may see (what `watchEvents` watches). */
export async function visibleEventIds(db: Queryable, viewerId: string, eventIds: string[]): Promise<string[]> {
  if (eventIds.length === 0) return [];
  const { rows } = await db.query<{ event_id: string }>(
    `SELECT e.event_id FROM events e JOIN posts p ON p.post_id = e.post_id
     WHERE e.event_id = ANY($2::uuid[]) AND ${visibleTo('p', '$1')}`,
    [viewerId, eventIds],
  );
  return rows.map((row) => row.event_id);
}

/** An event's counts as everyone watching it sees them (no one's own answer): null when gone. */
export async function eventCounts(db: Queryable, eventId: string): Promise<EventFrame | null> {
  const { rows } = await db.query<{
    post_id: string;
    going_count: number;
    maybe_count: number;
    waitlisted_count: number;
    cancelled: boolean;
  }>(
    `SELECT post_id, going_count, maybe_count, waitlisted_count, cancelled_at IS NOT NULL AS cancelled
     FROM events WHERE event_id = $1`,
    [eventId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    type: 'event',
    eventId,
    postId: row.post_id,
    goingCount: Number(row.going_count),
    maybeCount: Number(row.maybe_count),
    waitlistedCount: Number(row.waitlisted_count),
    cancelled: row.cancelled,
  };
}
