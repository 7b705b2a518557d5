import type { Queryable } from '../../platform/database/database';
import { moveCount } from '../../platform/database/counters';

/**
 * Shares. A share inserts or deletes the caller's row and moves the counter only when a row really
 * changed, in the same transaction, so counts stay exact and repeating a call changes nothing.
 */

/** Shares a post once per user (a repeat keeps the first share); returns whether it was new and the count. */
export async function addShare(
  tx: Queryable,
  shareId: string,
  postId: string,
  userId: string,
  comment: string | null,
): Promise<{ added: boolean; sharesCount: number }> {
  // The share keeps the post's clique, so feeds check visibility on the share row alone.
  const inserted = await tx.query(
    `INSERT INTO shares (share_id, post_id, user_id, comment, clique_id)
     SELECT $1, p.post_id, $3, $4, p.clique_id FROM posts p WHERE p.post_id = $2
     ON CONFLICT (post_id, user_id) DO NOTHING RETURNING 1`,
    [shareId, postId, userId, comment],
  );
  return {
    added: inserted.rows.length > 0,
    sharesCount: await moveCount(tx, 'posts', 'shares_count', 'post_id', postId, inserted.rows.length),
  };
}

/** Removes a share (idempotent). */
export async function removeShare(tx: Queryable, postId: string, userId: string): Promise<number> {
  const deleted = await tx.query('DELETE FROM shares WHERE post_id = $1 AND user_id = $2 RETURNING 1', [
    postId,
    userId,
  ]);
  return moveCount(tx, 'posts', 'shares_count', 'post_id', postId, -deleted.rows.length);
}
