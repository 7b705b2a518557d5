import type { Queryable } from '../../platform/database/database';
import type { JobDefinition } from '../../platform/jobs/queue';
import { addQueuedBigCliquePosts } from './feed-heads.repository';

/** Posts taken from the queue per statement. */
const batch = 500;

/** Adds every waiting post to the heads, `batch` posts a statement. */
const drain = (db: Queryable) => async () => {
  while ((await addQueuedBigCliquePosts(db, batch)) === batch);
};

/**
 * `feed-heads.big-clique`: adds the posts waiting in `feed_heads_big_clique_queue` (posts into a
 * clique of more than 1,000 members, queued by the database with each post, migration 267) to the
 * heads of the clique's members who read their feed in the last day, outside the request that posted
 * (which adds the post to its author's head only). A post queues the job unless one is already
 * waiting; the job takes every post waiting when it runs. Idempotent: an item already in a head is
 * kept once.
 */
export function feedHeadsBigCliqueJob(db: Queryable): JobDefinition {
  return { name: 'feed-heads.big-clique', handler: drain(db) };
}

/**
 * `feed-heads.big-clique-sweep`, periodic: the same work, for a post that committed just after the
 * waiting job had taken the queue (its own transaction saw that job waiting and queued none).
 */
export function feedHeadsBigCliqueSweepJob(db: Queryable, everySeconds: number): JobDefinition {
  return { name: 'feed-heads.big-clique-sweep', everySeconds, handler: drain(db) };
}
