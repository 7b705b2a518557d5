import type { Queryable } from '../../platform/database/database';
import { blockedWith } from '../audience';
import { conversationWhere, messageColumns, type ConversationKey, type MessageRow } from './chat.repository';

/** A message with the people it concerns, as an edit or a delete needs it. */
export interface OwnedMessage {
  row: MessageRow;
  /** Whether it was sent within the edit window (judged by the database's clock). */
  editable: boolean;
}

/** A message by id, when senderId sent it (others' messages read as none). */
export async function findOwnMessage(
  db: Queryable,
  senderId: string,
  messageId: string,
  editWindowMs: number,
): Promise<OwnedMessage | null> {
  const { rows } = await db.query<MessageRow & { editable: boolean }>(
    `SELECT ${messageColumns}, created_at > now() - ($3::bigint * interval '1 millisecond') AS editable
     FROM messages WHERE message_id = $1 AND sender_id = $2`,
    [messageId, senderId, editWindowMs],
  );
  const row = rows[0];
  if (!row) return null;
  const { editable, ...message } = row;
  return { row: message, editable };
}

/** Replaces a standing message's content (only its sender's, within the window); the row as it now is. */
export async function updateMessageContent(
  db: Queryable,
  senderId: string,
  messageId: string,
  content: string,
  editWindowMs: number,
): Promise<MessageRow | null> {
  const { rows } = await db.query<MessageRow>(
    `UPDATE messages SET content = $3, edited_at = now()
     WHERE message_id = $1 AND sender_id = $2 AND deleted_at IS NULL
       AND created_at > now() - ($4::bigint * interval '1 millisecond')
     RETURNING ${messageColumns}`,
    [messageId, senderId, content, editWindowMs],
  );
  return rows[0] ?? null;
}

/** Deletes a message for everyone: the content goes, its images are released (kept for the grace period), the row stays as "deleted". */
export async function markMessageDeleted(
  db: Queryable,
  senderId: string,
  messageId: string,
): Promise<MessageRow | null> {
  const { rows } = await db.query<MessageRow>(
    `WITH gone AS (
       DELETE FROM message_media WHERE message_id = $1
         AND EXISTS (SELECT 1 FROM messages WHERE message_id = $1 AND sender_id = $2)
       RETURNING key
     ), released AS (
       INSERT INTO media_releases (key) SELECT key FROM gone ON CONFLICT (key) DO NOTHING
     )
     UPDATE messages SET content = '', deleted_at = COALESCE(deleted_at, now())
     WHERE message_id = $1 AND sender_id = $2
     RETURNING ${messageColumns}`,
    [messageId, senderId],
  );
  return rows[0] ?? null;
}

/** A clique's members who may hear from `actorId`: members not blocked with them either way. */
export async function cliqueAudience(db: Queryable, cliqueId: string, actorId: string): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT user_id FROM clique_members WHERE clique_id = $1 AND user_id NOT IN (${blockedWith('$2::uuid')})`,
    [cliqueId, actorId],
  );
  return rows.map((r) => r.user_id);
}

/** How far each member of a clique but `userId` has read its conversation (members who never read: none). */
export async function cliqueReadMarks(
  db: Queryable,
  cliqueId: string,
  userId: string,
): Promise<Array<{ userId: string; readAt: string }>> {
  const { rows } = await db.query<{ user_id: string; read_at: Date | string }>(
    `SELECT r.user_id, r.read_at FROM clique_chat_reads r
     JOIN clique_members cm ON cm.clique_id = r.clique_id AND cm.user_id = r.user_id
     WHERE r.clique_id = $1 AND r.user_id <> $2 AND r.user_id NOT IN (${blockedWith('$2::uuid')})`,
    [cliqueId, userId],
  );
  return rows.map((r) => ({ userId: r.user_id, readAt: new Date(r.read_at).toISOString() }));
}

/**
 * A page of a conversation's standing messages containing `text` (case-insensitive, as written: `%`
 * and `_` match themselves), newest first, before a seq when given; `limit + 1` rows.
 */
export async function searchConversation(
  db: Queryable,
  key: ConversationKey,
  text: string,
  beforeSeq: string | null,
  limit: number,
): Promise<MessageRow[]> {
  const params: unknown[] = [];
  let where = conversationWhere(key, params);
  params.push(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  where += ` AND deleted_at IS NULL AND content ILIKE $${params.length}`;
  if (beforeSeq) {
    params.push(beforeSeq);
    where += ` AND seq < $${params.length}`;
  }
  params.push(limit + 1);
  const { rows } = await db.query<MessageRow>(
    `SELECT ${messageColumns} FROM messages WHERE ${where} ORDER BY seq DESC LIMIT $${params.length}`,
    params,
  );
  return rows;
}
