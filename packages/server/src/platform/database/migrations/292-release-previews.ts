import type { Migration } from '.';

/**
 * Previews of releases (`npm run deploy -- <app> --preview`): one row per preview link issued, so
 * retention keeps the release while a link to it is valid. The link itself is signed, not stored.
 */
export const releasePreviews: Migration = {
  id: '292-release-previews',
  sql: `
CREATE TABLE release_previews (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  manifest_url text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL
);
CREATE INDEX release_previews_remote ON release_previews (remote, expires_at);
`,
};
