import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Caller, IdentityDeps } from './deps';
import { CognitoError, incorrectCredentials, invalidParameter } from './errors';
import { paramsOf, requireString, type Params } from './input';
import { assertPasswordAttemptAllowed, forgetFailures, recordWrongPassword } from './lockout';
import { passwordMatches } from './password-check';
import { limitAccount, limitAddress } from './rate-limit';
import { afterPassword, namesUser } from './second-factor';
import { claimSignature, createServerKey, N, parseSrpTimestamp, sessionKey } from './srp';
import {
  findUserByLogin,
  findUserBySub,
  insertChallenge,
  takeChallenge,
  type IdentityUser,
} from './identity.repository';

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
  const derive = (label: string) =>
    createHmac('sha256', deps.decoyKey).update(`${label}:${login.toLowerCase()}`).digest();
  const id = derive('sub').toString('hex');
  const userIdForSrp = `${id.slice(0, 8)}-${id.slice(8, 12)}-4${id.slice(13, 16)}-a${id.slice(17, 20)}-${id.slice(20, 32)}`;
  return {
    salt: derive('salt').subarray(0, 16).toString('hex'),
    verifier: (BigInt(`0x${randomBytes(384).toString('hex')}`) % N).toString(16),
    userIdForSrp,
  };
}

/**
 * Rate limits shared by every sign-in (per address, and per account from that address: never
 * account-wide, so nobody elsewhere can use them up for the owner). Returns the account (or null) and its key.
 */
export async function limitSignIn(
  deps: IdentityDeps,
  login: string,
  caller: Caller,
): Promise<{ user: IdentityUser | null; account: string }> {
  await limitAddress(deps.db, 'signin', caller.address, deps.limits.signInPerAddress);
  const user = await findUserByLogin(deps.db, login);
  const account = user?.sub ?? login;
  // `:` between the parts keeps the account a whole `:`-delimited part of the bucket, as the erasure matches it.
  await limitAccount(deps.db, 'signin', `${account}:${caller.address}`, deps.limits.signInPerAccount);
  return { user, account };
}

async function beginPasswordSignIn(deps: IdentityDeps, login: string, caller: Caller) {
  const begun = await limitSignIn(deps, login, caller);
  await assertPasswordAttemptAllowed(deps.db, begun.account, caller.address);
  return begun;
}

/** The SRP handshake's first half (USER_SRP_AUTH, or USER_AUTH with PASSWORD_SRP): the PASSWORD_VERIFIER challenge. */
export async function startSrp(deps: IdentityDeps, params: Params, caller: Caller) {
  const login = requireString(params, 'USERNAME', 128);
  const aHex = requireString(params, 'SRP_A', 1024);
  if (!/^[0-9a-fA-F]+$/.test(aHex)) throw invalidParameter('SRP_A must be a hexadecimal number.');
  if (BigInt(`0x${aHex}`) % N === 0n) throw invalidParameter('SRP_A cannot be 0 modulo N.');
  const { user } = await beginPasswordSignIn(deps, login, caller);
  const { salt, verifier, userIdForSrp } = user
    ? { salt: user.srpSalt, verifier: user.srpVerifier, userIdForSrp: user.sub }
    : decoy(deps, login);
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
    ChallengeParameters: {
      SALT: salt,
      SRP_B: B.toString(16),
      SECRET_BLOCK: secretBlock.toString('base64'),
      USERNAME: userIdForSrp,
      USER_ID_FOR_SRP: userIdForSrp,
    },
  };
}

/** A proven or refused password: counts a failure for the lockout, or forgets this address's failures and goes on. */
async function settle(deps: IdentityDeps, user: IdentityUser | null, account: string, proven: boolean, caller: Caller) {
  if (!user || !proven) {
    await recordWrongPassword(deps, account, user, caller);
    throw incorrectCredentials();
  }
  await forgetFailures(deps.db, account, caller.address);
  if (!user.confirmed) throw notConfirmed();
  return afterPassword(deps, user);
}

/** RespondToAuthChallenge PASSWORD_VERIFIER: checks the client's proof of the SRP session key. */
export async function answerPasswordVerifier(deps: IdentityDeps, body: Params, caller: Caller) {
  const responses = paramsOf(body, 'ChallengeResponses');
  const login = requireString(responses, 'USERNAME', 128);
  const secretBlock = Buffer.from(requireString(responses, 'PASSWORD_CLAIM_SECRET_BLOCK', 4096), 'base64');
  const signature = Buffer.from(requireString(responses, 'PASSWORD_CLAIM_SIGNATURE', 256), 'base64');
  const timestamp = requireString(responses, 'TIMESTAMP', 64);
  const when = parseSrpTimestamp(timestamp);
  if (!when) throw invalidParameter('TIMESTAMP must look like "Sat Nov 21 16:02:01 UTC 2026".');
  if (Math.abs(Date.now() - when.getTime()) > maxClockSkewMs)
    throw invalidParameter("TIMESTAMP is more than 5 minutes away from the server's clock.");

  // No rate limit here: each answer consumes a challenge, and InitiateAuth, which makes them, is limited.
  const challenge = await takeChallenge(deps.db, sha256(secretBlock));
  if (!challenge || challenge.expired)
    throw new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
  const user = challenge.sub ? await findUserBySub(deps.db, challenge.sub) : null;
  const account = user?.sub ?? challenge.login;
  const stand = user ? { verifier: user.srpVerifier, userIdForSrp: user.sub } : decoy(deps, challenge.login);
  const key = sessionKey(
    BigInt(`0x${challenge.srpA}`),
    BigInt(`0x${challenge.srpB}`),
    BigInt(`0x${challenge.srpBSecret}`),
    stand.verifier,
  );
  const expected = Buffer.from(
    claimSignature(key, deps.poolName, stand.userIdForSrp, secretBlock, timestamp),
    'base64',
  );
  const proven =
    !!user && namesUser(user, login) && expected.length === signature.length && timingSafeEqual(expected, signature);
  return settle(deps, user, account, proven, caller);
}

/** A password sent as is (USER_PASSWORD_AUTH, or USER_AUTH with PASSWORD): recomputes the verifier and compares. */
export async function passwordSignIn(deps: IdentityDeps, login: string, password: string, caller: Caller) {
  const { user, account } = await beginPasswordSignIn(deps, login, caller);
  const stand = user ? { salt: user.srpSalt, verifier: user.srpVerifier, userIdForSrp: user.sub } : decoy(deps, login);
  return settle(deps, user, account, passwordMatches(deps.poolName, stand, password), caller);
}
