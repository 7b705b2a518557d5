import { timingSafeEqual } from 'node:crypto';
import { CognitoError } from './errors';
import { computeVerifier, padHex } from './srp';

/** The pool's password policy: at least 8 characters (as at sign-up), at most 256. */
export function assertPasswordPolicy(password: string): void {
  if (password.length < 8)
    throw new CognitoError(
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
    );
}

/** Whether a password gives the stored verifier (constant-time comparison). */
export function passwordMatches(
  poolName: string,
  stand: { salt: string; verifier: string; userIdForSrp: string },
  password: string,
): boolean {
  const computed = Buffer.from(
    padHex(BigInt(`0x${computeVerifier(poolName, stand.userIdForSrp, password, stand.salt)}`)),
    'hex',
  );
  const stored = Buffer.from(padHex(BigInt(`0x${stand.verifier}`)), 'hex');
  return computed.length === stored.length && timingSafeEqual(computed, stored);
}
