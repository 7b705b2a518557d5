import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from './database';

/** The id the seed gives user or post number n (PostgreSQL's `md5(prefix || n)::uuid`). */
export function seededId(prefix: 'u' | 'p', n: number): string {
  const hex = createHash('md5').update(`${prefix}${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The built-in identity endpoint's signing key, as the server stores it. */
export interface SigningKey {
  kid: string;
  private_jwk: Record<string, unknown>;
}

/** Reads the server's signing key from its database. */
export async function readSigningKey(db: Queryable): Promise<SigningKey> {
  const { rows } = await db.query<SigningKey>(
    'SELECT kid, private_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1',
  );
  if (!rows[0]) throw new Error('The server made no signing key');
  return rows[0];
}

/**
 * An ID token for a user, signed with the built-in identity endpoint's key as it signs them (issuer
 * `<origin>/identity/<pool>`, audience the web client), so the server verifies it as real.
 */
export async function signIdToken(
  signingKey: SigningKey,
  origin: string,
  userId: string,
  username: string,
  lifetimeSeconds = 3 * 3600,
): Promise<string> {
  const { importJWK, SignJWT } = await import('jose');
  const key = await importJWK(signingKey.private_jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    aud: process.env.IDENTITY_CLIENT_ID ?? 'cliques-web',
    token_use: 'id',
    'cognito:username': username,
    preferred_username: username,
    origin_jti: randomUUID(),
  })
    .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid })
    .setSubject(userId)
    .setIssuer(`${origin}/identity/${process.env.IDENTITY_POOL_ID ?? 'local-1_cliques'}`)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(key);
}

/** ID tokens for seeded users (see {@link signIdToken}). */
export async function idTokens(
  signingKey: SigningKey,
  origin: string,
  userNumbers: number[],
): Promise<Map<number, string>> {
  const tokens = new Map<number, string>();
  for (const n of userNumbers) tokens.set(n, await signIdToken(signingKey, origin, seededId('u', n), `bench_${n}`));
  return tokens;
}
