import type { Queryable } from '../../platform/database/database';
import type { JobDefinition } from '../../platform/jobs/queue';
import { addQueuedBigCliquePosts } from './feed-heads.repository';

/** Posts taken from the queue per statement. */
const batch = 500;

/**
 * `feed-heads.big-clique`: adds the posts waiting in `feed_heads_big_clique_queue` (posts into a
 * clique of more than 1,000 members, queued by the database with each post, migration 267) to the
 * heads of the clique's members who read their feed in the last day, outside the request that posted
 * (which adds the post to its author's head only). Each posting transaction queues one job; a job
 * takes every post waiting, so under a burst most find the queue already empty. Idempotent: an item
 * already in a head is kept once.
 */
export function feedHeadsBigCliqueJob(db: Queryable): JobDefinition {
  return {
    name: 'feed-heads.big-clique',
    async handler() {
      while ((await addQueuedBigCliquePosts(db, batch)) === batch);
    },
  };
}
