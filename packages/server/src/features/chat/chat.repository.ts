import type { Message } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { hiddenFrom } from '../audience';

/** A messages row as read back (seq as text: int8 does not fit every JS number). */
export interface MessageRow {
  message_id: string;
  seq: string;
  sender_id: string;
  recipient_id: string | null;
  clique_id: string | null;
  content: string;
  created_at: Date | string;
  read_at: Date | string | null;
  edited_at: Date | string | null;
  deleted_at: Date | string | null;
}

/** The columns every query of messages reads back, as MessageRow. */
export const messageColumns =
  'message_id, seq::text AS seq, sender_id, recipient_id, clique_id, content, created_at, read_at, edited_at, deleted_at';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Maps a messages row to the API's Message. */
export function toMessage(row: MessageRow): Message {
  return {
    messageId: row.message_id,
    senderId: row.sender_id,
    recipientId: row.recipient_id,
    cliqueId: row.clique_id,
    content: row.content,
    createdAt: iso(row.created_at),
    readAt: row.read_at === null ? null : iso(row.read_at),
    ...(row.edited_at ? { editedAt: iso(row.edited_at) } : {}),
    ...(row.deleted_at ? { deletedAt: iso(row.deleted_at) } : {}),
  };
}

export interface NewMessage {
  messageId: string;
  senderId: string;
  recipientId: string | null;
  cliqueId: string | null;
  content: string;
  clientMessageId: string | null;
}

/**
 * Stores a message in one statement (so no explicit transaction): a direct message also moves both
 * sides' thread rows; a clique message is stored only while the sender is a member. When the sender
 * already stored one with this clientMessageId, returns that one (`created: false`): a resend never
 * duplicates. Null when nothing was stored (not a member). An unknown recipient fails the foreign key.
 */
export async function insertMessage(
  db: Queryable,
  input: NewMessage,
): Promise<{ row: MessageRow; created: boolean } | null> {
  const { rows } = await db.query<MessageRow>(
    `WITH m AS (
       INSERT INTO messages (message_id, sender_id, recipient_id, clique_id, content, client_message_id)
       SELECT $1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::text, $6::text
       WHERE $4::uuid IS NULL OR EXISTS (SELECT 1 FROM clique_members WHERE clique_id = $4::uuid AND user_id = $2::uuid)
       ON CONFLICT (sender_id, client_message_id) WHERE client_message_id IS NOT NULL DO NOTHING
       RETURNING *
     ), threads AS (
       INSERT INTO direct_threads (user_id, other_user_id, last_seq)
       SELECT sender_id, recipient_id, seq FROM m WHERE recipient_id IS NOT NULL
       UNION ALL SELECT recipient_id, sender_id, seq FROM m WHERE recipient_id IS NOT NULL
       ON CONFLICT (user_id, other_user_id) DO UPDATE SET last_seq = GREATEST(direct_threads.last_seq, EXCLUDED.last_seq)
     )
     SELECT ${messageColumns} FROM m`,
    [input.messageId, input.senderId, input.recipientId, input.cliqueId, input.content, input.clientMessageId],
  );
  if (rows[0]) return { row: rows[0], created: true };
  if (input.clientMessageId === null) return null;
  const existing = await db.query<MessageRow>(
    `SELECT ${messageColumns} FROM messages WHERE sender_id = $1 AND client_message_id = $2`,
    [input.senderId, input.clientMessageId],
  );
  return existing.rows[0] ? { row: existing.rows[0], created: false } : null;
}

/** Whether an error is PostgreSQL's foreign-key violation (a row refers to one that does not exist). */
export function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}

/** Where a history page ends: before a message (its seq) or before a time. */
export type HistoryCursor = { seq: string } | { time: string } | null;

/** The conversation a history query reads: direct between two people, or a clique's. */
export type ConversationKey = { userId: string; otherUserId: string } | { cliqueId: string };

export function conversationWhere(key: ConversationKey, params: unknown[]): string {
  if ('cliqueId' in key) {
    params.push(key.cliqueId);
    return `clique_id = $${params.length}`;
  }
  params.push(key.userId, key.otherUserId);
  const [a, b] = [`$${params.length - 1}::uuid`, `$${params.length}::uuid`];
  return `recipient_id IS NOT NULL AND LEAST(sender_id, recipient_id) = LEAST(${a}, ${b}) AND GREATEST(sender_id, recipient_id) = GREATEST(${a}, ${b})`;
}

/** The seq of a message of this conversation, or null when it is not one of its messages. */
export async function seqOfMessage(db: Queryable, key: ConversationKey, messageId: string): Promise<string | null> {
  const params: unknown[] = [messageId];
  const { rows } = await db.query<{ seq: string }>(
    `SELECT seq::text AS seq FROM messages WHERE message_id = $1 AND ${conversationWhere(key, params)}`,
    params,
  );
  return rows[0]?.seq ?? null;
}

/** One page of a conversation's history, newest first, `limit + 1` rows so the caller sees whether more exist. */
export async function historyPage(
  db: Queryable,
  key: ConversationKey,
  cursor: HistoryCursor,
  limit: number,
): Promise<MessageRow[]> {
  const params: unknown[] = [];
  let where = conversationWhere(key, params);
  if (cursor && 'seq' in cursor) {
    params.push(cursor.seq);
    where += ` AND seq < $${params.length}`;
  } else if (cursor) {
    params.push(cursor.time);
    where += ` AND created_at < $${params.length}`;
  }
  params.push(limit + 1);
  const { rows } = await db.query<MessageRow>(
    `SELECT ${messageColumns} FROM messages WHERE ${where} ORDER BY messages.seq DESC LIMIT $${params.length}`,
    params,
  );
  return rows;
}

