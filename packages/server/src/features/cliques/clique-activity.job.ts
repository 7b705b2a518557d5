import type { Queryable } from '../../platform/database/database';
import type { JobDefinition } from '../../platform/jobs/queue';
import { countRecentPosts } from './clique-activity.repository';

/**
 * `cliques.activity`, periodic: counts each clique's posts of the last 7 days for the directory's
 * `active` order, so no directory read counts them and no post waits on its clique's row.
 * Idempotent: a run right after another changes nothing.
 */
export function cliqueActivityJob(db: Queryable, everySeconds: number): JobDefinition {
  return {
    name: 'cliques.activity',
    everySeconds,
    async handler() {
      await countRecentPosts(db);
    },
  };
}
