import { decodeJwt } from 'jose';
import { HttpError } from '../../platform/http/errors';

/** How recent a sign-in must be to delete the account. */
export const reauthenticationSeconds = 15 * 60;

/**
 * Refuses (403 `reauthentication_required`) unless the ID token comes from a sign-in within the last
 * 15 minutes, by its `auth_time` (refreshing tokens keeps the sign-in's time, so a refresh does not
 * count). Call only after the auth hook verified the token: this reads its claims without checking them.
 */
export function requireRecentSignIn(idToken: string, now = Date.now()): void {
  const authTime = decodeJwt(idToken).auth_time;
  const age = typeof authTime === 'number' ? now / 1000 - authTime : Infinity;
  if (age > reauthenticationSeconds) {
    throw new HttpError(
      'reauthentication_required',
      'Sign in again to delete your account: your last sign-in was more than 15 minutes ago',
    );
  }
}
