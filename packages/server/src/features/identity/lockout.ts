import type { Queryable } from '../../platform/database/database';
import type { Caller, IdentityDeps } from './deps';
import { CognitoError } from './errors';
import { codeLockMail, lockMail } from './mails';
import type { IdentityUser } from './identity.repository';
import {
  countFailure,
  deleteAccountFailures,
  deleteAddressFailures,
  everywhere,
  lockAccountOnce,
  lockFor,
  passwordLocked,
  secondFactor,
  secondFactorLocked,
} from './lockout.repository';

/** Cognito's answer while password sign-in is locked, and while the code step is (Cognito answers both alike). */
const attemptsExceeded = () => new CognitoError('NotAuthorizedException', 'Password attempts exceeded');

const key = (account: string) => account.toLowerCase();

/**
 * Refuses a password attempt while this address is in its delay for this account, or while the
 * account-wide lock holds. The delays are per (account, address): a flood from one address slows
 * only that address, and the owner signing in from another is not affected.
 */
export async function assertPasswordAttemptAllowed(db: Queryable, account: string, address: string): Promise<void> {
  if (await passwordLocked(db, key(account), address)) throw attemptsExceeded();
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
  if (
    total >= policy.accountFailures &&
    (await lockAccountOnce(deps.db, key(account), everywhere, policy.accountLockSeconds))
  ) {
    caller.log.warn({ sub: owner?.sub ?? null }, 'password sign-in locked account-wide after repeated wrong passwords');
    if (owner)
      await deps.mailer
        .send(lockMail(owner.email, policy.accountLockSeconds, caller.locale))
        .catch((error: unknown) => caller.log.error({ err: error }, 'lock notice mail failed'));
  }
}

/** A right password from an address forgets that address's failures (not the account-wide count). */
export async function forgetFailures(db: Queryable, account: string, address: string): Promise<void> {
  await deleteAddressFailures(db, key(account), address);
}

/** A password reset lifts every delay and the account-wide lock: the owner proved they hold the email. */
export async function liftLocks(db: Queryable, sub: string): Promise<void> {
  await deleteAccountFailures(db, key(sub));
}

/**
 * Counts a second-factor code answer against the account before the code is checked, and refuses it
 * while the code step is paused or once the count is past the limit. Every answer is counted first
 * so that answers sent at the same moment cannot all slip under the limit; a right code then forgets
 * the count (forgetCodeFailures). Returns the count, which recordWrongCode needs. The count is per
 * account, whatever the sign-in or address: `secondFactorLockout.failures` wrong codes within
 * `windowSeconds` pause the code step for `windowSeconds` and mail the owner (once per pause), whose
 * password someone has. Not lifted by a password reset: the reset proves the email, not the app.
 */
export async function countCodeAnswer(deps: IdentityDeps, user: IdentityUser, caller: Caller): Promise<number> {
  const policy = deps.limits.secondFactorLockout;
  if (await secondFactorLocked(deps.db, key(user.sub))) throw attemptsExceeded();
  const answers = await countFailure(deps.db, key(user.sub), secondFactor, policy.windowSeconds);
  if (answers > policy.failures) {
    await pauseCodes(deps, user, caller);
    throw attemptsExceeded();
  }
  return answers;
}

/** A wrong code, counted by countCodeAnswer: at the limit, pauses the code step. */
export async function recordWrongCode(
  deps: IdentityDeps,
  user: IdentityUser,
  answers: number,
  caller: Caller,
): Promise<void> {
  if (answers >= deps.limits.secondFactorLockout.failures) await pauseCodes(deps, user, caller);
}

async function pauseCodes(deps: IdentityDeps, user: IdentityUser, caller: Caller): Promise<void> {
  const seconds = deps.limits.secondFactorLockout.windowSeconds;
  if (!(await lockAccountOnce(deps.db, key(user.sub), secondFactor, seconds))) return;
  caller.log.warn({ sub: user.sub }, 'second-factor codes paused for the account after repeated wrong codes');
  await deps.mailer
    .send(codeLockMail(user.email, seconds, caller.locale))
    .catch((error: unknown) => caller.log.error({ err: error }, 'code lock notice mail failed'));
}

/** A right code forgets the wrong ones counted against the account. */
export async function forgetCodeFailures(db: Queryable, sub: string): Promise<void> {
  await deleteAddressFailures(db, key(sub), secondFactor);
}
