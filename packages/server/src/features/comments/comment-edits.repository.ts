import type { Queryable } from '../../platform/database/database';

/**
 * Replaces a comment's text. The `comments_keep_version` trigger (migration 273) keeps the text it
 * replaces in the edit history and stamps `edited_at`.
 */
export async function updateCommentContent(tx: Queryable, commentId: string, content: string): Promise<void> {
  await tx.query('UPDATE comments SET content = $2 WHERE comment_id = $1', [commentId, content]);
}
