import type { Queryable } from '../database/database';

/** One key of one user for one kind of request (`posts`, `comments:<postId>`). */
export interface IdempotencyKey {
  userId: string;
  scope: string;
  key: string;
}

/** Claims the key for a request about to run; false when it was claimed before (a repeat). */
export async function claimIdempotencyKey(db: Queryable, { userId, scope, key }: IdempotencyKey): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO idempotency_keys (user_id, scope, key) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`,
    [userId, scope, key],
  );
  return rows.length === 1;
}

/** Records what the claimed request created. */
export async function completeIdempotencyKey(db: Queryable, claim: IdempotencyKey, resourceId: string): Promise<void> {
  await db.query(`UPDATE idempotency_keys SET resource_id = $4 WHERE user_id = $1 AND scope = $2 AND key = $3`, [
    claim.userId,
    claim.scope,
    claim.key,
    resourceId,
  ]);
}

/** Frees a claim whose request failed, so the same key may be tried again. */
export async function releaseIdempotencyKey(db: Queryable, { userId, scope, key }: IdempotencyKey): Promise<void> {
  await db.query(
    `DELETE FROM idempotency_keys WHERE user_id = $1 AND scope = $2 AND key = $3 AND resource_id IS NULL`,
    [userId, scope, key],
  );
}

/** What an earlier request with this key created: its id, null while it still runs, undefined for no such key. */
export async function findIdempotentResource(
  db: Queryable,
  { userId, scope, key }: IdempotencyKey,
): Promise<string | null | undefined> {
  const { rows } = await db.query<{ resource_id: string | null }>(
    `SELECT resource_id FROM idempotency_keys WHERE user_id = $1 AND scope = $2 AND key = $3`,
    [userId, scope, key],
  );
  return rows[0]?.resource_id;
}
