import { updateVerifier } from './accounts.repository';
import { deliveryDetails, newCode } from './codes';
import type { Caller, IdentityDeps } from './deps';
import { CognitoError, codeMismatch, incorrectCredentials } from './errors';
import { requireClient, requireString, type Params } from './input';
import { assertPasswordAttemptAllowed, forgetFailures, liftLocks, recordWrongPassword } from './lockout';
import { resetMail } from './mails';
import { assertPasswordPolicy, passwordMatches } from './password-check';
import { limitAccount, limitAddress } from './rate-limit';
import { accessUser } from './sessions';
import { createVerifier } from './srp';
import { findUserByLogin, revokeAllSessions } from './identity.repository';
import { replaceUserCode, redeemUserCode } from './user-codes';

const deliveryFailed = () =>
  new CognitoError('CodeDeliveryFailureException', 'Unable to deliver the verification code. Please try again later.');

/**
 * ForgotPassword (Amplify's resetPassword): mails a reset code. An unknown or unconfirmed name gets
 * the same answer and no mail, as Cognito does with user-existence errors prevented.
 */
export async function forgotPassword(deps: IdentityDeps, body: Params, caller: Caller) {
  requireClient(body, deps.clientId);
  const login = requireString(body, 'Username', 128);
  await limitAddress(deps.db, 'forgot', caller.address, deps.limits.resendPerAddress);
  const user = await findUserByLogin(deps.db, login);
  await limitAccount(deps.db, 'forgot', user?.sub ?? login, deps.limits.resendPerAccount);
  if (!user?.confirmed)
    return { CodeDeliveryDetails: deliveryDetails(user?.email ?? (login.includes('@') ? login : `${login}@${login}`)) };
  const code = newCode();
  await replaceUserCode(deps.db, user.sub, 'reset_password', code, null);
  try {
    await deps.mailer.send(resetMail(user.email, code, caller.locale));
  } catch (error) {
    caller.log.error({ err: error }, 'password reset mail failed');
    throw deliveryFailed();
  }
  return { CodeDeliveryDetails: deliveryDetails(user.email) };
}

/**
 * ConfirmForgotPassword (confirmResetPassword): the mailed code sets a new password. Every sign-in
 * of the account is revoked (whoever knew the old password is signed out) and the lockout is lifted.
 */
export async function confirmForgotPassword(deps: IdentityDeps, body: Params, caller: Caller) {
  requireClient(body, deps.clientId);
  const login = requireString(body, 'Username', 128);
  const code = requireString(body, 'ConfirmationCode', 64);
  const password = requireString(body, 'Password', 256);
  assertPasswordPolicy(password);
  await limitAddress(deps.db, 'confirm', caller.address, deps.limits.confirmPerAddress);
  const user = await findUserByLogin(deps.db, login);
  await limitAccount(deps.db, 'confirm', user?.sub ?? login, deps.limits.confirmPerAccount);
  if (!user?.confirmed) throw codeMismatch();
  await redeemUserCode(deps.db, user.sub, 'reset_password', code, deps.limits.codeAttempts);
  const { salt, verifier } = createVerifier(deps.poolName, user.sub, password);
  const revoked = await deps.db.transaction(async (tx) => {
    await updateVerifier(tx, user.sub, salt, verifier);
    await liftLocks(tx, user.sub);
    return revokeAllSessions(tx, user.sub);
  });
  deps.revocations.markRevoked(revoked);
  return {};
}

/** ChangePassword (updatePassword): the previous password is checked (and counted by the lockout like a sign-in). */
export async function changePassword(deps: IdentityDeps, body: Params, caller: Caller) {
  const user = await accessUser(deps, body);
  const previous = requireString(body, 'PreviousPassword', 256);
  const proposed = requireString(body, 'ProposedPassword', 256);
  assertPasswordPolicy(proposed);
  await limitAccount(deps.db, 'change_password', user.sub, deps.limits.confirmPerAccount);
  await assertPasswordAttemptAllowed(deps.db, user.sub, caller.address);
  if (
    !passwordMatches(
      deps.poolName,
      { salt: user.srpSalt, verifier: user.srpVerifier, userIdForSrp: user.sub },
      previous,
    )
  ) {
    await recordWrongPassword(deps, user.sub, user, caller);
    throw incorrectCredentials();
  }
  await forgetFailures(deps.db, user.sub, caller.address);
  const { salt, verifier } = createVerifier(deps.poolName, user.sub, proposed);
  await updateVerifier(deps.db, user.sub, salt, verifier);
  return {};
}
