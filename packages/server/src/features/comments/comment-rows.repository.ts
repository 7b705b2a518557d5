import type { Comment } from '@cliques/contracts';
import { hiddenFrom } from '../audience';
import { isoText } from '../../platform/database/sql';
import { summaryColumns, toUserSummary, type SummaryRow } from '../people';

/** A comments row as the lists read it (the viewer is always `$1`). */
export interface CommentRow extends SummaryRow {
  comment_id: string;
  post_id: string;
  content: string;
  parent_comment_id: string | null;
  depth: number;
  replies_count: number;
  deleted: boolean;
  likes_count: number;
  created_at: Date;
  edited_at: Date | null;
  liked_by_me: boolean;
  at_text: string;
}

/** Who wrote a deleted comment is not told: its author is blank. */
const nobody = { userId: '', username: '', displayName: '', profilePicture: null };

export const toComment = (row: CommentRow): Comment => ({
  commentId: row.comment_id,
  postId: row.post_id,
  author: row.deleted ? nobody : toUserSummary(row),
  content: row.deleted ? '' : row.content,
  parentCommentId: row.parent_comment_id,
  depth: row.depth,
  repliesCount: row.replies_count,
  deleted: row.deleted,
  likesCount: row.deleted ? 0 : row.likes_count,
  likedByMe: !row.deleted && row.liked_by_me,
  createdAt: new Date(row.created_at).toISOString(),
  editedAt: row.edited_at ? new Date(row.edited_at).toISOString() : null,
});

/**
 * SQL: whether the comment under `alias` is shown to the viewer `$1`: not written by someone hidden
 * from them (blocked either way, or muted by the viewer: the lists' one rule); a deleted one, which
 * names no one, always is.
 */
export const shownToViewer = (alias: string) =>
  `(${alias}.deleted_at IS NOT NULL OR ${alias}.author_id NOT IN (${hiddenFrom('$1::uuid')}))`;

export const commentColumns = `c.comment_id, c.post_id, c.content, c.parent_comment_id, c.depth, c.likes_count, c.created_at, c.edited_at,
  c.deleted_at IS NOT NULL AS deleted, ${summaryColumns('u')},
  (SELECT count(*) FROM comments r WHERE r.parent_comment_id = c.comment_id AND ${shownToViewer('r')})::int AS replies_count,
  EXISTS (SELECT 1 FROM comment_likes cl WHERE cl.comment_id = c.comment_id AND cl.user_id = $1) AS liked_by_me,
  ${isoText('c.created_at')} AS at_text`;
