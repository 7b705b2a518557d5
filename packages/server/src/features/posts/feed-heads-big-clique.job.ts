import type { Queryable } from '../../platform/database/database';
import { isId } from '../../platform/input/ids';
import type { JobDefinition } from '../../platform/jobs/queue';
import { addToBigCliqueHeads } from './feed-heads.repository';

/** Queued by the database with the post (migration 267): the posts of one statement into cliques of more than 1,000. */
type Payload = { postIds?: unknown };

/**
 * `feed-heads.big-clique`: adds posts into a clique of more than 1,000 members to the heads of
 * its members who read their feed in the last day, outside the request that posted (which adds
 * the post to its author's head only). Idempotent: an item already in a head is kept once.
 */
export function feedHeadsBigCliqueJob(db: Queryable): JobDefinition<Payload> {
  return {
    name: 'feed-heads.big-clique',
    async handler({ payload }) {
      const postIds = Array.isArray(payload.postIds)
        ? payload.postIds.filter((id) => typeof id === 'string' && isId(id))
        : [];
      if (postIds.length > 0) await addToBigCliqueHeads(db, postIds);
    },
  };
}
