import type { Queryable } from './database';

/** Resolves when the database answers a trivial query (liveness and readiness checks). */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
