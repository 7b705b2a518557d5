import { postLimits } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import type { Cursor } from '../../platform/input/page-token';
import { commentColumns, shownToViewer, toComment, type CommentRow } from './comment-rows.repository';
import type { Comment } from '@cliques/contracts';

/** The most comments one page of a thread carries (its top comments and the replies under them). */
export const threadPageCap = 500;

/** A comment of a thread page, with how far under the page's top level it sits (0 for the top level). */
export interface ThreadRow {
  comment: Comment;
  level: number;
  at: string;
}

/**
 * A page of a thread as the viewer sees it: `limit` comments on the post (or replies to `parentId`),
 * oldest first after the cursor, and the replies under each to `threadShown` levels, shallow ones
 * first, `threadPageCap` in all. A comment hidden from the viewer hides its replies too.
 */
export async function listThread(
  db: Queryable,
  viewerId: string,
  postId: string,
  parentId: string | null,
  after: Cursor | null,
  limit: number,
): Promise<ThreadRow[]> {
  const params: unknown[] = [viewerId, postId, limit, postLimits.threadShown, threadPageCap];
  const param = (value: unknown) => `$${params.push(value)}`;
  const parent = parentId ? `c.parent_comment_id = ${param(parentId)}::uuid` : 'c.parent_comment_id IS NULL';
  const cursor = after
    ? `AND (c.created_at, c.comment_id) > (${param(after.at)}::timestamptz, ${param(after.id)}::uuid)`
    : '';
  const { rows } = await db.query<CommentRow & { level: number }>(
    `WITH RECURSIVE page AS (
       SELECT c.comment_id FROM comments c
        WHERE c.post_id = $2 AND ${parent} AND ${shownToViewer('c')} ${cursor}
        ORDER BY c.created_at, c.comment_id LIMIT $3
     ),
     tree AS (
       SELECT comment_id, 0 AS level FROM page
       UNION ALL
       SELECT c.comment_id, t.level + 1 FROM comments c JOIN tree t ON c.parent_comment_id = t.comment_id
        WHERE t.level < $4 AND ${shownToViewer('c')}
     )
     SELECT ${commentColumns}, tree.level FROM tree
       JOIN comments c ON c.comment_id = tree.comment_id JOIN users u ON u.user_id = c.author_id
      ORDER BY tree.level, c.created_at, c.comment_id LIMIT $5`,
    params,
  );
  return rows.map((row) => ({ comment: toComment(row), level: row.level, at: row.at_text }));
}

/**
 * The rows in reading order: each top-level comment followed by its replies, depth first, oldest
 * first at each level (rows come shallow first and oldest first, so each parent's list is in order).
 */
export function inReadingOrder(rows: ThreadRow[]): ThreadRow[] {
  const children = new Map<string, ThreadRow[]>();
  for (const row of rows) {
    const parent = row.comment.parentCommentId;
    if (row.level === 0 || !parent) continue;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const ordered: ThreadRow[] = [];
  const visit = (row: ThreadRow) => {
    ordered.push(row);
    for (const child of children.get(row.comment.commentId) ?? []) visit(child);
  };
  for (const row of rows) if (row.level === 0) visit(row);
  return ordered;
}
