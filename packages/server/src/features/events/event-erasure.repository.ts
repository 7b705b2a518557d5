import type { Queryable } from '../../platform/database/database';

/**
 * Deletes the person's `going` answers at events with a capacity that are still ahead (neither
 * cancelled nor over) and not posted by them; the events whose place is free now. The answers'
 * delete trigger takes them out of the counts.
 */
export async function dropHeldPlaces(tx: Queryable, userId: string): Promise<string[]> {
  const { rows } = await tx.query<{ event_id: string }>(
    `DELETE FROM event_rsvps r USING events e JOIN posts p ON p.post_id = e.post_id
     WHERE r.user_id = $1 AND r.status = 'going' AND r.event_id = e.event_id AND e.capacity IS NOT NULL
       AND e.cancelled_at IS NULL AND e.last_ends_at > now() AND p.author_id <> $1
     RETURNING r.event_id`,
    [userId],
  );
  return rows.map((row) => row.event_id);
}
