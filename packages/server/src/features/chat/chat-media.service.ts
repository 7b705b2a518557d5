import type { Message, MessageImage } from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { badRequest, message } from '../../platform/http/errors';
import { mediaKindOf } from '../media';
import { findOwnedMediaObjects } from '../media';
import { imagesOfMessages } from '../media';
import { toMessage, type MessageRow } from './chat.repository';

/** Confirms uploads that went straight to a bucket before anything uses them (a no-op otherwise). */
export type ConfirmUploads = (keys: string[]) => Promise<void>;

/**
 * The images a send names, checked as a post's media are: each the sender's own upload (confirmed
 * first when it went to a bucket), and an image; else 400. Named twice counts once.
 */
export async function imagesToAttach(
  db: Database,
  senderId: string,
  refs: Array<{ key: string }>,
  confirmUploads: ConfirmUploads,
): Promise<MessageImage[]> {
  const keys = [...new Set(refs.map((ref) => ref.key))];
  await confirmUploads(keys);
  const objects = await findOwnedMediaObjects(db, senderId, keys);
  return keys.map((key) => {
    const object = objects.get(key);
    if (!object || mediaKindOf(object.contentType) !== 'image')
      throw badRequest(message('Unknown image: {key}', { key }));
    return { key, fileType: object.contentType, fileSize: object.size };
  });
}

/** Messages as the API answers them, with their images (one query for all). */
export async function withImages(db: Database, rows: MessageRow[]): Promise<Message[]> {
  const images = await imagesOfMessages(
    db,
    rows.filter((row) => !row.deleted_at).map((row) => row.message_id),
  );
  return rows.map((row) => {
    const media = images.get(row.message_id);
    return media ? { ...toMessage(row), media } : toMessage(row);
  });
}
