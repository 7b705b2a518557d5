import type { Queryable } from '../../platform/database/database';

/**
 * Holds the server's handle lock until the transaction ends, so two cliques choosing or taking
 * handles at once cannot pick the same one.
 */
export async function lockHandles(db: Queryable): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('clique_handles'))`);
}

/** The free handle a clique of this name gets (migration 302's `clique_free_handle`), its own current one aside. */
export async function freeHandle(db: Queryable, name: string, cliqueId: string): Promise<string> {
  const { rows } = await db.query<{ handle: string }>('SELECT clique_free_handle($1, $2) AS handle', [name, cliqueId]);
  return (rows[0] as { handle: string }).handle;
}

/** Whether another clique's handle or any person's username (case aside) is `handle`. */
export async function handleTaken(db: Queryable, handle: string, cliqueId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM cliques WHERE handle = $1 AND clique_id <> $2
     UNION ALL SELECT 1 FROM users WHERE lower(username) = $1 LIMIT 1`,
    [handle, cliqueId],
  );
  return rows.length > 0;
}

/** Sets a clique's handle. */
export async function setHandle(db: Queryable, cliqueId: string, handle: string): Promise<void> {
  await db.query('UPDATE cliques SET handle = $2 WHERE clique_id = $1', [cliqueId, handle]);
}
