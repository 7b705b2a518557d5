import type { Migration } from '.';

/**
 * Release retention (the `deploy.release-retention` job):
 * - `size_bytes`: the release's files added up at publish (null for releases published before).
 * - `last_fetched_at`: when its files were last served, written at most once an hour per instance.
 * - `removed_at`: when the job removed its files; the row stays, so the version keeps its digest
 *   and the same bytes may be published again.
 */
export const releaseRetention: Migration = {
  id: '270-release-retention',
  sql: `
ALTER TABLE remote_releases
  ADD COLUMN size_bytes bigint,
  ADD COLUMN last_fetched_at timestamptz,
  ADD COLUMN removed_at timestamptz;
`,
};
