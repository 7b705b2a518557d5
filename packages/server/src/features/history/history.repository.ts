import type { EditVersion } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { blockedBetween } from '../audience';
import { postMediaJson, toMedia, type EmbedUrl, type PostMediaRow } from '../posts';

/** The most versions one history answer lists (edits are write-limited; this bounds the answer). */
export const historyLimit = 100;

interface VersionRow {
  content: string;
  content_warning: string | null;
  sensitive: boolean;
  media: PostMediaRow[];
  edited_at: Date | null;
}

const toVersion = (row: VersionRow, embedUrl: EmbedUrl): EditVersion => ({
  content: row.content,
  contentWarning: row.content_warning,
  sensitive: row.sensitive,
  media: row.media.map((m) => toMedia(m, embedUrl)),
  editedAt: row.edited_at ? new Date(row.edited_at).toISOString() : null,
});

/** A post's versions, the current one first then the kept ones newest first; empty when the post is gone. */
export async function postVersions(db: Queryable, postId: string, embedUrl: EmbedUrl): Promise<EditVersion[]> {
  const { rows } = await db.query<VersionRow>(
    `SELECT content, content_warning, sensitive, media, edited_at FROM (
       SELECT p.content, p.content_warning, p.sensitive, ${postMediaJson('p')}::jsonb AS media, p.edited_at, NULL::bigint AS seq
         FROM posts p WHERE p.post_id = $1
       UNION ALL
       SELECT v.content, v.content_warning, v.sensitive, v.media, v.written_at, v.version_id
         FROM edit_versions v WHERE v.post_id = $1
     ) versions ORDER BY seq DESC NULLS FIRST LIMIT $2`,
    [postId, historyLimit],
  );
  return rows.map((row) => toVersion(row, embedUrl));
}

/** A comment's versions, the current one first then the kept ones newest first; empty when it is gone. */
export async function commentVersions(db: Queryable, commentId: string): Promise<EditVersion[]> {
  const { rows } = await db.query<VersionRow>(
    `SELECT content, NULL::text AS content_warning, false AS sensitive, '[]'::jsonb AS media, edited_at FROM (
       SELECT c.content, c.edited_at, NULL::bigint AS seq FROM comments c WHERE c.comment_id = $1
       UNION ALL
       SELECT v.content, v.written_at, v.version_id FROM edit_versions v WHERE v.comment_id = $1
     ) versions ORDER BY seq DESC NULLS FIRST LIMIT $2`,
    [commentId, historyLimit],
  );
  return rows.map((row) => toVersion(row, (key) => key));
}

/** A comment's post, and whether its author and the viewer are blocked either way; null when there is none. */
export async function commentPlace(
  db: Queryable,
  viewerId: string,
  commentId: string,
): Promise<{ postId: string; blocked: boolean } | null> {
  const { rows } = await db.query<{ post_id: string; blocked: boolean }>(
    `SELECT c.post_id, ${blockedBetween('$1::uuid', 'c.author_id')} AS blocked FROM comments c WHERE c.comment_id = $2`,
    [viewerId, commentId],
  );
  return rows[0] ? { postId: rows[0].post_id, blocked: rows[0].blocked } : null;
}

/** Whether a post or a comment has a report still open (the moderators are looking at it). */
export async function hasOpenReport(db: Queryable, targetType: 'post' | 'comment', targetId: string): Promise<boolean> {
  const { rows } = await db.query<{ open: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM reports WHERE target_type = $1 AND target_id = $2 AND status = 'open') AS open`,
    [targetType, targetId],
  );
  return rows[0]?.open ?? false;
}
