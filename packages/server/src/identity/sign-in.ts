import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Caller, IdentityDeps } from './deps';
import { CognitoError, incorrectCredentials, invalidParameter } from './errors';
import { paramsOf, requireClient, requireString, type Params } from './input';
import { assertFailuresLeft, limitAccount, limitAddress, recordFailure } from './rate-limit';
import { refreshTokens, startSession } from './sessions';
import { claimSignature, computeVerifier, createServerKey, N, padHex, parseSrpTimestamp, sessionKey } from './srp';
import { findUserByLogin, findUserBySub, insertChallenge, takeChallenge, type IdentityUser } from './store';

/** A SECRET_BLOCK answers within 5 minutes; TIMESTAMP may be 5 minutes off the server's clock. */
const challengeLifetimeSeconds = 300;
const maxClockSkewMs = 5 * 60 * 1000;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const notConfirmed = () => new CognitoError('UserNotConfirmedException', 'User is not confirmed.');

/**
 * What an unknown sign-in name gets instead of an account: a salt and user id that stay the same
 * for that name (derived from a server secret) and a random verifier, so the handshake looks
 * exactly like a real one and fails only at the password check.
 */
function decoy(deps: IdentityDeps, login: string): { salt: string; verifier: string; userIdForSrp: string } {
  const derive = (label: string) => createHmac('sha256', deps.decoyKey).update(`${label}:${login.toLowerCase()}`).digest();
  const id = derive('sub').toString('hex');
  const userIdForSrp = `${id.slice(0, 8)}-${id.slice(8, 12)}-4${id.slice(13, 16)}-a${id.slice(17, 20)}-${id.slice(20, 32)}`;
  return { salt: derive('salt').subarray(0, 16).toString('hex'), verifier: (BigInt(`0x${randomBytes(384).toString('hex')}`) % N).toString(16), userIdForSrp };
}

/** Rate limits shared by every password sign-in; returns the account (or null) and its limit key. */
async function beginSignIn(deps: IdentityDeps, login: string, caller: Caller): Promise<{ user: IdentityUser | null; account: string }> {
  await limitAddress(deps.db, 'signin', caller.address, deps.limits.signInPerAddress);
  const user = await findUserByLogin(deps.db, login);
  const account = user?.sub ?? login;
  await limitAccount(deps.db, 'signin', account, deps.limits.signInPerAccount);
  await assertFailuresLeft(deps.db, 'signin', account, deps.limits.failedSignInPerAccount);
  return { user, account };
}

/** InitiateAuth: USER_SRP_AUTH (Amplify's default), USER_PASSWORD_AUTH and REFRESH_TOKEN_AUTH. */
export async function initiateAuth(deps: IdentityDeps, body: Params, caller: Caller) {
  requireClient(body, deps.clientId);
  const flow = requireString(body, 'AuthFlow', 64);
  const params = paramsOf(body, 'AuthParameters');
  switch (flow) {
    case 'USER_SRP_AUTH':
      return startSrp(deps, params, caller);
    case 'USER_PASSWORD_AUTH':
      return passwordSignIn(deps, params, caller);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return { ChallengeParameters: {}, AuthenticationResult: await refreshTokens(deps, requireString(params, 'REFRESH_TOKEN', 4096)) };
    default:
      throw invalidParameter('Initiate Auth method not supported.');
  }
}

async function startSrp(deps: IdentityDeps, params: Params, caller: Caller) {
  const login = requireString(params, 'USERNAME', 128);
  const aHex = requireString(params, 'SRP_A', 1024);
  if (!/^[0-9a-fA-F]+$/.test(aHex)) throw invalidParameter('SRP_A must be a hexadecimal number.');
  if (BigInt(`0x${aHex}`) % N === 0n) throw invalidParameter('SRP_A cannot be 0 modulo N.');
  const { user } = await beginSignIn(deps, login, caller);
  const { salt, verifier, userIdForSrp } = user ? { salt: user.srpSalt, verifier: user.srpVerifier, userIdForSrp: user.sub } : decoy(deps, login);
  const { b, B } = createServerKey(verifier);
  const secretBlock = randomBytes(64);
  await insertChallenge(
    deps.db,
    sha256(secretBlock),
    { sub: user?.sub ?? null, login, srpA: aHex, srpB: B.toString(16), srpBSecret: b.toString(16) },
    challengeLifetimeSeconds,
  );
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: { SALT: salt, SRP_B: B.toString(16), SECRET_BLOCK: secretBlock.toString('base64'), USERNAME: userIdForSrp, USER_ID_FOR_SRP: userIdForSrp },
  };
}

