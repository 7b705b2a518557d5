import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ObjectStore } from '../../platform/storage/object-store';
import type { BlobWriter, MediaStorage } from './storage';

const blobIdPattern = /^[0-9a-f]{32}$/;

/** A blob's object key: the same layout as `DATA_DIR/media/blobs/<2 chars>/<id>`, so a migration copies paths as they are. */
export function blobKey(blobId: string): string {
  return `media/blobs/${blobId.slice(0, 2)}/${blobId}`;
}

/**
 * Media blobs in the bucket. Browsers upload to it directly (presigned PUTs, see DirectUploads), so
 * the server never writes a blob from a request body here; it writes only bytes it fetched itself
 * (a link preview's picture), reads blobs for the account export and removes them when their media
 * object goes.
 */
export class S3MediaStorage implements MediaStorage {
  constructor(readonly store: ObjectStore) {}

  async createWriter(): Promise<BlobWriter> {
    throw new Error('in S3 mode uploads go to the bucket, not through the server');
  }

  async storeBytes(bytes: Buffer, contentType: string): Promise<string> {
    const blobId = randomUUID().replace(/-/g, '');
    await this.store.put(blobKey(blobId), bytes, { contentType });
    return blobId;
  }

  async open(blobId: string, range?: { start: number; end: number }): Promise<Readable | null> {
    if (!blobIdPattern.test(blobId)) return null;
    return (await this.store.get(blobKey(blobId), range))?.body ?? null;
  }

  async remove(blobId: string): Promise<void> {
    if (blobIdPattern.test(blobId)) await this.store.delete(blobKey(blobId));
  }
}
