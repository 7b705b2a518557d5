import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import type { SigningKey } from './keys';

/** Token lifetimes like Cognito's defaults (ID and access 1 h). */
export const tokenLifetimeSeconds = 3600;

export interface TokenSubject {
  sub: string;
  /** The name the person chose; tokens carry it as preferred_username. */
  username: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface TokenContext {
  key: SigningKey;
  issuer: string;
  clientId: string;
  /** The sign-in these tokens descend from; revoking it revokes them. */
  originJti: string;
  authTime: number;
}

/**
 * Issues a Cognito-shaped ID and access token pair. As in a Cognito pool that signs in by alias,
 * the internal username (cognito:username, the access token's username) is the sub, and the chosen
 * name is preferred_username: the sign-in handshake then never tells which account an email belongs to.
 */
export async function issueTokens(subject: TokenSubject, context: TokenContext) {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + tokenLifetimeSeconds;
  const header = { alg: 'RS256', kid: context.key.kid };
  const idToken = await new SignJWT({
    aud: context.clientId,
    token_use: 'id',
    email: subject.email,
    email_verified: subject.emailVerified,
    'cognito:username': subject.sub,
    preferred_username: subject.username,
    name: subject.name ?? subject.username,
    auth_time: context.authTime,
    origin_jti: context.originJti,
    event_id: randomUUID(),
  })
    .setProtectedHeader(header)
    .setSubject(subject.sub)
    .setIssuer(context.issuer)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .setJti(randomUUID())
    .sign(context.key.privateKey);
  const accessToken = await new SignJWT({
    client_id: context.clientId,
    token_use: 'access',
    username: subject.sub,
    scope: 'aws.cognito.signin.user.admin',
    auth_time: context.authTime,
    origin_jti: context.originJti,
    event_id: randomUUID(),
  })
    .setProtectedHeader(header)
    .setSubject(subject.sub)
    .setIssuer(context.issuer)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .setJti(randomUUID())
    .sign(context.key.privateKey);
  return { idToken, accessToken, expiresIn: tokenLifetimeSeconds };
}
