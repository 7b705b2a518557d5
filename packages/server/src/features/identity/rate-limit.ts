import type { Queryable } from '../../platform/database/database';
import { CognitoError } from './errors';
import { countHit } from './rate-limits.repository';

/** At most `max` events per `windowSeconds` (fixed windows). */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Every limit of the identity endpoint. Per address: TooManyRequestsException; per account: LimitExceededException. */
export interface IdentityLimits {
  signUpPerAddress: Limit;
  /** Per email and per username asked for. */
  signUpPerAccount: Limit;
  signInPerAddress: Limit;
  /** Sign-in attempts on one account from one address (never account-wide: a flood elsewhere must not stop the owner). */
  signInPerAccount: Limit;
  /** Wrong passwords: growing delays per account and address, an account-wide lock much later. */
  lockout: LockoutPolicy;
  /** Wrong second-factor codes: an account-wide count across sign-ins and addresses that pauses the code step. */
  secondFactorLockout: SecondFactorPolicy;
  confirmPerAddress: Limit;
  confirmPerAccount: Limit;
  resendPerAddress: Limit;
  resendPerAccount: Limit;
  /** Wrong guesses one confirmation code survives. */
  codeAttempts: number;
}

/** The lockout after wrong passwords (see lockout.ts). */
export interface LockoutPolicy {
  /** Wrong passwords from one address before the first delay. */
  freeFailures: number;
  /** The first delay; each further wrong password doubles it, up to maxDelaySeconds. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** A quiet address's failures are forgotten after this long. */
  forgetAfterSeconds: number;
  /** Wrong passwords from every address within accountWindowSeconds that lock password sign-in for everyone. */
  accountFailures: number;
  accountWindowSeconds: number;
  accountLockSeconds: number;
}

/**
 * The pause after wrong second-factor (TOTP) codes (see lockout.ts). The window and the pause are the
 * password lock's hour, but far fewer failures are allowed: a code is one of a million (three accepted
 * at any moment), so the password lock's 100 an hour would let someone who holds the password guess
 * it within months, while only someone who gave the right password ever reaches this step, so a low
 * threshold cannot be used by strangers against the owner. Cognito starts its own pause after 5.
 */
export interface SecondFactorPolicy {
  /** Wrong codes from every sign-in and address within windowSeconds that pause the code step for the account. */
  failures: number;
  /** The window the failures are counted in, and how long the pause lasts from the failure that set it. */
  windowSeconds: number;
}

/** Production limits. */
export const defaultLimits: IdentityLimits = {
  signUpPerAddress: { max: 20, windowSeconds: 3600 },
  signUpPerAccount: { max: 5, windowSeconds: 3600 },
  signInPerAddress: { max: 100, windowSeconds: 600 },
  signInPerAccount: { max: 20, windowSeconds: 600 },
  lockout: {
    freeFailures: 5,
    baseDelaySeconds: 30,
    maxDelaySeconds: 900,
    forgetAfterSeconds: 24 * 3600,
    accountFailures: 100,
    accountWindowSeconds: 3600,
    accountLockSeconds: 3600,
  },
  secondFactorLockout: { failures: 10, windowSeconds: 3600 },
  confirmPerAddress: { max: 30, windowSeconds: 600 },
  confirmPerAccount: { max: 10, windowSeconds: 600 },
  resendPerAddress: { max: 10, windowSeconds: 600 },
  resendPerAccount: { max: 5, windowSeconds: 3600 },
  codeAttempts: 5,
};

/**
 * Limits for a development server: every local browser and test shares one address (127.0.0.1),
 * so the per-address limits are ten times looser; per-account limits stay as in production.
 */
export function limitsFor(env: 'development' | 'production' | 'test'): IdentityLimits {
  if (env !== 'development') return defaultLimits;
  const loose = (limit: Limit): Limit => ({ ...limit, max: limit.max * 10 });
  return {
    ...defaultLimits,
    signUpPerAddress: loose(defaultLimits.signUpPerAddress),
    signInPerAddress: loose(defaultLimits.signInPerAddress),
    confirmPerAddress: loose(defaultLimits.confirmPerAddress),
    resendPerAddress: loose(defaultLimits.resendPerAddress),
  };
}

const tooManyRequests = () =>
  new CognitoError('TooManyRequestsException', 'Too many requests, please try again later.');
/** Cognito's answer when an account's attempts are used up. */
export const attemptLimitExceeded = () =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');

/** Counts a request from an address; throws TooManyRequestsException past the limit. */
export async function limitAddress(db: Queryable, action: string, address: string, limit: Limit): Promise<void> {
  if ((await countHit(db, `${action}:ip:${address}`, limit.windowSeconds)) > limit.max) throw tooManyRequests();
}

/** Counts an attempt on an account (or on a name that may be one); throws LimitExceededException past the limit. */
export async function limitAccount(db: Queryable, action: string, account: string, limit: Limit): Promise<void> {
  if ((await countHit(db, `${action}:acct:${account.toLowerCase()}`, limit.windowSeconds)) > limit.max)
    throw attemptLimitExceeded();
}
