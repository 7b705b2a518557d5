import type { ReportTargetType } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { visibleDespiteOwnBlocks, hasBlocked } from '../audience';
import { postMediaJson, type PostMediaRow } from '../posts';
import { summaryColumns, type SummaryRow } from '../people';

/** A reportable thing. */
export interface TargetRef {
  type: ReportTargetType;
  id: string;
}

/**
 * SQL per type: the person behind a target ($2) if the viewer ($1) may see it, as the read paths
 * show it, except that a block the viewer made never hides (they blocked it; they may still report
 * it), while a block the other person made does (docs/API.md "Report"): a post by
 * `visibleDespiteOwnBlocks`; a comment on such a post unless its author blocked the viewer; a
 * message to its recipient (they received it) or, in a clique, to the clique's members; a clique
 * to its members; any person who has not blocked the viewer.
 */
const visibleAuthorSql: Record<ReportTargetType, string> = {
  post: `SELECT p.author_id AS author_id FROM posts p WHERE p.post_id = $2 AND ${visibleDespiteOwnBlocks('p', '$1')}`,
  comment: `SELECT c.author_id FROM comments c JOIN posts p ON p.post_id = c.post_id
    WHERE c.comment_id = $2 AND ${visibleDespiteOwnBlocks('p', '$1')} AND NOT ${hasBlocked('c.author_id', '$1')}`,
  message: `SELECT m.sender_id AS author_id FROM messages m WHERE m.message_id = $2 AND (
    m.recipient_id = $1 OR m.sender_id = $1
    OR EXISTS (SELECT 1 FROM clique_members cm WHERE cm.clique_id = m.clique_id AND cm.user_id = $1))`,
  clique:
    'SELECT c.owner_id AS author_id FROM cliques c JOIN clique_members cm ON cm.clique_id = c.clique_id AND cm.user_id = $1 WHERE c.clique_id = $2',
  user: `SELECT u.user_id AS author_id FROM users u WHERE u.user_id = $2 AND u.user_id <> $1 AND NOT ${hasBlocked('u.user_id', '$1')}`,
};

/** The person behind a target the viewer may see, or null (unknown, hidden from them). */
export async function visibleTargetAuthor(db: Queryable, viewerId: string, target: TargetRef): Promise<string | null> {
  const { rows } = await db.query<{ author_id: string }>(visibleAuthorSql[target.type], [viewerId, target.id]);
  return rows[0]?.author_id ?? null;
}

/** SQL per type: targets as moderators see them, whoever may see them otherwise ($1: their ids). */
const targetSql: Record<ReportTargetType, string> = {
  post: `SELECT p.post_id AS id, p.content, NULL::text AS name, ${postMediaJson('p')} AS media, p.content_warning, ${summaryColumns('u')}
    FROM posts p JOIN users u ON u.user_id = p.author_id WHERE p.post_id = ANY($1::uuid[])`,
  comment: `SELECT c.comment_id AS id, c.content, NULL::text AS name, '[]'::json AS media, ${summaryColumns('u')}
    FROM comments c JOIN users u ON u.user_id = c.author_id WHERE c.comment_id = ANY($1::uuid[])`,
  message: `SELECT m.message_id AS id, m.content, NULL::text AS name, '[]'::json AS media, ${summaryColumns('u')}
    FROM messages m JOIN users u ON u.user_id = m.sender_id WHERE m.message_id = ANY($1::uuid[])`,
  clique: `SELECT c.clique_id AS id, c.description AS content, c.name, '[]'::json AS media, ${summaryColumns('u')}
    FROM cliques c JOIN users u ON u.user_id = c.owner_id WHERE c.clique_id = ANY($1::uuid[])`,
  user: `SELECT u.user_id AS id, u.bio AS content, u.display_name AS name, '[]'::json AS media, ${summaryColumns('u')}
    FROM users u WHERE u.user_id = ANY($1::uuid[])`,
};

/** A target's row as moderators see it: its words, its media and the person behind it. */
export interface TargetRow extends SummaryRow {
  id: string;
  content: string;
  name: string | null;
  media: PostMediaRow[];
  /** A post's content warning (absent for the other types). */
  content_warning?: string | null;
}

/** The rows of targets of one type among these ids (gone ones are absent). */
export async function targetRows(db: Queryable, type: ReportTargetType, ids: string[]): Promise<TargetRow[]> {
  const { rows } = await db.query<TargetRow>(targetSql[type], [ids]);
  return rows;
}

/** Locks a post's row for its removal and returns its author; null when it is gone. */
export async function lockPostAuthor(tx: Queryable, postId: string): Promise<string | null> {
  const { rows } = await tx.query<{ author_id: string }>('SELECT author_id FROM posts WHERE post_id = $1 FOR UPDATE', [
    postId,
  ]);
  return rows[0]?.author_id ?? null;
}

/** The post a comment is on; null when the comment is gone. */
export async function postOfComment(tx: Queryable, commentId: string): Promise<string | null> {
  const { rows } = await tx.query<{ post_id: string }>('SELECT post_id FROM comments WHERE comment_id = $1', [
    commentId,
  ]);
  return rows[0]?.post_id ?? null;
}
