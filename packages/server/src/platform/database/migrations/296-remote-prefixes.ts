import type { Migration } from '.';

/**
 * The path prefixes an admin gave a remote at run time (PUT /api/admin/prefixes/{prefix}), besides
 * those the remotes contract gives it. One row per prefix: every instance reads the same map.
 */
export const remotePrefixes: Migration = {
  id: '296-remote-prefixes',
  sql: `
CREATE TABLE remote_prefixes (
  prefix text PRIMARY KEY,
  remote text NOT NULL,
  assigned_by text NOT NULL,
  assigned_at timestamptz NOT NULL DEFAULT now()
);
`,
};
