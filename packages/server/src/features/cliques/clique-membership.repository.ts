import type { Queryable } from '../../platform/database/database';

/** Whether a user is a member of a clique (only members see a clique, its posts and its chat). */
export async function isCliqueMember(db: Queryable, cliqueId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM clique_members WHERE clique_id = $1 AND user_id = $2', [
    cliqueId,
    userId,
  ]);
  return rows.length > 0;
}
