import type { Migration } from '.';

/**
 * Independent delivery: published releases, the live map and its history.
 * - `remote_releases`: one row per published release (its files are in the release store).
 * - `remote_live`: per remote, a stack of what went live; the newest row is live, rollback removes
 *   it, and an empty stack means the bundled build (APPS_DIR) is live.
 * - `remote_canaries`: at most one canary per remote, shown to `percent` of signed-in users.
 * - `remote_history`: every deploy, canary and rollback, for the admin view.
 * - `deploy_revision`: one row counted up by every change; it is the map's ETag, and a change
 *   compares-and-sets it inside its transaction, so two deploys from the same ETag cannot both win.
 * Contracts of what is live are kept beside it, so checking another remote's deploy reads no files.
 */
export const remoteDeployments: Migration = {
  id: '060-remote-deployments',
  sql: `
CREATE TABLE remote_releases (
  remote text NOT NULL,
  version text NOT NULL,
  digest text NOT NULL,
  files integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL,
  PRIMARY KEY (remote, version)
);

CREATE TABLE remote_live (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  version text,
  manifest_url text NOT NULL,
  contract jsonb,
  deployed_at timestamptz NOT NULL DEFAULT now(),
  deployed_by text NOT NULL
);
CREATE INDEX remote_live_top ON remote_live (remote, id DESC);

CREATE TABLE remote_canaries (
  remote text PRIMARY KEY,
  version text,
  manifest_url text NOT NULL,
  contract jsonb,
  percent smallint NOT NULL CHECK (percent BETWEEN 1 AND 99),
  deployed_at timestamptz NOT NULL DEFAULT now(),
  deployed_by text NOT NULL
);

CREATE TABLE remote_history (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  version text,
  manifest_url text NOT NULL,
  action text NOT NULL CHECK (action IN ('deploy', 'canary', 'rollback')),
  deployed_at timestamptz NOT NULL DEFAULT now(),
  deployed_by text NOT NULL
);
CREATE INDEX remote_history_remote ON remote_history (remote, id DESC);

CREATE TABLE deploy_revision (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  revision bigint NOT NULL
);
INSERT INTO deploy_revision (revision) VALUES (1);
`,
};