/** RespondToAuthChallenge PASSWORD_VERIFIER: checks the client's proof of the SRP session key. */
export async function respondToAuthChallenge(deps: IdentityDeps, body: Params) {
  requireClient(body, deps.clientId);
  const challengeName = requireString(body, 'ChallengeName', 64);
  if (challengeName !== 'PASSWORD_VERIFIER') throw invalidParameter(`Challenge ${challengeName} is not supported.`);
  const responses = paramsOf(body, 'ChallengeResponses');
  const login = requireString(responses, 'USERNAME', 128);
  const secretBlock = Buffer.from(requireString(responses, 'PASSWORD_CLAIM_SECRET_BLOCK', 4096), 'base64');
  const signature = Buffer.from(requireString(responses, 'PASSWORD_CLAIM_SIGNATURE', 256), 'base64');
  const timestamp = requireString(responses, 'TIMESTAMP', 64);
  const when = parseSrpTimestamp(timestamp);
  if (!when) throw invalidParameter('TIMESTAMP must look like "Sat Nov 21 16:02:01 UTC 2026".');
  if (Math.abs(Date.now() - when.getTime()) > maxClockSkewMs) throw invalidParameter("TIMESTAMP is more than 5 minutes away from the server's clock.");

  // No rate limit here: each answer consumes a challenge, and InitiateAuth, which makes them, is limited.
  const challenge = await takeChallenge(deps.db, sha256(secretBlock));
  if (!challenge || challenge.expired) throw new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
  const user = challenge.sub ? await findUserBySub(deps.db, challenge.sub) : null;
  const account = user?.sub ?? challenge.login;
  const stand = user ? { verifier: user.srpVerifier, userIdForSrp: user.sub } : decoy(deps, challenge.login);
  const key = sessionKey(BigInt(`0x${challenge.srpA}`), BigInt(`0x${challenge.srpB}`), BigInt(`0x${challenge.srpBSecret}`), stand.verifier);
  const expected = Buffer.from(claimSignature(key, deps.poolName, stand.userIdForSrp, secretBlock, timestamp), 'base64');
  const sameAccount = !!user && [user.sub, user.username.toLowerCase(), user.email.toLowerCase()].includes(login.toLowerCase());
  const proven = expected.length === signature.length && timingSafeEqual(expected, signature);
  if (!user || !sameAccount || !proven) {
    await recordFailure(deps.db, 'signin', account, deps.limits.failedSignInPerAccount);
    throw incorrectCredentials();
  }
  if (!user.confirmed) throw notConfirmed();
  return { ChallengeParameters: {}, AuthenticationResult: await startSession(deps, user) };
}

/** USER_PASSWORD_AUTH: recomputes the verifier from the sent password and compares. */
async function passwordSignIn(deps: IdentityDeps, params: Params, caller: Caller) {
  const login = requireString(params, 'USERNAME', 128);
  const password = requireString(params, 'PASSWORD', 256);
  const { user, account } = await beginSignIn(deps, login, caller);
  const stand = user ? { salt: user.srpSalt, verifier: user.srpVerifier, userIdForSrp: user.sub } : decoy(deps, login);
  const computed = Buffer.from(padHex(BigInt(`0x${computeVerifier(deps.poolName, stand.userIdForSrp, password, stand.salt)}`)), 'hex');
  const stored = Buffer.from(padHex(BigInt(`0x${stand.verifier}`)), 'hex');
  const proven = computed.length === stored.length && timingSafeEqual(computed, stored);
  if (!user || !proven) {
    await recordFailure(deps.db, 'signin', account, deps.limits.failedSignInPerAccount);
    throw incorrectCredentials();
  }
  if (!user.confirmed) throw notConfirmed();
  return { ChallengeParameters: {}, AuthenticationResult: await startSession(deps, user) };
}
