import type { IdentityDeps } from './deps';
import { CognitoError, invalidParameter } from './errors';
import { optionalString, paramsOf, requireString, type Params } from './input';
import { activatePendingSecret, findTotp, setPendingSecret, setTotpPreference } from './mfa.repository';
import { limitAccount } from './rate-limit';
import { accessUser } from './sessions';
import { newTotpSecret, totpStep } from './totp';

/** AssociateSoftwareToken (setUpTOTP): a new secret for an authenticator app, pending until verified. */
export async function associateSoftwareToken(deps: IdentityDeps, body: Params) {
  if (body.AccessToken === undefined && body.Session !== undefined)
    throw invalidParameter('Setting up MFA during sign-in is not required by this pool.');
  const user = await accessUser(deps, body);
  await limitAccount(deps.db, 'totp_setup', user.sub, deps.limits.resendPerAccount);
  const secret = newTotpSecret();
  await setPendingSecret(deps.db, user.sub, secret);
  return { SecretCode: secret };
}

/** VerifySoftwareToken (verifyTOTPSetup): a current code from the app makes the pending secret the account's. */
export async function verifySoftwareToken(deps: IdentityDeps, body: Params) {
  const user = await accessUser(deps, body);
  const code = requireString(body, 'UserCode', 6);
  const friendlyName = optionalString(body, 'FriendlyDeviceName', 64) ?? null;
  await limitAccount(deps.db, 'totp_verify', user.sub, deps.limits.confirmPerAccount);
  const pending = (await findTotp(deps.db, user.sub))?.pendingSecret;
  if (!pending)
    throw new CognitoError(
      'EnableSoftwareTokenMFAException',
      'Software token has not been associated. Call AssociateSoftwareToken first.',
    );
  const step = totpStep(pending, code);
  if (step === null) throw new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');
  await activatePendingSecret(deps.db, user.sub, friendlyName, step);
  return { Status: 'SUCCESS' };
}

/** SetUserMFAPreference (updateMFAPreference): TOTP on, off or preferred; SMS and email MFA are not offered. */
export async function setUserMfaPreference(deps: IdentityDeps, body: Params) {
  const user = await accessUser(deps, body);
  for (const other of ['SMSMfaSettings', 'EmailMfaSettings']) {
    if (paramsOf(body, other).Enabled === true)
      throw invalidParameter(`${other.replace('MfaSettings', '')} MFA is not available in this user pool.`);
  }
  const settings = paramsOf(body, 'SoftwareTokenMfaSettings');
  if (settings.Enabled === undefined && settings.PreferredMfa === undefined) return {};
  if (
    (settings.Enabled !== undefined && typeof settings.Enabled !== 'boolean') ||
    (settings.PreferredMfa !== undefined && typeof settings.PreferredMfa !== 'boolean')
  ) {
    throw invalidParameter('SoftwareTokenMfaSettings.Enabled and PreferredMfa must be booleans.');
  }
  const totp = await findTotp(deps.db, user.sub);
  const enabled = settings.Enabled ?? totp?.enabled ?? false;
  const preferred = settings.PreferredMfa ?? false;
  if ((enabled || preferred) && !totp?.secret) throw invalidParameter('User has not verified software token mfa');
  if (totp) await setTotpPreference(deps.db, user.sub, enabled || preferred, preferred);
  return {};
}
