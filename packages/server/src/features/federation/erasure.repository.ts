import type { Queryable } from '../../platform/database/database';

/** Removes an actor's keys (once its last activity, the Delete of itself, has been signed). */
export async function deleteActorKeys(db: Queryable, ownerId: string): Promise<void> {
  await db.query(`DELETE FROM actor_keys WHERE owner_id = $1`, [ownerId]);
}
