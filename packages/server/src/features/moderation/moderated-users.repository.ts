import type { Queryable } from '../../platform/database/database';

/** A person's username and stored role, as moderation reads them before changing their row. */
export interface UserStanding {
  username: string;
  role: string;
}

/** Locks a person's row until the transaction ends and returns their username and stored role; null when gone. */
export async function lockUserStanding(tx: Queryable, userId: string): Promise<UserStanding | null> {
  const { rows } = await tx.query<UserStanding>('SELECT username, role FROM users WHERE user_id = $1 FOR UPDATE', [
    userId,
  ]);
  return rows[0] ?? null;
}

/** Suspends a person until now + days, keeping a longer suspension already running. */
export async function extendSuspension(tx: Queryable, userId: string, days: number): Promise<void> {
  await tx.query(
    'UPDATE users SET suspended_until = GREATEST(COALESCE(suspended_until, now()), now() + make_interval(days => $2)) WHERE user_id = $1',
    [userId, days],
  );
}

/** Stores a person's role. */
export async function storeRole(tx: Queryable, userId: string, role: 'moderator' | 'member'): Promise<void> {
  await tx.query('UPDATE users SET role = $2 WHERE user_id = $1', [userId, role]);
}
