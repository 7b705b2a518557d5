import type { Database } from './database';
import { migrations } from './migrations';

/**
 * Held by a migration run, one per schema: instances starting together on one PostgreSQL database
 * take turns (PGlite has one session, so there it only costs a statement).
 */
const lockMigrations = "SELECT pg_advisory_xact_lock(hashtext('cliques.migrate.' || current_schema()))";

/**
 * Applies every migration not yet applied, each in its own transaction, in id order. Each
 * transaction holds the migration lock and looks again whether another instance applied the
 * migration meanwhile, so instances may start at once.
 */
export async function migrate(db: Database): Promise<string[]> {
  const applied = await db.transaction(async (tx) => {
    await tx.query(lockMigrations);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM schema_migrations');
    return new Set(rows.map((r) => r.id));
  });
  const done: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
    if (applied.has(migration.id)) continue;
    const ran = await db.transaction(async (tx) => {
      await tx.query(lockMigrations);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (ran) done.push(migration.id);
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
