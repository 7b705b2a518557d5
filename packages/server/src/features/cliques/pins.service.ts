import { cliqueLimits } from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { conflict, message, notFound } from '../../platform/http/errors';
import { requireCliqueAction } from './clique-access';
import { audit } from './clique-audit.repository';
import { isCliquePost, pinnedPostIds, pinPost, unpinPost } from './clique-pins.repository';

/** POST /cliques/{id}/pins/{postId}: moderators pin one of the clique's posts (at most 3; again: nothing changes). */
export async function pin(db: Database, callerId: string, cliqueId: string, postId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCliqueAction(tx, cliqueId, callerId, 'moderate', true);
    if (!(await isCliquePost(tx, cliqueId, postId))) throw notFound('Post not found');
    const pinned = await pinnedPostIds(tx, cliqueId);
    if (pinned.includes(postId)) return;
    if (pinned.length >= cliqueLimits.pins)
      throw conflict(message('A clique pins at most {max} posts', { max: cliqueLimits.pins }));
    await pinPost(tx, cliqueId, postId, callerId);
    await audit(tx, { cliqueId, actorId: callerId, action: 'post_pinned', postId });
  });
}

/** DELETE /cliques/{id}/pins/{postId}: moderators unpin (not pinned: nothing changes). */
export async function unpin(db: Database, callerId: string, cliqueId: string, postId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCliqueAction(tx, cliqueId, callerId, 'moderate', true);
    if (await unpinPost(tx, cliqueId, postId))
      await audit(tx, { cliqueId, actorId: callerId, action: 'post_unpinned', postId });
  });
}
