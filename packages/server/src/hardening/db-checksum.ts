import type { Queryable } from '../db/database';

/** Row count and a checksum of one table's contents. */
export interface TableState {
  rows: number;
  md5: string | null;
}

/**
 * The state of every table of the current schema, for "a refused request changed nothing": per
 * table its row count and the md5 of its rows' text in a stable order (one statement; cheap on the
 * small databases tests seed). Tables listed in `ignore` are left out.
 */
export async function databaseState(db: Queryable, ignore: string[] = []): Promise<Record<string, TableState>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const names = tables.map((t) => t.name).filter((name) => !ignore.includes(name));
  if (names.length === 0) return {};
  const sql = names
    .map((name) => `SELECT '${name}' AS name, count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS md5 FROM "${name}" t`)
    .join(' UNION ALL ');
  const { rows } = await db.query<{ name: string; rows: number; md5: string | null }>(sql);
  return Object.fromEntries(rows.map((row) => [row.name, { rows: Number(row.rows), md5: row.md5 }]));
}

/** The tables whose state differs between two readings (empty: nothing changed). */
export function changedTables(before: Record<string, TableState>, after: Record<string, TableState>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name]?.rows !== after[name]?.rows || before[name]?.md5 !== after[name]?.md5).sort();
}
