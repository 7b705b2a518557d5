// What the identity library (aws-amplify 6) left in localStorage, read without loading it. Plain code
// with no imports: the host's entry bundles this module by its own path (`@cliques/session/stored-tokens`)
// before the shared modules exist, and the session store reads the same keys through it. The keys
// (@aws-amplify/auth, tokenProvider/TokenStore.ts) are `CognitoIdentityServiceProvider.<clientId>.LastAuthUser`
// (value: the user's name) and `CognitoIdentityServiceProvider.<clientId>.<user>.<idToken|accessToken|
// clockDrift|signInDetails|…>`. Nothing read here is verified: it only decides what the page shows
// first; the API checks every token it is sent.

type Readable = Pick<Storage, 'length' | 'key' | 'getItem'>;

const prefix = 'CognitoIdentityServiceProvider.';
const lastUserSuffix = '.LastAuthUser';

/**
 * How long before its expiry a stored token stops counting as valid. The identity library refreshes a
 * token 5 s before it expires (isTokenExpired's tolerance); a minute is stricter, so a token read here
 * is never one the library would have refreshed.
 */
export const expiryMarginMs = 60_000;

/** The stored tokens of the last signed-in user of a client, decoded. */
export interface StoredTokens {
  idToken: string;
  accessToken: string;
  /** The ID token's claims (sub, cognito:username, email, preferred_username, name…). */
  idClaims: Record<string, unknown>;
  /** What the visitor typed to sign in, as the identity library keeps it (`signInDetails.loginId`). */
  loginId?: string;
}

/** Whether this browser holds the identity library's tokens for a client; true when storage cannot be read. */
export function hasStoredTokens(clientId: string, storage: Pick<Storage, 'length' | 'key'> = localStorage): boolean {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(`${prefix}${clientId}.`)) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/**
 * The last signed-in user's ID token, before the config (and so the client id) is known: found
 * through the `…LastAuthUser` key of whichever client wrote one. Null when there is none. An expired
 * token is given too: /config.json uses it only to know who asks (their canary cohort stays the same
 * when they come back after an hour), never to grant anything.
 */
export function storedIdToken(storage: Readable = localStorage): string | null {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(prefix) || !key.endsWith(lastUserSuffix)) continue;
      const clientId = key.slice(prefix.length, -lastUserSuffix.length);
      const user = storage.getItem(key);
      const token = user ? storage.getItem(`${prefix}${clientId}.${user}.idToken`) : null;
      if (token && token.split('.').length === 3) return token;
    }
  } catch {
    // Storage blocked: anonymous.
  }
  return null;
}

/** The claims of a JWT (its payload, UTF-8 JSON in base64url), or null when it cannot be read. */
export function tokenClaims(token: string | null): Record<string, unknown> | null {
  try {
    const parts = token?.split('.');
    if (parts?.length !== 3 || !parts[1]) return null;
    const binary = atob(
      parts[1]
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(parts[1].length / 4) * 4, '='),
    );
    const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The user id (`sub`) a stored ID token names, or null when it cannot be read. */
export function tokenSubject(token: string | null): string | null {
  const sub = tokenClaims(token)?.sub;
  return typeof sub === 'string' ? sub : null;
}

/**
 * Whether a token's claims are still valid at `now` by the identity library's own clock correction
 * (`clockDrift`: the server's clock minus this one, in ms), with `expiryMarginMs` to spare.
 */
function stillValid(claims: Record<string, unknown> | null, clockDrift: number, now: number): boolean {
  const exp = claims?.exp;
  return typeof exp === 'number' && now + clockDrift + expiryMarginMs <= exp * 1000;
}

/** The stored `signInDetails.loginId`, when the stored value is readable. */
function storedLoginId(value: string | null): string | undefined {
  try {
    const loginId = (JSON.parse(value ?? 'null') as { loginId?: unknown } | null)?.loginId;
    return typeof loginId === 'string' ? loginId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The last signed-in user's stored ID and access tokens for a client while both are valid (see
 * `stillValid`); null when either is missing, unreadable, expired or due for refresh, when the ID
 * token does not name its user, or when storage cannot be read. Then the identity library decides.
 */
export function validStoredTokens(
  clientId: string,
  storage: Readable = localStorage,
  now = Date.now(),
): StoredTokens | null {
  try {
    const user = storage.getItem(`${prefix}${clientId}${lastUserSuffix}`);
    if (!user) return null;
    const read = (name: string) => storage.getItem(`${prefix}${clientId}.${user}.${name}`);
    const [idToken, accessToken] = [read('idToken'), read('accessToken')];
    const idClaims = tokenClaims(idToken);
    // Not a number: the library's check would pass any token; here none passes.
    const clockDrift = Number.parseInt(read('clockDrift') ?? '0', 10);
    if (!idToken || !accessToken || !idClaims || !Number.isFinite(clockDrift)) return null;
    if (!stillValid(idClaims, clockDrift, now) || !stillValid(tokenClaims(accessToken), clockDrift, now)) return null;
    if (typeof idClaims.sub !== 'string' || typeof idClaims['cognito:username'] !== 'string') return null;
    return { idToken, accessToken, idClaims, loginId: storedLoginId(read('signInDetails')) };
  } catch {
    return null;
  }
}
