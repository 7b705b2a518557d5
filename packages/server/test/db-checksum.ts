import type { Queryable } from '../src/platform/database/database';

/** Row count and a checksum of one table's contents. */
export interface TableState {
  rows: number;
  checksum: string;
}

/**
 * Columns written after the answer by design, left out of the checksum: a contact message is
 * stored before 201 and marked forwarded when the mail has gone, which may land during the next request.
 */
const writtenAfterAnswer: Record<string, string[]> = { contact_messages: ['forwarded_at'] };
/** Tables written after the answer by design: the development mailbox receives that forwarded mail. */
const tablesWrittenAfterAnswer = ['dev_mails'];

/**
 * A row's text: its stored columns, without generated ones (search vectors hold only what the
 * columns they are made of hold, and turning them into text was most of the checksum's cost), and
 * without the columns written after the answer.
 */
const rowText = (name: string, columns: string[]) => {
  const skip = writtenAfterAnswer[name] ?? [];
  const kept = columns.filter((c) => !skip.includes(c)).map((c) => `t."${c}"`);
  return `ROW(${kept.join(', ')})::text`;
};

/** The one statement that reads every table's state, built once per database (the tables do not change under a test). */
const statements = new WeakMap<Queryable, Promise<string | null>>();

async function stateStatement(db: Queryable, ignore: string[]): Promise<string | null> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const names = tables
    .map((t) => t.name)
    .filter((name) => !ignore.includes(name) && !tablesWrittenAfterAnswer.includes(name));
  if (names.length === 0) return null;
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`,
  );
  const columnsOf = (name: string) => columns.filter((c) => c.table_name === name).map((c) => c.column_name);
  // An order-free sum of row hashes: no sort, no string building, and any changed, added or removed row moves it.
  return names
    .map(
      (name) =>
        `SELECT '${name}' AS name, count(*)::int AS rows, coalesce(sum(hashtext(${rowText(name, columnsOf(name))})::bigint), 0)::text AS checksum FROM "${name}" t`,
    )
    .join(' UNION ALL ');
}

/**
 * The state of every table of the current schema, for "a refused request changed nothing": per
 * table its row count and a checksum of its rows' text (one statement; cheap on the small
 * databases tests seed). Tables listed in `ignore` are left out.
 */
export async function databaseState(db: Queryable, ignore: string[] = []): Promise<Record<string, TableState>> {
  let statement = ignore.length === 0 ? statements.get(db) : undefined;
  if (!statement) {
    statement = stateStatement(db, ignore);
    if (ignore.length === 0) statements.set(db, statement);
  }
  const sql = await statement;
  if (!sql) return {};
  const { rows } = await db.query<{ name: string; rows: number; checksum: string }>(sql);
  return Object.fromEntries(rows.map((row) => [row.name, { rows: Number(row.rows), checksum: row.checksum }]));
}

/** The tables whose state differs between two readings (empty: nothing changed). */
export function changedTables(before: Record<string, TableState>, after: Record<string, TableState>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name]?.rows !== after[name]?.rows || before[name]?.checksum !== after[name]?.checksum)
    .sort();
}
