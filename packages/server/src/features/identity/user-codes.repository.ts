import type { Queryable } from '../../platform/database/database';

/** What a code of a signed-up account is for. */
export type CodePurpose = 'reset_password' | 'verify_email';

/** A code's row after an attempt was spent on it. */
export interface SpentUserCode {
  code_hash: string;
  target: string | null;
  expired: boolean;
  /** Attempts spent before this one. */
  attempts: number;
}

/** Stores a code's hash for an account and purpose, replacing the earlier one and its attempts. */
export async function upsertUserCode(
  db: Queryable,
  sub: string,
  purpose: CodePurpose,
  codeHash: string,
  target: string | null,
  lifetimeSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO identity_user_codes (sub, purpose, code_hash, target, expires_at) VALUES ($1, $2, $3, $4, now() + $5 * interval '1 second')
     ON CONFLICT (sub, purpose) DO UPDATE SET code_hash = EXCLUDED.code_hash, target = EXCLUDED.target, expires_at = EXCLUDED.expires_at, attempts = 0, created_at = now()`,
    [sub, purpose, codeHash, target, lifetimeSeconds],
  );
}

/** The target of the account's unexpired code for a purpose, if any. */
export async function findPendingTarget(db: Queryable, sub: string, purpose: CodePurpose): Promise<string | null> {
  const { rows } = await db.query<{ target: string | null }>(
    'SELECT target FROM identity_user_codes WHERE sub = $1 AND purpose = $2 AND expires_at > now()',
    [sub, purpose],
  );
  return rows[0]?.target ?? null;
}

/** Spends one attempt on the account's code for a purpose and returns it; null when there is none. */
export async function spendUserCodeAttempt(
  db: Queryable,
  sub: string,
  purpose: CodePurpose,
): Promise<SpentUserCode | null> {
  const { rows } = await db.query<SpentUserCode>(
    `UPDATE identity_user_codes SET attempts = attempts + 1 WHERE sub = $1 AND purpose = $2
     RETURNING code_hash, target, expires_at <= now() AS expired, attempts - 1 AS attempts`,
    [sub, purpose],
  );
  return rows[0] ?? null;
}

/** Deletes the account's code for a purpose. */
export async function deleteUserCode(db: Queryable, sub: string, purpose: CodePurpose): Promise<void> {
  await db.query('DELETE FROM identity_user_codes WHERE sub = $1 AND purpose = $2', [sub, purpose]);
}
