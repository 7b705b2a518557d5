// What the identity library (aws-amplify) left in localStorage, read by the entry before the shared
// modules (and so @cliques/session) are available: plain code only. Its keys are
// `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` (value: the user's name) and
// `CognitoIdentityServiceProvider.<clientId>.<user>.idToken`.

const prefix = 'CognitoIdentityServiceProvider.';
const lastUserSuffix = '.LastAuthUser';

/**
 * Whether this browser holds the identity library's tokens for a client (the rule of
 * `mayHaveStoredSession` in @cliques/session).
 */
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

/** Seconds since the epoch at which a JWT expires, or null when it cannot be read. */
function expiresAt(jwt: string): number | null {
  try {
    const payload = jwt.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/**
 * The last signed-in user's ID token, before the config (and so the client id) is known: found
 * through the `…LastAuthUser` key of whichever client wrote one. Null when there is none, or it has
 * expired (the identity library refreshes it later; until then the caller is anonymous).
 */
export function storedIdToken(storage: Pick<Storage, 'length' | 'key' | 'getItem'> = localStorage, now: number = Date.now()): string | null {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(prefix) || !key.endsWith(lastUserSuffix)) continue;
      const clientId = key.slice(prefix.length, -lastUserSuffix.length);
      const user = storage.getItem(key);
      const token = user ? storage.getItem(`${prefix}${clientId}.${user}.idToken`) : null;
      const exp = token ? expiresAt(token) : null;
      if (token && exp !== null && exp * 1000 > now) return token;
    }
  } catch {
    // Storage blocked: anonymous.
  }
  return null;
}
