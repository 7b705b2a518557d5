import type { Comment } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { commentColumns, toComment, type CommentRow } from './comment-rows.repository';

/** One comment of a post as the viewer sees it, or null. */
export async function findComment(
  db: Queryable,
  viewerId: string,
  postId: string,
  commentId: string,
): Promise<Comment | null> {
  const { rows } = await db.query<CommentRow>(
    `SELECT ${commentColumns} FROM comments c JOIN users u ON u.user_id = c.author_id WHERE c.comment_id = $3 AND c.post_id = $2`,
    [viewerId, postId, commentId],
  );
  return rows[0] ? toComment(rows[0]) : null;
}

/** Stores a comment and counts it on the post. Run in a transaction. */
export async function insertComment(
  tx: Queryable,
  comment: {
    commentId: string;
    postId: string;
    authorId: string;
    content: string;
    parentCommentId: string | null;
    depth: number;
  },
): Promise<void> {
  await tx.query(
    'INSERT INTO comments (comment_id, post_id, author_id, parent_comment_id, content, depth) VALUES ($1, $2, $3, $4, $5, $6)',
    [comment.commentId, comment.postId, comment.authorId, comment.parentCommentId, comment.content, comment.depth],
  );
  await tx.query('UPDATE posts SET comments_count = comments_count + 1 WHERE post_id = $1', [comment.postId]);
}

/**
 * Deletes a comment for everyone, with its likes and notifications, and uncounts it. One with
 * replies under it stays as a blank "Comment deleted" so they keep their place; one without goes,
 * and so do the deleted comments above it that no reply holds any more. Returns whether it was there.
 */
export async function removeComment(tx: Queryable, postId: string, commentId: string): Promise<boolean> {
  const { rows } = await tx.query<{ parent_comment_id: string | null; has_replies: boolean }>(
    `SELECT parent_comment_id, EXISTS (SELECT 1 FROM comments r WHERE r.parent_comment_id = c.comment_id) AS has_replies
       FROM comments c WHERE comment_id = $1 AND post_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [commentId, postId],
  );
  const found = rows[0];
  if (!found) return false;
  await tx.query('DELETE FROM notifications WHERE comment_id = $1', [commentId]);
  if (found.has_replies) {
    await tx.query('DELETE FROM comment_likes WHERE comment_id = $1', [commentId]);
    await tx.query("UPDATE comments SET deleted_at = now(), content = '', likes_count = 0 WHERE comment_id = $1", [
      commentId,
    ]);
  } else {
    await tx.query('DELETE FROM comments WHERE comment_id = $1', [commentId]);
    await purgeEmptyDeleted(tx, found.parent_comment_id);
  }
  await tx.query('UPDATE posts SET comments_count = GREATEST(comments_count - 1, 0) WHERE post_id = $1', [postId]);
  return true;
}

/** Deletes a deleted comment no reply holds any more, and so on up the thread. */
async function purgeEmptyDeleted(tx: Queryable, commentId: string | null): Promise<void> {
  let current = commentId;
  while (current) {
    const { rows } = await tx.query<{ parent_comment_id: string | null }>(
      `DELETE FROM comments c WHERE c.comment_id = $1 AND c.deleted_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM comments r WHERE r.parent_comment_id = c.comment_id)
        RETURNING c.parent_comment_id`,
      [current],
    );
    current = rows[0]?.parent_comment_id ?? null;
  }
}

/** A comment (not deleted) of a post: its author and depth, for permission checks. */
export async function findCommentOwner(
  db: Queryable,
  postId: string,
  commentId: string,
): Promise<{ authorId: string; depth: number } | null> {
  const { rows } = await db.query<{ author_id: string; depth: number }>(
    'SELECT author_id, depth FROM comments WHERE comment_id = $1 AND post_id = $2 AND deleted_at IS NULL',
    [commentId, postId],
  );
  return rows[0] ? { authorId: rows[0].author_id, depth: rows[0].depth } : null;
}
