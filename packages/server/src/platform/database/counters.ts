import type { Queryable } from './database';

/** A counter column: its table, column and the key column of its rows (names from code, never from input). */
type Counter = [table: string, column: string, idColumn: string];

/**
 * Moves a counter by `delta` and answers its value after (reads it when `delta` is 0). Run it in the
 * transaction that changed the counted rows: the row lock serialises concurrent changes.
 */
export async function moveCount(
  tx: Queryable,
  ...[table, column, idColumn, id, delta]: [...Counter, string, number]
): Promise<number> {
  const sql =
    delta === 0
      ? `SELECT ${column} AS n FROM ${table} WHERE ${idColumn} = $1`
      : `UPDATE ${table} SET ${column} = ${column} + $2 WHERE ${idColumn} = $1 RETURNING ${column} AS n`;
  const { rows } = await tx.query<{ n: number }>(sql, delta === 0 ? [id] : [id, delta]);
  return rows[0]?.n ?? 0;
}
