import type { Queryable } from '../../platform/database/database';

/** Pending friend requests a user received (the friend-request badge). */
export async function countPendingReceived(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM friendships WHERE recipient_id = $1 AND status = 'pending'`,
    [userId],
  );
  return rows[0]?.count ?? 0;
}
