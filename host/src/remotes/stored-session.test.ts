import { hasStoredTokens, storedIdToken } from './stored-session';

function storage(entries: Record<string, string>) {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (i: number) => keys[i] ?? null, getItem: (k: string) => entries[k] ?? null };
}

/** A JWT whose payload says it expires at `exp` (seconds); the signature is not read here. */
function jwt(exp: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part({ sub: 'sub-1', exp, 'cognito:username': 'ada' })}.signature`;
}

const now = Date.now() / 1000;

const withToken = (token: string) =>
  storage({
    'CognitoIdentityServiceProvider.web.LastAuthUser': 'ada',
    'CognitoIdentityServiceProvider.web.ada.idToken': token,
  });

it('sees stored tokens of this client only', () => {
  expect(hasStoredTokens('web', storage({ 'CognitoIdentityServiceProvider.web.LastAuthUser': 'ada' }))).toBe(true);
  expect(
    hasStoredTokens(
      'web',
      storage({ 'CognitoIdentityServiceProvider.other.LastAuthUser': 'ada', 'cliques-theme': 'dark' }),
    ),
  ).toBe(false);
});

it("finds the last user's ID token without knowing the client id", () => {
  const token = jwt(now + 3600);
  const stored = storage({
    'cliques-theme': 'dark',
    'CognitoIdentityServiceProvider.5abc.ada.accessToken': 'access',
    'CognitoIdentityServiceProvider.5abc.LastAuthUser': 'ada',
    'CognitoIdentityServiceProvider.5abc.ada.idToken': token,
  });
  expect(storedIdToken(stored)).toBe(token);
});

it('is anonymous with no session or an unreadable token', () => {
  expect(storedIdToken(storage({ 'cliques-theme': 'dark' }))).toBeNull();
  expect(storedIdToken(storage({ 'CognitoIdentityServiceProvider.web.LastAuthUser': 'ada' }))).toBeNull();
  expect(storedIdToken(withToken('not-a-jwt'))).toBeNull();
});

it('still sends an expired token, so a person coming back keeps their canary cohort (the server grants nothing with it)', () => {
  const expired = jwt(now - 7200);
  expect(storedIdToken(withToken(expired))).toBe(expired);
});

it('is anonymous when storage is blocked', () => {
  const blocked = {
    length: 1,
    key: () => {
      throw new Error('SecurityError');
    },
    getItem: () => null,
  };
  expect(storedIdToken(blocked)).toBeNull();
});
