import type { RsvpStatus } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { hiddenFrom, visibleTo } from '../audience';
import { summaryColumns, type SummaryRow } from '../people';
import { eventJson, type EventJson } from './events.repository';

export interface AttendeeRow extends SummaryRow {
  status: RsvpStatus;
  updated_at: Date;
  seq: string;
}

/**
 * A page of an event's answers in the order they were given (a waitlist in line order), leaving out
 * people blocked with the viewer either way. `after` is the last `seq` of the page before.
 */
export async function attendeePage(
  db: Queryable,
  viewerId: string,
  eventId: string,
  q: { status?: RsvpStatus; after: number; limit: number },
): Promise<AttendeeRow[]> {
  const { rows } = await db.query<AttendeeRow>(
    `SELECT ${summaryColumns('u')}, r.status, r.updated_at, r.seq
     FROM event_rsvps r JOIN users u ON u.user_id = r.user_id
     WHERE r.event_id = $2 AND ($3::text IS NULL OR r.status = $3) AND r.seq > $4
       AND r.user_id NOT IN (SELECT user_id FROM (${hiddenFrom('$1::uuid')}) h WHERE h.user_id IS NOT NULL)
     ORDER BY r.seq LIMIT $5`,
    [viewerId, eventId, q.status ?? null, q.after, q.limit],
  );
  return rows;
}

export interface UpcomingRow {
  post_id: string;
  clique_id: string | null;
  event: EventJson;
  starts_at_text: string;
  event_id: string;
}

/** Where the upcoming list narrows: a clique's events, or one person's. */
export interface UpcomingScope {
  cliqueId?: string;
  userId?: string;
}

/**
 * The events the viewer may see (the posts' visibility rule: audience, clique, blocks; muted authors
 * left out), not over, not cancelled, not declined by the viewer, soonest first after (at, id).
 */
export async function upcomingPage(
  db: Queryable,
  viewerId: string,
  scope: UpcomingScope,
  after: { at: string; id: string } | null,
  limit: number,
): Promise<UpcomingRow[]> {
  const { rows } = await db.query<UpcomingRow>(
    `SELECT p.post_id, p.clique_id, e.event_id, to_char(e.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS starts_at_text,
       ${eventJson('e', '$1')} AS event
     FROM events e JOIN posts p ON p.post_id = e.post_id
     WHERE e.last_ends_at > now() AND e.cancelled_at IS NULL AND ${visibleTo('p', '$1')}
       AND p.author_id NOT IN (SELECT user_id FROM (${hiddenFrom('$1::uuid')}) h WHERE h.user_id IS NOT NULL)
       AND NOT EXISTS (SELECT 1 FROM event_rsvps r WHERE r.event_id = e.event_id AND r.user_id = $1 AND r.status = 'not_going')
       AND ($2::uuid IS NULL OR p.clique_id = $2) AND ($3::uuid IS NULL OR p.author_id = $3)
       AND ($4::timestamptz IS NULL OR (e.starts_at, e.event_id) > ($4::timestamptz, $5::uuid))
     ORDER BY e.starts_at, e.event_id LIMIT $6`,
    [viewerId, scope.cliqueId ?? null, scope.userId ?? null, after?.at ?? null, after?.id ?? null, limit],
  );
  return rows;
}

/** Everything a person is going or maybe going to that they may still see, for their calendar feed (at most 500, latest first). */
export async function calendarEvents(db: Queryable, userId: string): Promise<EventJson[]> {
  const { rows } = await db.query<{ event: EventJson }>(
    `SELECT ${eventJson('e', '$1')} AS event
     FROM event_rsvps r JOIN events e ON e.event_id = r.event_id JOIN posts p ON p.post_id = e.post_id
     WHERE r.user_id = $1 AND r.status IN ('going', 'maybe') AND ${visibleTo('p', '$1')}
     ORDER BY e.starts_at DESC LIMIT 500`,
    [userId],
  );
  return rows.map((row) => row.event);
}
