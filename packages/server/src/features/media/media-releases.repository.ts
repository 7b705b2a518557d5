import type { Queryable } from '../../platform/database/database';
import { usedByMessage } from './message-media.repository';

/**
 * Schedules blobs for removal in the transaction that drops their last reference (account erasure):
 * the job removes them from storage once the grace period has passed.
 */
export async function scheduleBlobReleases(tx: Queryable, blobIds: string[], graceSeconds: number): Promise<void> {
  if (blobIds.length === 0) return;
  await tx.query(
    `INSERT INTO blob_releases (blob_id, due_at) SELECT unnest($1::text[]), now() + make_interval(secs => $2)
     ON CONFLICT (blob_id) DO NOTHING`,
    [blobIds, graceSeconds],
  );
}

/** Up to `limit` blobs whose removal is due, the longest due first. */
export async function dueBlobReleases(db: Queryable, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ blob_id: string }>(
    'SELECT blob_id FROM blob_releases WHERE due_at <= now() ORDER BY due_at LIMIT $1',
    [limit],
  );
  return rows.map((row) => row.blob_id);
}

/** Forgets a blob's scheduled removal (done). */
export async function deleteBlobRelease(db: Queryable, blobId: string): Promise<void> {
  await db.query('DELETE FROM blob_releases WHERE blob_id = $1', [blobId]);
}

/** Takes up to `limit` keys released more than `graceSeconds` ago (rows other runs hold are skipped); returns them. */
export async function takeDueKeys(tx: Queryable, graceSeconds: number, limit: number): Promise<string[]> {
  const { rows } = await tx.query<{ key: string }>(
    `DELETE FROM media_releases WHERE key IN (
       SELECT key FROM media_releases WHERE released_at <= now() - make_interval(secs => $1) ORDER BY released_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING key`,
    [graceSeconds, limit],
  );
  return rows.map((row) => row.key);
}

/** Deletes the objects of these keys that no post or message uses (profile pictures stay); returns their blobs. */
export async function deleteUnusedReleasedObjects(tx: Queryable, keys: string[]): Promise<string[]> {
  const { rows } = await tx.query<{ blob_id: string }>(
    `DELETE FROM media_objects o WHERE o.key = ANY($1::text[]) AND o.key NOT LIKE 'users/%/profile/%'
       AND NOT EXISTS (SELECT 1 FROM post_media m WHERE m.key = o.key) AND NOT ${usedByMessage('o.key')}
     RETURNING o.blob_id`,
    [keys],
  );
  return rows.map((row) => row.blob_id);
}
