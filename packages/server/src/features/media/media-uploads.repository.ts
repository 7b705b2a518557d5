import type { Queryable } from '../../platform/database/database';

/** A direct upload waiting for its confirmation (media_uploads). */
export interface PendingUpload {
  key: string;
  upload_id: string;
  owner_id: string;
  content_type: string;
  size: string | number;
}

/** Deletes pending uploads that expired more than a day ago. */
export async function deleteStaleUploads(db: Queryable): Promise<void> {
  await db.query("DELETE FROM media_uploads WHERE expires_at < now() - interval '1 day'");
}

/** Remembers a key's pending upload with its declared type and size (replacing an older one of the key). */
export async function upsertPendingUpload(
  db: Queryable,
  upload: { key: string; uploadId: string; ownerId: string; contentType: string; size: number; expires: number },
): Promise<void> {
  await db.query(
    `INSERT INTO media_uploads (key, upload_id, owner_id, content_type, size, expires_at) VALUES ($1, $2, $3, $4, $5, to_timestamp($6))
     ON CONFLICT (key) DO UPDATE SET upload_id = EXCLUDED.upload_id, content_type = EXCLUDED.content_type, size = EXCLUDED.size, expires_at = EXCLUDED.expires_at`,
    [upload.key, upload.uploadId, upload.ownerId, upload.contentType, upload.size, upload.expires],
  );
}

/** The pending uploads among some keys. */
export async function findPendingUploads(db: Queryable, keys: string[]): Promise<PendingUpload[]> {
  const { rows } = await db.query<PendingUpload>(
    'SELECT key, upload_id, owner_id, content_type, size FROM media_uploads WHERE key = ANY($1::text[])',
    [keys],
  );
  return rows;
}

/** Deletes a pending upload if it is still this one; true for the one caller that deleted it. */
export async function claimPendingUpload(db: Queryable, upload: PendingUpload): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM media_uploads WHERE key = $1 AND upload_id = $2 RETURNING 1', [
    upload.key,
    upload.upload_id,
  ]);
  return rows.length === 1;
}
