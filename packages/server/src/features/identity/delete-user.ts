import { deleteIdentity } from './accounts.repository';
import type { IdentityDeps } from './deps';
import { CognitoError } from './errors';
import { requireString, type Params } from './input';
import { verifyAccessToken } from './sessions';
import { revokeAllSessions } from './identity.repository';

/** Deleting an account needs a sign-in this recent (auth_time), as DELETE /api/account does. */
export const recentSignInSeconds = 15 * 60;

/**
 * DeleteUser (deleteUser): erases the person and everything they made (the account erasure), then
 * the identity record; every sign-in is revoked first so no token outlives the account.
 */
export async function deleteUser(deps: IdentityDeps, body: Params) {
  const { user, claims } = await verifyAccessToken(deps, requireString(body, 'AccessToken', 8192));
  const signedInAt = claims.auth_time ?? 0;
  if (Date.now() / 1000 - signedInAt > recentSignInSeconds) {
    throw new CognitoError(
      'NotAuthorizedException',
      'Sign in again to delete your account: the last sign-in is more than 15 minutes old.',
    );
  }
  deps.revocations.markRevoked(await revokeAllSessions(deps.db, user.sub));
  await deps.eraseAccount(user.sub);
  await deleteIdentity(deps.db, user.sub, [user.username, user.email]);
  return {};
}
