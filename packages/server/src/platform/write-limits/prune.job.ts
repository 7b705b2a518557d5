import type { Queryable } from '../database/database';
import type { JobDefinition } from '../jobs/queue';
import { longestWindowSeconds } from './limits';

/**
 * `write-counts.prune`, periodic: removes the counts of windows that ended (kept one longest window
 * more). Idempotent: a run finds nothing its predecessor left.
 */
export function writeCountsPruneJob(db: Queryable, everySeconds: number): JobDefinition {
  return {
    name: 'write-counts.prune',
    everySeconds,
    async handler() {
      await db.query('DELETE FROM write_counts WHERE window_start < now() - make_interval(secs => $1::int)', [
        2 * longestWindowSeconds,
      ]);
    },
  };
}
