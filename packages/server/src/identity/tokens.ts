import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import type { SigningKey } from './keys';

/** Token lifetimes like Cognito's defaults (ID and access 1 h). */
export const tokenLifetimeSeconds = 3600;

export interface TokenSubject {
  sub: string;
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

/** Issues a Cognito-shaped ID and access token pair. */
export async function issueTokens(subject: TokenSubject, context: TokenContext) {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + tokenLifetimeSeconds;
  const header = { alg: 'RS256', kid: context.key.kid };
  const idToken = await new SignJWT({
    aud: context.clientId,
    token_use: 'id',
    email: subject.email,
    email_verified: subject.emailVerified,
    'cognito:username': subject.username,
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
    username: subject.username,
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
