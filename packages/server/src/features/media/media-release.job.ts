import type { Queryable } from '../../platform/database/database';
import type { MediaStorage } from './storage';
import { usedByMessage } from './message-media.repository';
import type { JobDefinition } from '../../platform/jobs/queue';

/** Rows handled per statement, so one run never holds a long transaction. */
const batch = 500;

/** What the release job needs. */
export interface MediaReleaseDeps {
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> };
  storage: () => Promise<MediaStorage>;
  /** Seconds a released key or an erased account's blob is kept before it goes. */
  graceSeconds: number;
  everySeconds: number;
}

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

/**
 * `media.release`, periodic: keys that posts stopped using (migration 110-jobs' trigger) for longer
 * than the grace period lose their object when nothing uses them any more (profile pictures stay),
 * and the objects' blobs, with erased accounts' blobs, are removed from storage. Idempotent: a key
 * or blob already handled is simply not found again.
 */
export function mediaReleaseJob(deps: MediaReleaseDeps): JobDefinition {
  return {
    name: 'media.release',
    everySeconds: deps.everySeconds,
    async handler() {
      while ((await releaseDueKeys(deps)) === batch);
      const storage = await deps.storage();
      for (;;) {
        const { rows } = await deps.db.query<{ blob_id: string }>(
          'SELECT blob_id FROM blob_releases WHERE due_at <= now() ORDER BY due_at LIMIT $1',
          [batch],
        );
        for (const { blob_id: blobId } of rows) {
          await storage.remove(blobId);
          await deps.db.query('DELETE FROM blob_releases WHERE blob_id = $1', [blobId]);
        }
        if (rows.length < batch) return;
      }
    },
  };
}

/** One batch of due keys: objects nothing uses are deleted and their blobs scheduled, in one transaction. */
async function releaseDueKeys(deps: MediaReleaseDeps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ key: string }>(
      `DELETE FROM media_releases WHERE key IN (
         SELECT key FROM media_releases WHERE released_at <= now() - make_interval(secs => $1) ORDER BY released_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING key`,
      [deps.graceSeconds, batch],
    );
    if (rows.length === 0) return 0;
    const { rows: gone } = await tx.query<{ blob_id: string }>(
      `DELETE FROM media_objects o WHERE o.key = ANY($1::text[]) AND o.key NOT LIKE 'users/%/profile/%'
         AND NOT EXISTS (SELECT 1 FROM post_media m WHERE m.key = o.key) AND NOT ${usedByMessage('o.key')}
       RETURNING o.blob_id`,
      [rows.map((row) => row.key)],
    );
    await scheduleBlobReleases(
      tx,
      gone.map((row) => row.blob_id),
      0,
    );
    return rows.length;
  });
}