/** Messages by seq, for the conversation list's last messages. */
export async function messagesBySeq(db: Queryable, seqs: string[]): Promise<Map<string, MessageRow>> {
  if (seqs.length === 0) return new Map();
  const { rows } = await db.query<MessageRow>(`SELECT ${messageColumns} FROM messages WHERE seq = ANY($1::bigint[])`, [
    seqs,
  ]);
  return new Map(rows.map((row) => [row.seq, row]));
}

/** Marks every unread message from otherUserId to userId read; returns how many and when. */
export async function markDirectRead(
  db: Queryable,
  userId: string,
  otherUserId: string,
): Promise<{ marked: number; readAt: string }> {
  const { rows } = await db.query<{ marked: string; read_at: Date | string }>(
    `WITH updated AS (
       UPDATE messages SET read_at = now() WHERE recipient_id = $1 AND sender_id = $2 AND read_at IS NULL RETURNING 1
     ) SELECT count(*)::text AS marked, now() AS read_at FROM updated`,
    [userId, otherUserId],
  );
  const row = rows[0] as { marked: string; read_at: Date | string };
  return { marked: Number(row.marked), readAt: iso(row.read_at) };
}

/**
 * Moves a member's read mark to the clique's latest message; returns how many messages that newly
 * covers (those counted unread) and when. Messages from before the member joined never count.
 */
export async function markCliqueRead(
  db: Queryable,
  userId: string,
  cliqueId: string,
): Promise<{ marked: number; readAt: string }> {
  const unread = await cliqueUnreadCounts(db, userId, [cliqueId]);
  const marked = unread.get(cliqueId) ?? 0;
  const { rows } = await db.query<{ read_at: Date | string }>(
    `INSERT INTO clique_chat_reads (clique_id, user_id, last_read_seq, read_at)
     VALUES ($1, $2, (SELECT COALESCE(MAX(seq), 0) FROM messages WHERE clique_id = $1), now())
     ON CONFLICT (clique_id, user_id) DO UPDATE
       SET last_read_seq = GREATEST(clique_chat_reads.last_read_seq, EXCLUDED.last_read_seq), read_at = now()
     RETURNING read_at`,
    [cliqueId, userId],
  );
  return { marked, readAt: iso((rows[0] as { read_at: Date | string }).read_at) };
}

/**
 * Unread direct messages to userId, by sender: from the given senders, or (for the unread badge,
 * `from` undefined) from everyone the reader does not hide (blocked either way, or muted).
 */
export async function directUnreadCounts(db: Queryable, userId: string, from?: string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ sender_id: string; n: string }>(
    `SELECT sender_id, count(*)::text AS n FROM messages
     WHERE recipient_id = $1 AND read_at IS NULL ${from ? 'AND sender_id = ANY($2::uuid[])' : `AND sender_id NOT IN (${hiddenFrom('$1::uuid')})`}
     GROUP BY sender_id`,
    from ? [userId, from] : [userId],
  );
  return new Map(rows.map((r) => [r.sender_id, Number(r.n)]));
}

/** Unread clique messages for a member, by clique: others' messages after the read mark and after joining. */
export async function cliqueUnreadCounts(
  db: Queryable,
  userId: string,
  cliqueIds?: string[],
): Promise<Map<string, number>> {
  const { rows } = await db.query<{ clique_id: string; n: string }>(
    `SELECT cm.clique_id, count(m.message_id)::text AS n
     FROM clique_members cm
     LEFT JOIN clique_chat_reads r ON r.clique_id = cm.clique_id AND r.user_id = cm.user_id
     JOIN messages m ON m.clique_id = cm.clique_id AND m.seq > COALESCE(r.last_read_seq, 0)
       AND m.created_at > cm.joined_at AND m.sender_id <> cm.user_id
     WHERE cm.user_id = $1 ${cliqueIds ? 'AND cm.clique_id = ANY($2::uuid[])' : ''}
     GROUP BY cm.clique_id`,
    cliqueIds ? [userId, cliqueIds] : [userId],
  );
  return new Map(rows.map((r) => [r.clique_id, Number(r.n)]));
}

/** Every member of a clique (the recipients of its messages). */
export async function cliqueMemberIds(db: Queryable, cliqueId: string): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM clique_members WHERE clique_id = $1', [
    cliqueId,
  ]);
  return rows.map((r) => r.user_id);
}

/**
 * Deletes one message. For a direct message both sides' thread rows move back to the conversation's
 * latest remaining message, or go when none is left. False when there was no such message.
 */
export async function deleteMessage(tx: Queryable, messageId: string): Promise<boolean> {
  const { rows } = await tx.query<{ sender_id: string; recipient_id: string | null }>(
    'DELETE FROM messages WHERE message_id = $1 RETURNING sender_id, recipient_id',
    [messageId],
  );
  const row = rows[0];
  if (!row) return false;
  if (row.recipient_id === null) return true;
  const params: unknown[] = [];
  const where = conversationWhere({ userId: row.sender_id, otherUserId: row.recipient_id }, params);
  const pair = `((user_id = $1 AND other_user_id = $2) OR (user_id = $2 AND other_user_id = $1))`;
  const { rows: latest } = await tx.query<{ seq: string | null }>(
    `SELECT max(seq)::text AS seq FROM messages WHERE ${where}`,
    params,
  );
  const seq = latest[0]?.seq ?? null;
  if (seq === null) await tx.query(`DELETE FROM direct_threads WHERE ${pair}`, params);
  else await tx.query(`UPDATE direct_threads SET last_seq = $3 WHERE ${pair}`, [...params, seq]);
  return true;
}
