import type { Queryable } from '../../platform/database/database';
import { moveCount } from '../../platform/database/counters';

/**
 * Likes of posts and comments. Each toggle inserts or deletes the caller's row and moves the counter only when
 * a row really changed, in the same transaction: the counter's row lock serialises concurrent
 * toggles, so counts stay exact and repeating a call changes nothing.
 */

/** Likes a post (idempotent); returns whether a like was added and the count after. */
export async function addPostLike(
  tx: Queryable,
  postId: string,
  userId: string,
): Promise<{ added: boolean; likesCount: number }> {
  const inserted = await tx.query(
    'INSERT INTO post_likes (post_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
    [postId, userId],
  );
  return {
    added: inserted.rows.length > 0,
    likesCount: await moveCount(tx, 'posts', 'likes_count', 'post_id', postId, inserted.rows.length),
  };
}

/** Removes a post like (idempotent); returns the count after. */
export async function removePostLike(tx: Queryable, postId: string, userId: string): Promise<number> {
  const deleted = await tx.query('DELETE FROM post_likes WHERE post_id = $1 AND user_id = $2 RETURNING 1', [
    postId,
    userId,
  ]);
  return moveCount(tx, 'posts', 'likes_count', 'post_id', postId, -deleted.rows.length);
}

/** Likes a comment (idempotent). */
export async function addCommentLike(
  tx: Queryable,
  commentId: string,
  userId: string,
): Promise<{ added: boolean; likesCount: number }> {
  const inserted = await tx.query(
    'INSERT INTO comment_likes (comment_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
    [commentId, userId],
  );
  return {
    added: inserted.rows.length > 0,
    likesCount: await moveCount(tx, 'comments', 'likes_count', 'comment_id', commentId, inserted.rows.length),
  };
}

/** Removes a comment like (idempotent). */
export async function removeCommentLike(tx: Queryable, commentId: string, userId: string): Promise<number> {
  const deleted = await tx.query('DELETE FROM comment_likes WHERE comment_id = $1 AND user_id = $2 RETURNING 1', [
    commentId,
    userId,
  ]);
  return moveCount(tx, 'comments', 'likes_count', 'comment_id', commentId, -deleted.rows.length);
}
