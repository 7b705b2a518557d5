import { emailTaken, updateEmail, updateName } from './accounts.repository';
import { deliveryDetails, newCode } from './codes';
import type { Caller, IdentityDeps } from './deps';
import { CognitoError, invalidParameter } from './errors';
import { attributesOf, requireString, type Params } from './input';
import { emailChangedNotice, emailChangeMail } from './mails';
import { limitAccount } from './rate-limit';
import { accessUser } from './sessions';
import type { IdentityUser } from './identity.repository';
import { pendingTarget, replaceUserCode, redeemUserCode } from './user-codes';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const aliasExists = () => new CognitoError('AliasExistsException', 'An account with the given email already exists.');

async function mailCode(deps: IdentityDeps, user: IdentityUser, to: string, caller: Caller) {
  await limitAccount(deps.db, 'attribute_code', user.sub, deps.limits.resendPerAccount);
  const code = newCode();
  await replaceUserCode(deps.db, user.sub, 'verify_email', code, to);
  try {
    await deps.mailer.send(emailChangeMail(to, code, caller.locale));
  } catch (error) {
    caller.log.error({ err: error }, 'email verification mail failed');
    throw new CognitoError(
      'CodeDeliveryFailureException',
      'Unable to deliver the verification code. Please try again later.',
    );
  }
  return deliveryDetails(to);
}

/**
 * UpdateUserAttributes (updateUserAttributes): `name` changes at once; a new `email` waits, unused,
 * until VerifyUserAttribute confirms the code mailed to it (Cognito's "keep the original value
 * active while an update is pending").
 */
export async function updateUserAttributes(deps: IdentityDeps, body: Params, caller: Caller) {
  const user = await accessUser(deps, body);
  const attributes = attributesOf(body, 'UserAttributes');
  if (Object.keys(attributes).length === 0) throw invalidParameter('Missing required parameter UserAttributes');
  const unknown = Object.keys(attributes).find((name) => name !== 'email' && name !== 'name');
  if (unknown) throw invalidParameter(`Attribute ${unknown} cannot be changed: only email and name can.`);
  const email = attributes.email?.trim();
  if (email !== undefined && (!emailPattern.test(email) || email.length > 254))
    throw invalidParameter('Invalid email address format.');
  const name = attributes.name?.trim();
  if (name !== undefined && (name.length === 0 || name.length > 80))
    throw invalidParameter('name must be 1 to 80 characters.');
  if (name !== undefined) await updateName(deps.db, user.sub, name);
  if (email === undefined || email.toLowerCase() === user.email.toLowerCase()) return { CodeDeliveryDetailsList: [] };
  if (await emailTaken(deps.db, email, user.sub)) throw aliasExists();
  return { CodeDeliveryDetailsList: [await mailCode(deps, user, email, caller)] };
}

/** GetUserAttributeVerificationCode (sendUserAttributeVerificationCode): a new code to the pending address, or to the current one. */
export async function getUserAttributeVerificationCode(deps: IdentityDeps, body: Params, caller: Caller) {
  const user = await accessUser(deps, body);
  if (requireString(body, 'AttributeName', 32) !== 'email')
    throw invalidParameter('Only the email attribute can be verified.');
  const target = (await pendingTarget(deps.db, user.sub, 'verify_email')) ?? user.email;
  return { CodeDeliveryDetails: await mailCode(deps, user, target, caller) };
}

/** VerifyUserAttribute (confirmUserAttribute): the right code makes the pending address the account's email. */
export async function verifyUserAttribute(deps: IdentityDeps, body: Params, caller: Caller) {
  const user = await accessUser(deps, body);
  if (requireString(body, 'AttributeName', 32) !== 'email')
    throw invalidParameter('Only the email attribute can be verified.');
  const code = requireString(body, 'Code', 64);
  await limitAccount(deps.db, 'confirm', user.sub, deps.limits.confirmPerAccount);
  const { target } = await redeemUserCode(deps.db, user.sub, 'verify_email', code, deps.limits.codeAttempts);
  if (!target || target.toLowerCase() === user.email.toLowerCase()) return {};
  if (await emailTaken(deps.db, target, user.sub)) throw aliasExists();
  try {
    await deps.db.transaction((tx) => updateEmail(tx, user, target));
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw aliasExists();
    throw error;
  }
  await deps.mailer
    .send(emailChangedNotice(user.email, deliveryDetails(target).Destination, caller.locale))
    .catch((error: unknown) => caller.log.warn({ err: error }, 'email change notice failed'));
  return {};
}
