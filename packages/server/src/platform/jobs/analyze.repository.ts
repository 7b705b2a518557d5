import type { Queryable } from '../database/database';

/** The WAL position in bytes: how much the database has written since it was created. */
export async function walPosition(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ lsn: string }>("SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text AS lsn");
  return Number(rows[0]?.lsn ?? 0);
}

/** Refreshes the planner's statistics of every table. */
export async function analyzeTables(db: Queryable): Promise<void> {
  await db.query('ANALYZE');
}
