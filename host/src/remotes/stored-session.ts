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

/**
 * The last signed-in user's ID token, before the config (and so the client id) is known: found
 * through the `…LastAuthUser` key of whichever client wrote one. Null when there is none. An expired
 * token is sent too: /config.json uses it only to know who asks (their canary cohort stays the same
 * when they come back after an hour), never to grant anything.
 */
export function storedIdToken(storage: Pick<Storage, 'length' | 'key' | 'getItem'> = localStorage): string | null {
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

/** The user id (`sub`) a stored ID token names, or null when it cannot be read. */
export function tokenSubject(token: string | null): string | null {
  try {
    const payload = token?.split('.')[1];
    if (!payload) return null;
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
