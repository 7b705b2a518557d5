import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { decodeJwt, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { suspendedUntil, suspensionMessage } from '../people';
import type { IdentityDeps } from './deps';
import { CognitoError } from './errors';
import { requireClient, requireString, type Params } from './input';
import { mfaAttributes } from './mfa.repository';
import { findRefreshToken, insertRefreshToken, supersede } from './refresh-tokens.repository';
import {
  findUserBySub,
  insertSession,
  revokeAllSessions,
  revokeSession,
  type IdentityUser,
} from './identity.repository';
import { issueTokens } from './tokens';

/** Refresh tokens live 30 days, like Cognito's default. */
export const refreshLifetimeSeconds = 30 * 24 * 3600;
/** How long a rotated-away refresh token keeps working (a second tab, a retried request). */
export const defaultRefreshGraceSeconds = 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const notAuthorized = (message: string) => new CognitoError('NotAuthorizedException', message);
const newRefreshToken = () => randomBytes(64).toString('base64url');

async function tokensFor(deps: IdentityDeps, user: IdentityUser, originJti: string, authTime: number) {
  return issueTokens(
    { sub: user.sub, username: user.username, email: user.email, emailVerified: user.confirmed, name: user.name },
    { key: deps.signingKey, issuer: deps.issuer, clientId: deps.clientId, originJti, authTime },
  );
}

/**
 * Starts a sign-in session: a new origin_jti and auth_time, a refresh token stored hashed, and the
 * first tokens. Every way of signing in ends here, after the password, code or passkey was proven,
 * so a suspended account is refused here (and only someone who proved it is theirs learns of it).
 */
export async function startSession(deps: IdentityDeps, user: IdentityUser) {
  const until = await suspendedUntil(deps.db, user.sub);
  if (until) throw notAuthorized(suspensionMessage(until));
  const originJti = randomUUID();
  const authTime = Math.floor(Date.now() / 1000);
  const refreshToken = newRefreshToken();
  await deps.db.transaction(async (tx) => {
    await insertSession(
      tx,
      { originJti, sub: user.sub, refreshTokenHash: hashToken(refreshToken), authTime },
      refreshLifetimeSeconds,
    );
    await insertRefreshToken(tx, hashToken(refreshToken), originJti);
  });
  const tokens = await tokensFor(deps, user, originJti, authTime);
  return {
    AccessToken: tokens.accessToken,
    IdToken: tokens.idToken,
    RefreshToken: refreshToken,
    ExpiresIn: tokens.expiresIn,
    TokenType: 'Bearer',
  };
}

/**
 * New tokens for a refresh token, which rotates: each use answers a new refresh token. A token
 * already rotated away still works for `refreshGraceSeconds` (and rotates again); used after that,
 * it has been copied, so the whole sign-in (its origin_jti) is revoked. The session's auth_time is kept.
 */
export async function refreshTokens(deps: IdentityDeps, refreshToken: string) {
  const tokenHash = hashToken(refreshToken);
  const stored = await findRefreshToken(deps.db, tokenHash);
  if (!stored) throw notAuthorized('Invalid Refresh Token');
  if (stored.revoked) throw notAuthorized('Refresh Token has been revoked');
  if (stored.expired) throw notAuthorized('Refresh Token has expired');
  let supersededAgo = stored.supersededSecondsAgo;
  // Losing the race to supersede means another request rotated this token a moment ago.
  if (supersededAgo === null && !(await supersede(deps.db, tokenHash))) supersededAgo = 0;
  if (supersededAgo !== null && supersededAgo > deps.refreshGraceSeconds) {
    await revokeSession(deps.db, stored.originJti);
    deps.revocations.markRevoked([stored.originJti]);
    throw notAuthorized('Refresh Token has been revoked');
  }
  const user = await findUserBySub(deps.db, stored.sub);
  if (!user?.confirmed) throw notAuthorized('Invalid Refresh Token');
  const rotated = newRefreshToken();
  await insertRefreshToken(deps.db, hashToken(rotated), stored.originJti);
  const tokens = await tokensFor(deps, user, stored.originJti, stored.authTime);
  return {
    AccessToken: tokens.accessToken,
    IdToken: tokens.idToken,
    RefreshToken: rotated,
    ExpiresIn: tokens.expiresIn,
    TokenType: 'Bearer',
  };
}

/** GetTokensFromRefreshToken: how Amplify refreshes (it keeps the RefreshToken it is given). */
export async function getTokensFromRefreshToken(deps: IdentityDeps, body: Params) {
  requireClient(body, deps.clientId);
  return { AuthenticationResult: await refreshTokens(deps, requireString(body, 'RefreshToken', 4096)) };
}

/** An access token's account and claims. */
export interface AccessGrant {
  user: IdentityUser;
  claims: JWTPayload & { origin_jti: string; auth_time?: number };
}

/** Verifies an access token: our signature, issuer, client, token_use, expiry, and a session that was not revoked. */
export async function verifyAccessToken(deps: IdentityDeps, token: string): Promise<AccessGrant> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, deps.jwks, { algorithms: ['RS256'], issuer: deps.issuer }));
  } catch (error) {
    throw notAuthorized(error instanceof joseErrors.JWTExpired ? 'Access Token has expired' : 'Invalid Access Token');
  }
  if (payload.token_use !== 'access' || payload.client_id !== deps.clientId || typeof payload.sub !== 'string')
    throw notAuthorized('Invalid Access Token');
  const originJti = payload.origin_jti;
  if (typeof originJti !== 'string' || (await deps.revocations.isRevoked(originJti)))
    throw notAuthorized('Access Token has been revoked');
  const user = await findUserBySub(deps.db, payload.sub);
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  return {
    user,
    claims: {
      ...payload,
      origin_jti: originJti,
      auth_time: typeof payload.auth_time === 'number' ? payload.auth_time : undefined,
    },
  };
}

