import type { MessageImage } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { blockedBetween } from '../audience';

/** Attaches images (keys, in order) to a new message. */
export async function insertMessageMedia(tx: Queryable, messageId: string, keys: string[]): Promise<void> {
  await tx.query(
    `INSERT INTO message_media (message_id, position, key)
     SELECT $1, k.position - 1, k.key FROM unnest($2::text[]) WITH ORDINALITY AS k(key, position)`,
    [messageId, keys],
  );
}

/** The images of some messages, in order, by message id (one query). */
export async function imagesOfMessages(db: Queryable, messageIds: string[]): Promise<Map<string, MessageImage[]>> {
  const images = new Map<string, MessageImage[]>();
  if (messageIds.length === 0) return images;
  const { rows } = await db.query<{ message_id: string; key: string; content_type: string; size: string | number }>(
    `SELECT mm.message_id, mm.key, o.content_type, o.size FROM message_media mm
     JOIN media_objects o ON o.key = mm.key
     WHERE mm.message_id = ANY($1::uuid[]) ORDER BY mm.message_id, mm.position`,
    [messageIds],
  );
  for (const row of rows) {
    const list = images.get(row.message_id) ?? [];
    list.push({ key: row.key, fileType: row.content_type, fileSize: Number(row.size) });
    images.set(row.message_id, list);
  }
  return images;
}

/**
 * SQL: whether the media key (an SQL expression) is an image of a standing message the viewer (an
 * SQL expression) takes part in: its direct recipient, or a member of its clique; never across a
 * block with the sender. (The sender reads their own files as their owner.)
 */
export const chatImageReadableBy = (key: string, viewer: string) => `EXISTS (
  SELECT 1 FROM message_media mm JOIN messages m ON m.message_id = mm.message_id
  WHERE mm.key = ${key} AND m.deleted_at IS NULL
    AND (m.recipient_id = ${viewer}
      OR (m.clique_id IS NOT NULL AND EXISTS (
        SELECT 1 FROM clique_members cm WHERE cm.clique_id = m.clique_id AND cm.user_id = ${viewer})))
    AND NOT ${blockedBetween('m.sender_id', viewer)})`;

/** SQL: whether a message still uses the media key (an SQL expression), so its file must stay. */
export const usedByMessage = (key: string) => `EXISTS (SELECT 1 FROM message_media mm WHERE mm.key = ${key})`;
