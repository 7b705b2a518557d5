import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { IdentityDeps } from './deps';
import { CognitoError } from './errors';
import { requireClient, requireString, type Params } from './input';
import { findSessionByRefreshHash, findUserBySub, insertSession, revokeAllSessions, revokeSession, type IdentityUser } from './store';
import { issueTokens } from './tokens';

/** Refresh tokens live 30 days, like Cognito's default. */
export const refreshLifetimeSeconds = 30 * 24 * 3600;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const notAuthorized = (message: string) => new CognitoError('NotAuthorizedException', message);

async function tokensFor(deps: IdentityDeps, user: IdentityUser, originJti: string, authTime: number) {
  return issueTokens(
    { sub: user.sub, username: user.username, email: user.email, emailVerified: user.confirmed, name: user.name },
    { key: deps.signingKey, issuer: deps.issuer, clientId: deps.clientId, originJti, authTime },
  );
}

/** Starts a sign-in session: a new origin_jti, a refresh token stored hashed, and the first tokens. */
export async function startSession(deps: IdentityDeps, user: IdentityUser) {
  const originJti = randomUUID();
  const authTime = Math.floor(Date.now() / 1000);
  const refreshToken = randomBytes(64).toString('base64url');
  await insertSession(deps.db, { originJti, sub: user.sub, refreshTokenHash: hashToken(refreshToken), authTime }, refreshLifetimeSeconds);
  const tokens = await tokensFor(deps, user, originJti, authTime);
  return { AccessToken: tokens.accessToken, IdToken: tokens.idToken, RefreshToken: refreshToken, ExpiresIn: tokens.expiresIn, TokenType: 'Bearer' };
}

/** New ID and access tokens for a live refresh token (same origin_jti; the refresh token is not rotated). */
export async function refreshTokens(deps: IdentityDeps, refreshToken: string) {
  const session = await findSessionByRefreshHash(deps.db, hashToken(refreshToken));
  if (!session) throw notAuthorized('Invalid Refresh Token');
  if (session.revoked) throw notAuthorized('Refresh Token has been revoked');
  if (session.expired) throw notAuthorized('Refresh Token has expired');
  const user = await findUserBySub(deps.db, session.sub);
  if (!user?.confirmed) throw notAuthorized('Invalid Refresh Token');
  const tokens = await tokensFor(deps, user, session.originJti, session.authTime);
  return { AccessToken: tokens.accessToken, IdToken: tokens.idToken, ExpiresIn: tokens.expiresIn, TokenType: 'Bearer' };
}

/** GetTokensFromRefreshToken: how Amplify refreshes. */
export async function getTokensFromRefreshToken(deps: IdentityDeps, body: Params) {
  requireClient(body, deps.clientId);
  return { AuthenticationResult: await refreshTokens(deps, requireString(body, 'RefreshToken', 4096)) };
}

/** Verifies an access token: our signature, issuer, client, token_use, expiry, and a session that was not revoked. */
async function verifyAccessToken(deps: IdentityDeps, token: string): Promise<IdentityUser> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, deps.jwks, { algorithms: ['RS256'], issuer: deps.issuer }));
  } catch (error) {
    throw notAuthorized(error instanceof joseErrors.JWTExpired ? 'Access Token has expired' : 'Invalid Access Token');
  }
  if (payload.token_use !== 'access' || payload.client_id !== deps.clientId || typeof payload.sub !== 'string') throw notAuthorized('Invalid Access Token');
  if (typeof payload.origin_jti !== 'string' || (await deps.revocations.isRevoked(payload.origin_jti))) throw notAuthorized('Access Token has been revoked');
  const user = await findUserBySub(deps.db, payload.sub);
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  return user;
}

/** GetUser: the account's attributes as name/value pairs (fetchUserAttributes). */
export async function getUser(deps: IdentityDeps, body: Params) {
  const user = await verifyAccessToken(deps, requireString(body, 'AccessToken', 8192));
  const attributes: Record<string, string> = {
    sub: user.sub,
    email: user.email,
    email_verified: String(user.confirmed),
    preferred_username: user.username,
    ...(user.name ? { name: user.name } : {}),
  };
  return { Username: user.sub, UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })) };
}

/** RevokeToken (plain sign-out): revokes the refresh token's session and so every token descending from it. */
export async function revokeToken(deps: IdentityDeps, body: Params) {
  requireClient(body, deps.clientId);
  const session = await findSessionByRefreshHash(deps.db, hashToken(requireString(body, 'Token', 4096)));
  if (session && !session.revoked) {
    await revokeSession(deps.db, session.originJti);
    deps.revocations.markRevoked([session.originJti]);
  }
  return {};
}

/** GlobalSignOut: revokes every session of the access token's account. */
export async function globalSignOut(deps: IdentityDeps, body: Params) {
  const user = await verifyAccessToken(deps, requireString(body, 'AccessToken', 8192));
  deps.revocations.markRevoked(await revokeAllSessions(deps.db, user.sub));
  return {};
}
