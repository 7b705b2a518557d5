import type { Queryable } from '../../platform/database/database';
import { codeMatches, hashCode } from './codes';
import { codeMismatch, expiredCode } from './errors';
import {
  deleteUserCode,
  findPendingTarget,
  spendUserCodeAttempt,
  upsertUserCode,
  type CodePurpose,
} from './user-codes.repository';

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
  await upsertUserCode(db, sub, purpose, hashCode(owner(sub, purpose), code), target, codeLifetimes[purpose]);
}

/** The address an email-change code is waiting to verify, if any. */
export async function pendingTarget(db: Queryable, sub: string, purpose: CodePurpose): Promise<string | null> {
  return findPendingTarget(db, sub, purpose);
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
  const row = await spendUserCodeAttempt(db, sub, purpose);
  if (!row || row.expired || row.attempts >= maxAttempts) throw expiredCode();
  if (!codeMatches(owner(sub, purpose), code, row.code_hash)) throw codeMismatch();
  await deleteUserCode(db, sub, purpose);
  return { target: row.target };
}
