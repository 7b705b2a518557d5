import type { Queryable } from './database';

/** Resolves when the database answers a trivial query (liveness and readiness checks). */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

/** Rewrites this instance's probe row: resolves only when the database can write (readiness). */
export async function probeDatabaseWrite(db: Queryable, instanceId: string): Promise<void> {
  await db.query(
    `INSERT INTO readiness_probes (instance_id, probed_at) VALUES ($1, now())
     ON CONFLICT (instance_id) DO UPDATE SET probed_at = now()`,
    [instanceId],
  );
}
