import type { Queryable } from '../../platform/database/database';

/** Records a preview link issued for a release: retention keeps the release until `expiresAt`. */
export async function recordPreview(
  q: Queryable,
  row: { remote: string; version: string; manifestUrl: string; expiresAt: Date; createdBy: string },
): Promise<void> {
  await q.query(
    'INSERT INTO release_previews (remote, version, manifest_url, expires_at, created_by) VALUES ($1, $2, $3, $4, $5)',
    [row.remote, row.version, row.manifestUrl, row.expiresAt.toISOString(), row.createdBy],
  );
}
