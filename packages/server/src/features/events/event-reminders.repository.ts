import type { Queryable } from '../../platform/database/database';

/** A reminder now claimed for sending: its event, post and start. */
export interface ClaimedReminder {
  eventId: string;
  postId: string;
  authorId: string;
  cliqueId: string | null;
  startsAt: Date;
}

/**
 * Claims up to `limit` reminders of one kind that are due (an occurrence's start within `lead`,
 * still more than `until` away, the event not cancelled) by inserting their rows: a concurrent claim
 * of the same row waits for this transaction and then finds it taken, so each reminder goes out once
 * per occurrence (`startsAt` is the occurrence's).
 */
export async function claimDueReminders(
  tx: Queryable,
  r: { kind: '24h' | '1h'; lead: string; until: string; limit: number },
): Promise<ClaimedReminder[]> {
  const { rows } = await tx.query<{
    event_id: string;
    post_id: string;
    author_id: string;
    clique_id: string | null;
    starts_at: Date;
  }>(
    `WITH due AS (
       INSERT INTO event_reminders (event_id, kind, starts_at)
       SELECT o.event_id, $1, o.starts_at FROM event_occurrences o JOIN events e ON e.event_id = o.event_id
       WHERE e.cancelled_at IS NULL AND o.starts_at > now() + $3::interval AND o.starts_at <= now() + $2::interval
         AND NOT EXISTS (SELECT 1 FROM event_reminders r WHERE r.event_id = o.event_id AND r.kind = $1 AND r.starts_at = o.starts_at)
       ORDER BY o.starts_at LIMIT $4
       ON CONFLICT DO NOTHING RETURNING event_id, starts_at)
     SELECT d.event_id, d.starts_at, p.post_id, p.author_id, p.clique_id
     FROM due d JOIN events e ON e.event_id = d.event_id JOIN posts p ON p.post_id = e.post_id`,
    [r.kind, r.lead, r.until, r.limit],
  );
  return rows.map((row) => ({
    eventId: row.event_id,
    postId: row.post_id,
    authorId: row.author_id,
    cliqueId: row.clique_id,
    startsAt: new Date(row.starts_at),
  }));
}
