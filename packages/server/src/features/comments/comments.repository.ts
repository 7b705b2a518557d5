import type { Comment } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import type { Cursor } from '../../platform/input/page-token';
import { blockedWith } from '../audience';
import { isoText } from '../../platform/database/sql';
import { summaryColumns, toUserSummary, type SummaryRow } from '../people';

interface CommentRow extends SummaryRow {
  comment_id: string;
  post_id: string;
  content: string;
  parent_comment_id: string | null;
  likes_count: number;
  created_at: Date;
  liked_by_me: boolean;
  at_text: string;
}

const toComment = (row: CommentRow): Comment => ({
  commentId: row.comment_id,
  postId: row.post_id,
  author: toUserSummary(row),
  content: row.content,
  parentCommentId: row.parent_comment_id,
  likesCount: row.likes_count,
  likedByMe: row.liked_by_me,
  createdAt: new Date(row.created_at).toISOString(),
});

const commentColumns = `c.comment_id, c.post_id, c.content, c.parent_comment_id, c.likes_count, c.created_at, ${summaryColumns('u')},
  EXISTS (SELECT 1 FROM comment_likes cl WHERE cl.comment_id = c.comment_id AND cl.user_id = $1) AS liked_by_me,
  ${isoText('c.created_at')} AS at_text`;

/** A page of a post's comments, oldest first, and the cursor of its last one; comments by people blocked with the viewer (either way) are left out. */
export async function listComments(
  db: Queryable,
  viewerId: string,
  postId: string,
  after: Cursor | null,
  limit: number,
): Promise<{ comment: Comment; at: string }[]> {
  const { rows } = await db.query<CommentRow>(
    `SELECT ${commentColumns} FROM comments c JOIN users u ON u.user_id = c.author_id
     WHERE c.post_id = $2 AND c.author_id NOT IN (${blockedWith('$1::uuid')}) ${after ? 'AND (c.created_at, c.comment_id) > ($4::timestamptz, $5::uuid)' : ''}
     ORDER BY c.created_at, c.comment_id LIMIT $3`,
    after ? [viewerId, postId, limit, after.at, after.id] : [viewerId, postId, limit],
  );
  return rows.map((row) => ({ comment: toComment(row), at: row.at_text }));
}

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
  comment: { commentId: string; postId: string; authorId: string; content: string; parentCommentId: string | null },
): Promise<void> {
  await tx.query(
    'INSERT INTO comments (comment_id, post_id, author_id, parent_comment_id, content) VALUES ($1, $2, $3, $4, $5)',
    [comment.commentId, comment.postId, comment.authorId, comment.parentCommentId, comment.content],
  );
  await tx.query('UPDATE posts SET comments_count = comments_count + 1 WHERE post_id = $1', [comment.postId]);
}

/** Deletes a comment with all its replies and their notifications; uncounts them. Returns how many went. */
export async function deleteCommentTree(tx: Queryable, postId: string, commentId: string): Promise<number> {
  const { rows } = await tx.query<{ comment_id: string }>(
    `WITH RECURSIVE tree AS (
       SELECT comment_id FROM comments WHERE comment_id = $2 AND post_id = $1
       UNION ALL
       SELECT c.comment_id FROM comments c JOIN tree t ON c.parent_comment_id = t.comment_id
     )
     DELETE FROM comments WHERE comment_id IN (SELECT comment_id FROM tree) RETURNING comment_id`,
    [postId, commentId],
  );
  if (rows.length === 0) return 0;
  await tx.query('DELETE FROM notifications WHERE comment_id = ANY($1::uuid[])', [rows.map((r) => r.comment_id)]);
  await tx.query('UPDATE posts SET comments_count = GREATEST(comments_count - $2, 0) WHERE post_id = $1', [
    postId,
    rows.length,
  ]);
  return rows.length;
}

/** A comment's author and post, for permission checks. */
export async function findCommentOwner(
  db: Queryable,
  postId: string,
  commentId: string,
): Promise<{ authorId: string } | null> {
  const { rows } = await db.query<{ author_id: string }>(
    'SELECT author_id FROM comments WHERE comment_id = $1 AND post_id = $2',
    [commentId, postId],
  );
  return rows[0] ? { authorId: rows[0].author_id } : null;
}
