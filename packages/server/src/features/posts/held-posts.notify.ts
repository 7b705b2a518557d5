import type { Queryable } from '../../platform/database/database';
import { cliqueStaffOf } from '../cliques';
import { deleteByDedupeKey, notify } from '../notifications';

/**
 * Tells the clique's moderators, admins and owner that a post waits for them: one notification per
 * clique, renewed (unread again, its actor the latest author) by each newly held post.
 */
export async function tellModerators(tx: Queryable, cliqueId: string, authorId: string): Promise<void> {
  const dedupeKey = `clique_post_pending:${cliqueId}`;
  for (const staff of await cliqueStaffOf(tx, cliqueId)) {
    if (staff === authorId) continue;
    await deleteByDedupeKey(tx, staff, dedupeKey);
    await notify(tx, { userId: staff, type: 'clique_post_pending', actorId: authorId, cliqueId, dedupeKey });
  }
}

/** Tells the author what a moderator did with their held post (an approved one is linked; a declined one is gone). */
export async function tellAuthor(
  tx: Queryable,
  answer: { postId: string; authorId: string; cliqueId: string; moderatorId: string; approve: boolean },
): Promise<void> {
  await notify(tx, {
    userId: answer.authorId,
    type: 'clique_post_answered',
    actorId: answer.moderatorId,
    cliqueId: answer.cliqueId,
    postId: answer.approve ? answer.postId : null,
    outcome: answer.approve ? 'approved' : 'declined',
    dedupeKey: `clique_post_answered:${answer.postId}`,
  });
}
