import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/database/database';
import { badRequest, message } from '../../platform/http/errors';
import { upsertMediaObject, type MediaObject } from './media.repository';
import {
  claimPendingUpload,
  deleteStaleUploads,
  findPendingUploads,
  upsertPendingUpload,
  type PendingUpload,
} from './media-uploads.repository';
import type { S3ObjectStore } from '../../platform/storage/s3-object-store';
import { contentMatches, sniffLength } from './file-types';
import { blobKey } from './s3-storage';

/** Where a browser's PUT lands until the server confirms it; never served, never a blob. */
export const incomingKey = (uploadId: string) => `media/incoming/${uploadId}`;

/** What a confirmation did: blobs it replaced (to remove once the rows point elsewhere). */
interface Confirmed {
  replaced: string[];
}

/**
 * Uploads straight from the browser to the bucket (S3 mode), in two steps:
 * 1. `issue`: a presigned PUT of `media/incoming/<uploadId>` with Content-Length and Content-Type
 *    signed, remembered in media_uploads with the declared size and type;
 * 2. `confirm`, before anything uses the key: the object exists, its size and type are the declared
 *    ones and its first bytes are of that type; then it is copied inside the bucket, only if its ETag
 *    is still the one checked, to a blob key that was never signed for PUT, and published as the
 *    key's media object. A failed check deletes the object and refuses with a 400.
 * A presigned PUT can be replayed until it expires; after confirmation a replay only rewrites an
 * incoming object nothing refers to, so a confirmed file never changes.
 */
export class DirectUploads {
  constructor(
    private readonly db: Database,
    private readonly store: S3ObjectStore,
  ) {}

  /** Issues the presigned PUT for a key (replacing an older pending upload of the same key). */
  async issue(ownerId: string, key: string, size: number, contentType: string, expires: number): Promise<string> {
    const uploadId = randomUUID().replace(/-/g, '');
    await deleteStaleUploads(this.db);
    await upsertPendingUpload(this.db, { key, uploadId, ownerId, contentType, size, expires });
    return this.store.presignPut(
      incomingKey(uploadId),
      size,
      contentType,
      Math.max(1, expires - Math.floor(Date.now() / 1000)),
    );
  }

  /**
   * Confirms the pending uploads among some keys. `strict` (a post using them): a pending upload
   * whose object is not there is refused. Otherwise (reading) it is left pending for later.
   */
  async confirm(keys: string[], strict: boolean, removeBlob: (blobId: string) => Promise<void>): Promise<void> {
    if (keys.length === 0) return;
    const rows = await findPendingUploads(this.db, keys);
    const done: Confirmed = { replaced: [] };
    try {
      for (const row of rows) await this.confirmOne(row, strict, done);
    } finally {
      for (const blobId of done.replaced) await removeBlob(blobId);
    }
  }

  private async confirmOne(row: PendingUpload, strict: boolean, done: Confirmed): Promise<void> {
    const incoming = incomingKey(row.upload_id);
    const info = await this.store.head(incoming);
    if (!info) {
      if (strict) throw badRequest(message('{file} was not uploaded; upload it again', { file: fileName(row.key) }));
      return;
    }
    // The claim: of two confirmations of one upload, exactly one gets the row.
    if (!(await claimPendingUpload(this.db, row))) return;
    const declaredSize = Number(row.size);
    const refuse = async (reason: string) => {
      await this.store.delete(incoming);
      return badRequest(message('{file} was refused: {reason}', { file: fileName(row.key), reason }));
    };
    if (info.size !== declaredSize)
      throw await refuse(`its size is ${info.size} bytes, not the declared ${declaredSize}`);
    if ((info.contentType ?? '').split(';')[0]?.trim().toLowerCase() !== row.content_type)
      throw await refuse(`it was stored as ${info.contentType ?? 'no type'}, not ${row.content_type}`);
    const head = await this.store.get(incoming, { start: 0, end: Math.min(sniffLength, declaredSize) - 1 });
    const bytes = head ? Buffer.concat(await head.body.toArray()) : Buffer.alloc(0);
    if (!contentMatches(row.content_type, bytes))
      throw await refuse(`its content is not of the declared type ${row.content_type}`);
    const blobId = randomUUID().replace(/-/g, '');
    try {
      await this.store.copy(incoming, blobKey(blobId), info.etag ?? '*');
    } catch {
      // The object changed after it was checked (a replayed PUT): nothing unchecked is published.
      throw await refuse('it changed while it was being checked; upload it again');
    }
    await this.store.delete(incoming);
    const object: MediaObject = {
      key: row.key,
      ownerId: row.owner_id,
      blobId,
      contentType: row.content_type,
      contentEncoding: null,
      size: declaredSize,
      storedSize: declaredSize,
    };
    const replaced = await this.db.transaction((tx) => upsertMediaObject(tx, object));
    if (replaced) done.replaced.push(replaced);
  }
}

/** The file name part of a key, for messages (`<uuid>-photo.png` → `photo.png`). */
function fileName(key: string): string {
  const last = key.split('/').pop() ?? key;
  return last.replace(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/, '');
}
