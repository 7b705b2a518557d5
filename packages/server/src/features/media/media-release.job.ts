import type { Queryable } from '../../platform/database/database';
import type { MediaStorage } from './storage';
import type { JobDefinition } from '../../platform/jobs/queue';
import {
  deleteBlobRelease,
  deleteUnusedReleasedObjects,
  dueBlobReleases,
  scheduleBlobReleases,
  takeDueKeys,
} from './media-releases.repository';

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
        const blobIds = await dueBlobReleases(deps.db, batch);
        for (const blobId of blobIds) {
          await storage.remove(blobId);
          await deleteBlobRelease(deps.db, blobId);
        }
        if (blobIds.length < batch) return;
      }
    },
  };
}

/** One batch of due keys: objects nothing uses are deleted and their blobs scheduled, in one transaction. */
async function releaseDueKeys(deps: MediaReleaseDeps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const keys = await takeDueKeys(tx, deps.graceSeconds, batch);
    if (keys.length === 0) return 0;
    const gone = await deleteUnusedReleasedObjects(tx, keys);
    await scheduleBlobReleases(tx, gone, 0);
    return keys.length;
  });
}
