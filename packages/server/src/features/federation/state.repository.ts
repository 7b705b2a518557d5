import type { Queryable } from '../../platform/database/database';

/** Records whether federation is on, which the post trigger of migration 300 reads. */
export async function setFederationEnabled(db: Queryable, enabled: boolean): Promise<void> {
  await db.query(`UPDATE federation_state SET enabled = $1`, [enabled]);
}
