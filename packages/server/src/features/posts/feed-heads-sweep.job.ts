import type { Queryable } from '../../platform/database/database';
import type { JobDefinition } from '../../platform/jobs/queue';
import { deleteExpiredHeads } from './feed-heads.repository';

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
      while ((await deleteExpiredHeads(db, batch)) === batch);
    },
  };
}
