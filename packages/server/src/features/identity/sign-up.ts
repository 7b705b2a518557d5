import { randomUUID } from 'node:crypto';
import { upsertProfile } from '../people';
import { codeLifetimeSeconds, codeMatches, deliveryDetails, hashCode, newCode } from './codes';
import { codeMail } from './mails';
import type { Caller, IdentityDeps } from './deps';
import { CognitoError, invalidParameter } from './errors';
import { attributesOf, requireClient, requireString, type Params } from './input';
import { limitAccount, limitAddress } from './rate-limit';
import { createVerifier } from './srp';
import {
  confirmUser,
  deleteAbandonedSignUps,
  deleteCode,
  findUserByLogin,
  insertUser,
  replaceCode,
  spendCodeAttempt,
} from './identity.repository';

/** Usernames: what mentions and profile URLs can carry; never an '@', so they never collide with emails. */
const usernamePattern = /^[A-Za-z0-9_]{3,30}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const minPasswordLength = 8;
const allowedAttributes = new Set(['email', 'name']);

/** SignUp: validates, stores the account with an SRP verifier (never the password) and mails a code. */
export async function signUp(deps: IdentityDeps, body: Params, caller: Caller) {
  requireClient(body, deps.clientId);
  const username = requireString(body, 'Username', 128);
  const password = requireString(body, 'Password', 256);
  const attributes = attributesOf(body, 'UserAttributes');
  const unknown = Object.keys(attributes).find((name) => !allowedAttributes.has(name));
  if (unknown)
    throw invalidParameter(
      `Attributes did not conform to the schema: ${unknown}: Attribute does not exist in the schema.`,
    );
  if (!usernamePattern.test(username))
    throw invalidParameter('Username must be 3 to 30 letters, digits or underscores.');
  const email = attributes.email ?? '';
  if (!emailPattern.test(email) || email.length > 254) throw invalidParameter('Invalid email address format.');
  const name = attributes.name?.trim() || undefined;
  if (name && name.length > 80) throw invalidParameter('name must be at most 80 characters.');
  if (password.length < minPasswordLength)
    throw new CognitoError(
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
    );

  await limitAddress(deps.db, 'signup', caller.address, deps.limits.signUpPerAddress);
  await limitAccount(deps.db, 'signup', email, deps.limits.signUpPerAccount);
  await limitAccount(deps.db, 'signup', username, deps.limits.signUpPerAccount);
  await deleteAbandonedSignUps(deps.db, username, email);
  await assertAvailable(deps, username, email);

  const sub = randomUUID();
  const { salt, verifier } = createVerifier(deps.poolName, sub, password);
  const code = newCode();
  try {
    await deps.db.transaction(async (tx) => {
      await insertUser(tx, { sub, username, email, srpSalt: salt, srpVerifier: verifier, name });
      await replaceCode(tx, sub, hashCode(sub, code), codeLifetimeSeconds);
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new CognitoError('UsernameExistsException', 'User already exists');
    throw error;
  }
  // The account exists now; if the mail fails the person can ask for the code again from /verify.
  await deps.mailer
    .send(codeMail(email, code, caller.locale))
    .catch((error: unknown) => caller.log.error({ err: error }, 'confirmation code mail failed'));
  return { UserConfirmed: false, UserSub: sub, CodeDeliveryDetails: deliveryDetails(email) };
}

async function assertAvailable(deps: IdentityDeps, username: string, email: string): Promise<void> {
  const byUsername = await findUserByLogin(deps.db, username);
  // A name signed up but never confirmed says so: its owner finishes on /verify (the code goes to its email only).
  if (byUsername && !byUsername.confirmed)
    throw new CognitoError('UsernameExistsException', 'User already exists but was never confirmed');
  if (byUsername) throw new CognitoError('UsernameExistsException', 'User already exists');
  const byEmail = await findUserByLogin(deps.db, email);
  if (byEmail) throw new CognitoError('UsernameExistsException', 'An account with the given email already exists.');
}

/** ConfirmSignUp: checks the code (expiry, attempts), confirms the account and creates its profile row. */
export async function confirmSignUp(deps: IdentityDeps, body: Params, caller: Caller) {
  requireClient(body, deps.clientId);
  const login = requireString(body, 'Username', 128);
  const code = requireString(body, 'ConfirmationCode', 64);
  await limitAddress(deps.db, 'confirm', caller.address, deps.limits.confirmPerAddress);
  const user = await findUserByLogin(deps.db, login);
  await limitAccount(deps.db, 'confirm', user?.sub ?? login, deps.limits.confirmPerAccount);
  const mismatch = () =>
    new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
  if (!user) throw mismatch();
  if (user.confirmed)
    throw new CognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
  const stored = await spendCodeAttempt(deps.db, user.sub);
  if (!stored || stored.expired || stored.attempts >= deps.limits.codeAttempts) {
    throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
  }
  if (!codeMatches(user.sub, code, stored.codeHash)) throw mismatch();
  await deps.db.transaction(async (tx) => {
    await confirmUser(tx, user.sub);
    await deleteCode(tx, user.sub);
    await upsertProfile(tx, {
      userId: user.sub,
      username: user.username,
      email: user.email,
      displayName: user.name ?? user.username,
    });
  });
  return {};
}

/** ResendConfirmationCode: a new code replaces the old one. An unknown name gets a look-alike answer. */
export async function resendConfirmationCode(deps: IdentityDeps, body: Params, caller: Caller) {
  requireClient(body, deps.clientId);
  const login = requireString(body, 'Username', 128);
  await limitAddress(deps.db, 'resend', caller.address, deps.limits.resendPerAddress);
  const user = await findUserByLogin(deps.db, login);
  await limitAccount(deps.db, 'resend', user?.sub ?? login, deps.limits.resendPerAccount);
  if (!user) return { CodeDeliveryDetails: deliveryDetails(login.includes('@') ? login : `${login}@${login}`) };
  if (user.confirmed) throw invalidParameter('User is already confirmed.');
  const code = newCode();
  await replaceCode(deps.db, user.sub, hashCode(user.sub, code), codeLifetimeSeconds);
  try {
    await deps.mailer.send(codeMail(user.email, code, caller.locale));
  } catch (error) {
    caller.log.error({ err: error }, 'confirmation code mail failed');
    throw new CognitoError(
      'CodeDeliveryFailureException',
      'Unable to deliver the verification code. Please try again later.',
    );
  }
  return { CodeDeliveryDetails: deliveryDetails(user.email) };
}
