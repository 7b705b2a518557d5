import type { Database } from '../../platform/database/database';
import type { JobDefinition } from '../../platform/jobs/queue';
import { releaseManifestUrl } from './canary';
import { appNames, remoteDir, type AppName } from './contracts';
import { lockLiveMap } from './live-map.repository';
import type { ReleaseStore } from './release-store';
import { retainedReleases, type RetentionPolicy } from './retention';
import { markRemoved } from './retention.repository';

/** What the retention job needs. */
export interface RetentionDeps {
  db: Database;
  store: ReleaseStore;
  policy: RetentionPolicy;
}

/**
 * `deploy.release-retention`, periodic: removes the files of each app's (remotes and host) `removable` releases
 * (retention.ts) from the release store. Idempotent: a removed release is not removable again.
 */
export function releaseRetentionJob(deps: RetentionDeps, everySeconds: number): JobDefinition {
  return {
    name: 'deploy.release-retention',
    everySeconds,
    async handler() {
      for (const name of appNames) await removeReleases(deps, name);
    },
  };
}

/**
 * Removes one remote's removable releases; answers their versions. The live map stays locked
 * meanwhile (a deploy waits), so no release goes live or canary between being judged removable
 * and losing its files; a deploy after it finds the release removed (deployments.ts).
 */
export async function removeReleases(deps: RetentionDeps, name: AppName): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    await lockLiveMap(tx);
    const removable = (await retainedReleases(tx, name, deps.policy)).filter((r) => r.state === 'removable');
    for (const { version } of removable) {
      await deps.store.remove(remoteDir(name), version);
      await markRemoved(tx, name, version, releaseManifestUrl(name, version));
    }
    return removable.map((r) => r.version);
  });
}
