import type { Queryable } from '../../platform/database/database';
import { codeMatches, hashCode } from './codes';
import { codeMismatch, expiredCode } from './errors';

/** What a code of a signed-up account is for. */
export type CodePurpose = 'reset_password' | 'verify_email';

/** A password-reset code lives 1 hour, like Cognito's; an email verification code 24 hours. */
export const codeLifetimes: Record<CodePurpose, number> = { reset_password: 3600, verify_email: 24 * 3600 };

const owner = (sub: string, purpose: CodePurpose) => `${sub}:${purpose}`;

/** Stores a new code (hashed) for an account and purpose, replacing the earlier one and its attempts. */
export async function replaceUserCode(
  db: Queryable,
  sub: string,
  purpose: CodePurpose,
  code: string,
  target: string | null,
): Promise<void> {
  await db.query(
    `INSERT INTO identity_user_codes (sub, purpose, code_hash, target, expires_at) VALUES ($1, $2, $3, $4, now() + $5 * interval '1 second')
     ON CONFLICT (sub, purpose) DO UPDATE SET code_hash = EXCLUDED.code_hash, target = EXCLUDED.target, expires_at = EXCLUDED.expires_at, attempts = 0, created_at = now()`,
    [sub, purpose, hashCode(owner(sub, purpose), code), target, codeLifetimes[purpose]],
  );
}

/** The address an email-change code is waiting to verify, if any. */
export async function pendingTarget(db: Queryable, sub: string, purpose: CodePurpose): Promise<string | null> {
  const { rows } = await db.query<{ target: string | null }>(
    'SELECT target FROM identity_user_codes WHERE sub = $1 AND purpose = $2 AND expires_at > now()',
    [sub, purpose],
  );
  return rows[0]?.target ?? null;
}

/**
 * Spends one attempt on a code and checks it: ExpiredCodeException when there is none, it expired
 * or its attempts are used up; CodeMismatchException when it is wrong. Returns the code's target
 * and removes the code when right.
 */
export async function redeemUserCode(
  db: Queryable,
  sub: string,
  purpose: CodePurpose,
  code: string,
  maxAttempts: number,
): Promise<{ target: string | null }> {
  const { rows } = await db.query<{ code_hash: string; target: string | null; expired: boolean; attempts: number }>(
    `UPDATE identity_user_codes SET attempts = attempts + 1 WHERE sub = $1 AND purpose = $2
     RETURNING code_hash, target, expires_at <= now() AS expired, attempts - 1 AS attempts`,
    [sub, purpose],
  );
  const row = rows[0];
  if (!row || row.expired || row.attempts >= maxAttempts) throw expiredCode();
  if (!codeMatches(owner(sub, purpose), code, row.code_hash)) throw codeMismatch();
  await db.query('DELETE FROM identity_user_codes WHERE sub = $1 AND purpose = $2', [sub, purpose]);
  return { target: row.target };
}
