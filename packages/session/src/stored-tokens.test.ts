import { hasStoredTokens, storedIdToken, tokenSubject, validStoredTokens } from './stored-tokens';

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

describe('validStoredTokens', () => {
  /** A JWT with these claims; the signature is not read here. */
  const token = (claims: object) =>
    ['{"alg":"RS256"}', JSON.stringify(claims), ''].map((part) => Buffer.from(part).toString('base64url')).join('.') +
    'signature';
  const at = Date.parse('2026-11-23T12:00:00Z');
  const exp = (ms: number) => (at + ms) / 1000;
  const idClaims = { sub: 'sub-1', 'cognito:username': 'ada', name: 'Zoë Ångström', exp: exp(3_600_000) };
  const stored = (entries: Record<string, string> = {}) =>
    storage({
      'CognitoIdentityServiceProvider.web.LastAuthUser': 'ada',
      'CognitoIdentityServiceProvider.web.ada.idToken': token(idClaims),
      'CognitoIdentityServiceProvider.web.ada.accessToken': token({ sub: 'sub-1', exp: exp(3_600_000) }),
      'CognitoIdentityServiceProvider.web.ada.clockDrift': '0',
      'CognitoIdentityServiceProvider.web.ada.signInDetails':
        '{"loginId":"ada@example.com","authFlowType":"USER_SRP_AUTH"}',
      ...entries,
    });

  it("gives the last user's tokens and claims (UTF-8) while both tokens are valid", () => {
    expect(validStoredTokens('web', stored(), at)).toEqual({
      idToken: token(idClaims),
      accessToken: token({ sub: 'sub-1', exp: exp(3_600_000) }),
      idClaims,
      loginId: 'ada@example.com',
    });
    expect(validStoredTokens('other', stored(), at)).toBeNull();
  });

  it('refuses a token within a minute of its expiry, stricter than the identity library (5 s)', () => {
    const soon = token({ sub: 'sub-1', exp: exp(59_000) });
    expect(
      validStoredTokens('web', stored({ 'CognitoIdentityServiceProvider.web.ada.accessToken': soon }), at),
    ).toBeNull();
    expect(validStoredTokens('web', stored({ 'CognitoIdentityServiceProvider.web.ada.idToken': soon }), at)).toBeNull();
    const later = token({ ...idClaims, exp: exp(61_000) });
    expect(
      validStoredTokens('web', stored({ 'CognitoIdentityServiceProvider.web.ada.idToken': later }), at),
    ).not.toBeNull();
  });

  it("counts the clock drift the identity library measured (the server's clock ahead of this one)", () => {
    const drift = (ms: string) => stored({ 'CognitoIdentityServiceProvider.web.ada.clockDrift': ms });
    expect(validStoredTokens('web', drift(String(3_600_000 - 50_000)), at)).toBeNull();
    expect(validStoredTokens('web', drift(String(-600_000)), at)).not.toBeNull();
    expect(validStoredTokens('web', drift('soon'), at)).toBeNull();
  });

  it('leaves the decision to the identity library when anything is missing or unreadable', () => {
    const without = (name: string) => stored({ [`CognitoIdentityServiceProvider.web.ada.${name}`]: '' });
    expect(validStoredTokens('web', without('idToken'), at)).toBeNull();
    expect(validStoredTokens('web', without('accessToken'), at)).toBeNull();
    expect(validStoredTokens('web', stored({ 'CognitoIdentityServiceProvider.web.LastAuthUser': '' }), at)).toBeNull();
    const noExpiry = token({ sub: 'sub-1', 'cognito:username': 'ada' });
    expect(
      validStoredTokens('web', stored({ 'CognitoIdentityServiceProvider.web.ada.idToken': noExpiry }), at),
    ).toBeNull();
    const noUser = token({ sub: 'sub-1', exp: exp(3_600_000) });
    expect(
      validStoredTokens('web', stored({ 'CognitoIdentityServiceProvider.web.ada.idToken': noUser }), at),
    ).toBeNull();
    expect(
      validStoredTokens('web', stored({ 'CognitoIdentityServiceProvider.web.ada.idToken': 'a.b!.c' }), at),
    ).toBeNull();
  });
});

it("names the token's user, or nobody when it cannot be read", () => {
  expect(tokenSubject(jwt(now + 3600))).toBe('sub-1');
  expect(tokenSubject('not-a-jwt')).toBeNull();
  expect(tokenSubject(null)).toBeNull();
});
