import type { Queryable } from '../../platform/database/database';

/** A release as retention reads it. */
export interface StoredRelease {
  version: string;
  sizeBytes: number | null;
  createdAt: string;
  lastFetchedAt: string | null;
  removedAt: string | null;
}

/** A remote's releases, newest first. */
export async function readReleases(q: Queryable, remote: string): Promise<StoredRelease[]> {
  const { rows } = await q.query<StoredRelease>(
    `SELECT version, size_bytes AS "sizeBytes", created_at AS "createdAt", last_fetched_at AS "lastFetchedAt",
            removed_at AS "removedAt"
       FROM remote_releases WHERE remote = $1 ORDER BY created_at DESC, version DESC`,
    [remote],
  );
  const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  return rows.map((row) => ({
    ...row,
    sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
    createdAt: new Date(row.createdAt).toISOString(),
    lastFetchedAt: iso(row.lastFetchedAt),
    removedAt: iso(row.removedAt),
  }));
}

/** Why a release must stay whatever its age: what a remote runs now or may run next. */
export type PinnedState = 'live' | 'canary' | 'preview' | 'previous';

/**
 * A remote's pinned manifest URLs: its live one, its canary's, those of preview links still valid
 * and the one a rollback puts back (`previous`); a URL pinned twice keeps the first of that order.
 */
export async function readPinnedManifests(q: Queryable, remote: string): Promise<Map<string, PinnedState>> {
  const { rows } = await q.query<{ manifestUrl: string; state: PinnedState }>(
    `SELECT manifest_url AS "manifestUrl", state FROM (
       SELECT manifest_url, CASE WHEN n = 1 THEN 'live' ELSE 'previous' END AS state
         FROM (SELECT manifest_url, row_number() OVER (ORDER BY id DESC) AS n FROM remote_live WHERE remote = $1) stack
        WHERE n <= 2
       UNION ALL
       SELECT manifest_url, 'canary' FROM remote_canaries WHERE remote = $1
       UNION ALL
       SELECT manifest_url, 'preview' FROM release_previews WHERE remote = $1 AND expires_at > now()
     ) pinned ORDER BY array_position(ARRAY['live', 'canary', 'preview', 'previous'], state)`,
    [remote],
  );
  const pinned = new Map<string, PinnedState>();
  for (const { manifestUrl, state } of rows) if (!pinned.has(manifestUrl)) pinned.set(manifestUrl, state);
  return pinned;
}

/** Whether the release is published with its files in the store, removed by retention, or absent. */
export async function readAvailability(
  q: Queryable,
  remote: string,
  version: string,
): Promise<'stored' | 'removed' | 'absent'> {
  const { rows } = await q.query<{ removed: boolean }>(
    'SELECT removed_at IS NOT NULL AS removed FROM remote_releases WHERE remote = $1 AND version = $2',
    [remote, version],
  );
  if (!rows[0]) return 'absent';
  return rows[0].removed ? 'removed' : 'stored';
}

/** Marks a release removed and takes it off the remote's rollback stack (its files are gone). */
export async function markRemoved(tx: Queryable, remote: string, version: string, manifestUrl: string): Promise<void> {
  await tx.query('UPDATE remote_releases SET removed_at = now() WHERE remote = $1 AND version = $2', [remote, version]);
  await tx.query('DELETE FROM remote_live WHERE remote = $1 AND manifest_url = $2', [remote, manifestUrl]);
}

/** Records a release's files as stored again (publishing the same bytes after retention removed them). */
export async function markStored(q: Queryable, remote: string, version: string, sizeBytes: number): Promise<void> {
  await q.query('UPDATE remote_releases SET removed_at = NULL, size_bytes = $3 WHERE remote = $1 AND version = $2', [
    remote,
    version,
    sizeBytes,
  ]);
}

/** Records that a release's files were served now. */
export async function markFetched(q: Queryable, remote: string, version: string): Promise<void> {
  await q.query('UPDATE remote_releases SET last_fetched_at = now() WHERE remote = $1 AND version = $2', [
    remote,
    version,
  ]);
}
