import type { Database } from './database';
import { migrations } from './migrations';

/** Applies every migration not yet applied, each in its own transaction, in id order. */
export async function migrate(db: Database): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await db.query<{ id: string }>('SELECT id FROM schema_migrations');
  const applied = new Set(rows.map((r) => r.id));
  const done: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
    if (applied.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
    });
    done.push(migration.id);
  }
  return done;
}

/** Splits a migration on statement-ending semicolons outside dollar-quoted ($$) function bodies. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  sql.split('$$').forEach((part, index) => {
    if (index % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const pieces = part.split(/;\s*(?:\n|$)/);
    current += pieces[0];
    for (const piece of pieces.slice(1)) {
      statements.push(current);
      current = piece;
    }
  });
  statements.push(current);
  return statements.map((s) => s.trim()).filter((s) => s.length > 0);
}
