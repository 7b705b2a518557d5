import { emitAfterCommit } from '../../platform/database/commit-events';
import type { Queryable } from '../../platform/database/database';
import { cliqueStaffOf } from '../cliques';
import { deleteByDedupeKey, notify } from '../notifications';
import { hasHeldPosts } from './held-posts.repository';

const pendingKey = (cliqueId: string) => `clique_post_pending:${cliqueId}`;

/**
 * Tells the clique's moderators, admins and owner that a post waits for them: one notification per
 * clique, renewed (unread again, its actor the latest author) by each newly held post.
 */
export async function tellModerators(tx: Queryable, cliqueId: string, authorId: string): Promise<void> {
  const dedupeKey = pendingKey(cliqueId);
  for (const staff of await cliqueStaffOf(tx, cliqueId)) {
    if (staff === authorId) continue;
    await deleteByDedupeKey(tx, staff, dedupeKey);
    await notify(tx, { userId: staff, type: 'clique_post_pending', actorId: authorId, cliqueId, dedupeKey });
  }
}

/**
 * Takes the moderators' notification back once no post of the clique waits any more (the last one
 * answered, or deleted by its author): it would lead to an empty list.
 */
export async function settleModerators(tx: Queryable, cliqueId: string): Promise<void> {
  if (await hasHeldPosts(tx, cliqueId)) return;
  const staff = await cliqueStaffOf(tx, cliqueId);
  for (const userId of staff) await deleteByDedupeKey(tx, userId, pendingKey(cliqueId));
  emitAfterCommit(tx, { type: 'counts', userIds: staff });
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
