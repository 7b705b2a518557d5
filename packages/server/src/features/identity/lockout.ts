import type { Queryable } from '../../platform/database/database';
import type { Caller, IdentityDeps } from './deps';
import { CognitoError } from './errors';
import { lockMail } from './mails';
import type { LockoutPolicy } from './rate-limit';
import type { IdentityUser } from './identity.repository';

/** The row that counts wrong passwords against an account from every address. */
const everywhere = '*';

/** Cognito's answer while password sign-in is locked. */
const attemptsExceeded = () => new CognitoError('NotAuthorizedException', 'Password attempts exceeded');

const key = (account: string) => account.toLowerCase();

/**
 * Refuses a password attempt while this address is in its delay for this account, or while the
 * account-wide lock holds. The delays are per (account, address): a flood from one address slows
 * only that address, and the owner signing in from another is not affected.
 */
export async function assertPasswordAttemptAllowed(db: Queryable, account: string, address: string): Promise<void> {
  const { rows } = await db.query<{ locked: boolean }>(
    'SELECT locked_until > now() AS locked FROM identity_sign_in_failures WHERE account = $1 AND address IN ($2, $3)',
    [key(account), address, everywhere],
  );
  if (rows.some((row) => row.locked)) throw attemptsExceeded();
}

/**
 * Counts a wrong password. From one address: `freeFailures` free, then a delay that doubles with
 * each further failure (up to `maxDelaySeconds`); forgotten after `forgetAfterSeconds` of quiet.
 * From all addresses together: `accountFailures` within `accountWindowSeconds` lock password sign-in
 * for `accountLockSeconds` and mail the owner (once per lock). Passkeys and a password reset still work.
 */
export async function recordWrongPassword(
  deps: IdentityDeps,
  account: string,
  owner: IdentityUser | null,
  caller: Caller,
): Promise<void> {
  const policy = deps.limits.lockout;
  const failures = await countFailure(deps.db, key(account), caller.address, policy.forgetAfterSeconds);
  if (failures >= policy.freeFailures) {
    const delay = Math.min(policy.baseDelaySeconds * 2 ** (failures - policy.freeFailures), policy.maxDelaySeconds);
    await lockFor(deps.db, key(account), caller.address, delay);
  }
  const total = await countFailure(deps.db, key(account), everywhere, policy.accountWindowSeconds);
  if (total >= policy.accountFailures && (await lockAccountOnce(deps.db, key(account), policy))) {
    caller.log.warn({ sub: owner?.sub ?? null }, 'password sign-in locked account-wide after repeated wrong passwords');
    if (owner)
      await deps.mailer
        .send(lockMail(owner.email, policy.accountLockSeconds, caller.locale))
        .catch((error: unknown) => caller.log.error({ err: error }, 'lock notice mail failed'));
  }
}

/** A right password from an address forgets that address's failures (not the account-wide count). */
export async function forgetFailures(db: Queryable, account: string, address: string): Promise<void> {
  await db.query('DELETE FROM identity_sign_in_failures WHERE account = $1 AND address = $2', [key(account), address]);
}

/** A password reset lifts every delay and the account-wide lock: the owner proved they hold the email. */
export async function liftLocks(db: Queryable, sub: string): Promise<void> {
  await db.query('DELETE FROM identity_sign_in_failures WHERE account = $1', [key(sub)]);
}

async function countFailure(db: Queryable, account: string, address: string, windowSeconds: number): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    `INSERT INTO identity_sign_in_failures AS f (account, address, failures, window_start, last_failure_at) VALUES ($1, $2, 1, now(), now())
     ON CONFLICT (account, address) DO UPDATE SET
       failures = CASE WHEN f.window_start <= now() - $3 * interval '1 second' THEN 1 ELSE f.failures + 1 END,
       window_start = CASE WHEN f.window_start <= now() - $3 * interval '1 second' THEN now() ELSE f.window_start END,
       last_failure_at = now()
     RETURNING failures`,
    [account, address, windowSeconds],
  );
  return Number(rows[0]?.failures ?? 0);
}

async function lockFor(db: Queryable, account: string, address: string, seconds: number): Promise<void> {
  await db.query(
    `UPDATE identity_sign_in_failures SET locked_until = now() + $3 * interval '1 second' WHERE account = $1 AND address = $2`,
    [account, address, seconds],
  );
}

/** Sets the account-wide lock unless it already holds; true when this call set it. */
async function lockAccountOnce(db: Queryable, account: string, policy: LockoutPolicy): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE identity_sign_in_failures SET locked_until = now() + $3 * interval '1 second'
      WHERE account = $1 AND address = $2 AND (locked_until IS NULL OR locked_until <= now()) RETURNING account`,
    [account, everywhere, policy.accountLockSeconds],
  );
  return rows.length === 1;
}
