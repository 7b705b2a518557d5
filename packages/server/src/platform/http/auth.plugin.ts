import fp from 'fastify-plugin';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

/** The caller, taken from a verified ID token; never from anything the client sends besides it. */
export interface AuthUser {
  userId: string;
  username: string;
  email: string;
  displayName: string;
  /** The sign-in session the token descends from (revocable). */
  originJti?: string;
  /** Token expiry, seconds since the epoch. */
  exp: number;
}

export interface TokenVerifierOptions {
  issuer: string;
  clientId: string;
  /** Keys in hand (the built-in endpoint) or a JWKS URL (Amazon Cognito). */
  jwks: { keys: object[] } | URL;
  /** Whether a sign-in session was revoked (built-in endpoint: RevokeToken / GlobalSignOut). */
  isRevoked?: (originJti: string) => Promise<boolean>;
}

/**
 * Tokens whose signature and claims were checked, kept so a signed-in client's next calls skip the
 * RSA check: enough for the people active on one instance within a token's hour (about 1 KiB each,
 * 20 MiB in all). Fewer, and a crowd larger than the cache (10,000 people voting in one poll) made
 * every call pay the RSA check again.
 */
const verifiedCacheSize = 20_000;

/**
 * Verifies Cognito-shaped ID tokens: RS256 only, issuer, audience, token_use, expiry. A token that
 * passed is remembered until it expires (the signature covers every byte of it, so the same string
 * is the same token); revocation and expiry are still checked on every call.
 */
export function createTokenVerifier(options: TokenVerifierOptions) {
  const getKey = keySource(options);
  const verified = new Map<string, AuthUser>();
  const check = async (token: string): Promise<AuthUser> => {
    const known = verified.get(token);
    if (known && known.exp > Date.now() / 1000) return known;
    verified.delete(token);
    const { payload } = await jwtVerify(token, getKey, {
      algorithms: ['RS256'],
      issuer: options.issuer,
      audience: options.clientId,
    });
    if (payload.token_use !== 'id' || typeof payload.sub !== 'string') throw new Error('not an ID token');
    const username = String(payload['cognito:username'] ?? payload.preferred_username ?? payload.sub);
    const user: AuthUser = {
      userId: payload.sub,
      username: String(payload.preferred_username ?? username),
      email: String(payload.email ?? ''),
      displayName: String(payload.name ?? payload.preferred_username ?? username),
      originJti: typeof payload.origin_jti === 'string' ? payload.origin_jti : undefined,
      exp: payload.exp ?? 0,
    };
    if (verified.size >= verifiedCacheSize) verified.delete(verified.keys().next().value as string);
    verified.set(token, user);
    return user;
  };
  return async function verifyIdToken(token: string): Promise<AuthUser> {
    const user = await check(token);
    if (user.originJti && options.isRevoked && (await options.isRevoked(user.originJti)))
      throw new Error('session revoked');
    return user;
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

/** How long after expiry a token still says who its bearer is, for choosing their canary cohort. */
export const identifyGraceSeconds = 30 * 86_400;

/**
 * Tells who sent a token without granting them anything: signature, issuer, audience and token_use
 * are checked as for the API, but a token up to 30 days past expiry is still accepted (and revocation
 * is not asked). `/config.json` uses it so a person coming back after a week keeps their canary
 * cohort before the session refreshes; never use it to authorise.
 */
export function createCallerIdentifier(options: TokenVerifierOptions) {
  const getKey = keySource(options);
  return async function identifyCaller(token: string): Promise<{ userId: string } | null> {
    try {
      const { payload } = await jwtVerify(token, getKey, {
        algorithms: ['RS256'],
        issuer: options.issuer,
        audience: options.clientId,
        clockTolerance: identifyGraceSeconds,
      });
      return payload.token_use === 'id' && typeof payload.sub === 'string' ? { userId: payload.sub } : null;
    } catch {
      return null;
    }
  };
}

export type CallerIdentifier = ReturnType<typeof createCallerIdentifier>;

function keySource(options: TokenVerifierOptions): JWTVerifyGetKey {
  return options.jwks instanceof URL
    ? createRemoteJWKSet(options.jwks)
    : createLocalJWKSet(options.jwks as Parameters<typeof createLocalJWKSet>[0]);
}

/** The token of an `Authorization: Bearer …` header, if there is one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on every /api route that needs a signed-in caller. */
    user?: AuthUser;
  }
  interface FastifyContextConfig {
    /** Opt a route out of the /api bearer check (contact, health, realtime upgrade). */
    public?: boolean;
  }
}

/** The bearer check for the whole /api scope; routes opt out with `config: { public: true }`. */
export const authPlugin = fp<{ verify: TokenVerifier }>(async (app, { verify }) => {
  app.decorateRequest('user', undefined);
  // The OpenAPI document asks no token of a public route, unless the route declares its own `security`.
  app.addHook('onRoute', (route) => {
    if (route.config?.public && route.schema && route.schema.security === undefined) route.schema.security = [];
  });
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    request.user = await authenticate(request, verify);
  });
});

/** Reads and verifies the bearer token of a request. */
export async function authenticate(request: FastifyRequest, verify: TokenVerifier): Promise<AuthUser> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Missing bearer token');
  try {
    return await verify(token);
  } catch {
    throw unauthorized('Invalid or expired token');
  }
}

/** The signed-in caller of a route behind the auth hook. */
export function callerOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
