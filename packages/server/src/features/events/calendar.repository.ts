import { createHash } from 'node:crypto';
import type { Queryable } from '../../platform/database/database';

/** Only a hash of a calendar token is kept: a leaked table reveals no feed. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a person's calendar token, replacing an earlier one. */
export async function replaceCalendarToken(db: Queryable, userId: string, token: string): Promise<void> {
  await db.query(
    `INSERT INTO calendar_tokens (user_id, token_hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()`,
    [userId, tokenHash(token)],
  );
}

export async function deleteCalendarToken(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM calendar_tokens WHERE user_id = $1', [userId]);
}

/** Whose feed a token opens, or null. */
export async function calendarOwner(db: Queryable, token: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM calendar_tokens WHERE token_hash = $1', [
    tokenHash(token),
  ]);
  return rows[0]?.user_id ?? null;
}
