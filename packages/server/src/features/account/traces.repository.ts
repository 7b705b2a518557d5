import type { Queryable } from '../../platform/database/database';

/** A place in the database that still holds one of a person's values. */
export interface Trace {
  table: string;
  column: string;
  value: string;
  rows: number;
}

/**
 * Every column of every table of the schema (read from information_schema, so a table added later is
 * searched too) that still holds one of the values, as text, case-insensitively, anywhere in it: ids
 * and names inside JSON, arrays, rate-limit buckets and dedupe keys count. A generated column (a
 * search vector) is left out: it holds only what the columns it is made of hold, which are searched.
 * Used by the erasure tests.
 */
export async function findTraces(db: Queryable, values: string[]): Promise<Trace[]> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const traces: Trace[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const value of values) {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${table}" WHERE strpos(lower("${column}"::text), lower($1)) > 0`,
        [value],
      );
      const n = rows[0]?.n ?? 0;
      if (n > 0) traces.push({ table, column, value, rows: n });
    }
  }
  return traces;
}

/** The number of tables findTraces searches (the test shows it searched the whole schema). */
export async function countTables(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  return rows[0]?.n ?? 0;
}