/** The account of a request's AccessToken parameter. */
export async function accessUser(deps: IdentityDeps, body: Params): Promise<IdentityUser> {
  return (await verifyAccessToken(deps, requireString(body, 'AccessToken', 8192))).user;
}

/** GetUser: the account's attributes as name/value pairs (fetchUserAttributes) and its MFA state (fetchMFAPreference). */
export async function getUser(deps: IdentityDeps, body: Params) {
  const user = await accessUser(deps, body);
  const attributes: Record<string, string> = {
    sub: user.sub,
    email: user.email,
    email_verified: String(user.confirmed),
    preferred_username: user.username,
    ...(user.name ? { name: user.name } : {}),
  };
  return {
    Username: user.sub,
    UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    ...(await mfaAttributes(deps.db, user.sub)),
  };
}

/** Whether a token is a JWT (an access or ID token): refresh tokens here are opaque, without a dot. */
function isJwt(token: string): boolean {
  try {
    decodeJwt(token);
    return true;
  } catch {
    return false;
  }
}

/**
 * RevokeToken (plain sign-out): revokes the refresh token's session and so every token descending
 * from it. Only a refresh token can be revoked: an access or ID token is UnsupportedTokenTypeException,
 * as from Cognito (a 200 would claim a revocation that did not happen). An unknown client is
 * UnauthorizedException, the error Cognito documents for RevokeToken (it lists no ResourceNotFoundException).
 * An unknown or already revoked refresh token answers 200, as a revocation endpoint does (RFC 7009).
 */
export async function revokeToken(deps: IdentityDeps, body: Params) {
  requireClient(body, deps.clientId, () => new CognitoError('UnauthorizedException', 'Client is not authorized.'));
  const token = requireString(body, 'Token', 4096);
  const stored = await findRefreshToken(deps.db, hashToken(token));
  if (!stored && isJwt(token))
    throw new CognitoError('UnsupportedTokenTypeException', 'Only a refresh token can be revoked.');
  if (stored && !stored.revoked) {
    await revokeSession(deps.db, stored.originJti);
    deps.revocations.markRevoked([stored.originJti]);
  }
  return {};
}

/** GlobalSignOut: revokes every session of the access token's account. */
export async function globalSignOut(deps: IdentityDeps, body: Params) {
  const user = await accessUser(deps, body);
  deps.revocations.markRevoked(await revokeAllSessions(deps.db, user.sub));
  return {};
}
