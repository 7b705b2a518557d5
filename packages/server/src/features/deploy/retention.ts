import type { Config } from '../../platform/config/config';
import type { Queryable } from '../../platform/database/database';
import { releaseManifestUrl } from './canary';
import type { AppName } from './contracts';
import { readPinnedManifests, readReleases, type PinnedState } from './retention.repository';

/**
 * What retention keeps beyond the pinned releases: each remote's `keepNewest` newest, and those
 * served within `keepFetchedSeconds` (tabs may still be open on them).
 */
export type RetentionPolicy = Config['releaseRetention'];

/**
 * A release's state: pinned (`live`, `canary`, `preview` — a preview link to it is still valid,
 * `previous` — what a rollback puts back), one of the
 * `newest`, `recent` (served within the policy's window), else `removable` until the job removes
 * its files (`removed`). The first that holds, in this order, is the one shown.
 */
export type ReleaseState = PinnedState | 'newest' | 'recent' | 'removable' | 'removed';

/** One release in `GET /api/admin/releases/{name}`. */
export interface RetainedRelease {
  version: string;
  state: ReleaseState;
  /** The files added up; null for releases published before sizes were recorded. */
  sizeBytes: number | null;
  createdAt: string;
  lastFetchedAt: string | null;
}

/** A remote's releases, newest first, each with the state retention gives it now. */
export async function retainedReleases(
  q: Queryable,
  name: AppName,
  policy: RetentionPolicy,
  now = Date.now(),
): Promise<RetainedRelease[]> {
  const pinned = await readPinnedManifests(q, name);
  const releases = await readReleases(q, name);
  return releases.map(({ removedAt, ...release }, index) => {
    const pinnedAs = pinned.get(releaseManifestUrl(name, release.version));
    const fetchedAgo = release.lastFetchedAt === null ? Infinity : now - Date.parse(release.lastFetchedAt);
    return { ...release, state: stateOf({ removed: removedAt !== null, pinnedAs, index, fetchedAgo }, policy) };
  });
}

/** The first state that holds (ReleaseState); `index` is the release's place, newest first. */
function stateOf(
  release: { removed: boolean; pinnedAs?: PinnedState; index: number; fetchedAgo: number },
  policy: RetentionPolicy,
): ReleaseState {
  if (release.removed) return 'removed';
  if (release.pinnedAs) return release.pinnedAs;
  if (release.index < policy.keepNewest) return 'newest';
  if (release.fetchedAgo < policy.keepFetchedSeconds * 1000) return 'recent';
  return 'removable';
}
