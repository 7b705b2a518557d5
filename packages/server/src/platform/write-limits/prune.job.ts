import type { Queryable } from '../database/database';
import type { JobDefinition } from '../jobs/queue';
import { longestWindowSeconds } from './limits';
import { pruneWriteCounts } from './write-limits.repository';

/**
 * `write-counts.prune`, periodic: removes the counts of windows that ended (kept one longest window
 * more). Idempotent: a run finds nothing its predecessor left.
 */
export function writeCountsPruneJob(db: Queryable, everySeconds: number): JobDefinition {
  return {
    name: 'write-counts.prune',
    everySeconds,
    async handler() {
      await pruneWriteCounts(db, 2 * longestWindowSeconds);
    },
  };
}
