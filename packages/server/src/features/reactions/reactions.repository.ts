import type { Queryable } from '../../platform/database/database';

/**
 * Likes and shares. Each toggle inserts or deletes the caller's row and moves the counter only when
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

type Counter = ['posts', 'likes_count' | 'shares_count', 'post_id'] | ['comments', 'likes_count', 'comment_id'];

async function moveCount(
  tx: Queryable,
  ...[table, column, idColumn, id, delta]: [...Counter, string, number]
): Promise<number> {
  const sql =
    delta === 0
      ? `SELECT ${column} AS n FROM ${table} WHERE ${idColumn} = $1`
      : `UPDATE ${table} SET ${column} = ${column} + $2 WHERE ${idColumn} = $1 RETURNING ${column} AS n`;
  const { rows } = await tx.query<{ n: number }>(sql, delta === 0 ? [id] : [id, delta]);
  return rows[0]?.n ?? 0;
}
