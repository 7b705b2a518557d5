import type { Migration } from '.';

/**
 * One row per server instance, rewritten by each readiness check: a write the database must make
 * durable, so an instance whose database cannot write (a full disk) stops answering ready.
 */
export const readinessProbes: Migration = {
  id: '240-readiness-probes',
  sql: `CREATE TABLE readiness_probes (instance_id text PRIMARY KEY, probed_at timestamptz NOT NULL);`,
};
