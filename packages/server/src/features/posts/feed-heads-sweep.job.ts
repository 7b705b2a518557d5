import type { Queryable } from '../../platform/database/database';
import type { JobDefinition } from '../../platform/jobs/queue';

/** Heads removed per statement. */
const batch = 1000;

/**
 * `feed-heads.sweep`, periodic: removes the heads of readers who have not come back for a day
 * (writes stopped reaching them then), in batches. It used to run inside page-1 reads that built a
 * head; now no reader waits for it. Idempotent: an expired head is removed once, later runs find none.
 */
export function feedHeadsSweepJob(db: Queryable, everySeconds: number): JobDefinition {
  return {
    name: 'feed-heads.sweep',
    everySeconds,
    async handler() {
      for (;;) {
        const { rows } = await db.query(
          `DELETE FROM feed_heads WHERE reader_id IN (
             SELECT reader_id FROM feed_heads WHERE built_at <= now() - interval '1 day' ORDER BY built_at LIMIT $1)
           RETURNING 1`,
          [batch],
        );
        if (rows.length < batch) return;
      }
    },
  };
}
