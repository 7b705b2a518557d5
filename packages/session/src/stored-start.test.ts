import { Amplify } from 'aws-amplify';
import { decodeJWT, fetchAuthSession, getCurrentUser } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { configure } from './identity';
import { SessionStore } from './session-store';
import { stringClaims, toSessionUser } from './session-user';

// The identity library is real here; only its loading by the session package is counted.
const mockLibrary = { loads: 0 };
jest.mock('./identity-session', () => {
  mockLibrary.loads += 1;
  return jest.requireActual('./identity-session');
});

const identity = { userPoolId: 'local-1_cliques', userPoolClientId: 'cliques-web' };

/** An unsigned JWT with these claims (nothing on the page verifies signatures; the API does). */
const jwt = (claims: object) =>
  [{ alg: 'RS256' }, claims].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') +
  '.signature';

/** Stores a session the way the identity library does after a sign-in, through its own token store. */
async function signedInByTheLibrary(expiresInMs: number): Promise<void> {
  Amplify.configure({ Auth: { Cognito: identity } });
  const exp = Math.floor((Date.now() + expiresInMs) / 1000);
  const idClaims = {
    sub: 'sub-1',
    'cognito:username': 'sub-1',
    email: 'ada@example.com',
    preferred_username: 'ada',
    name: 'Ada Lovelace',
    exp,
  };
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens({
    tokens: {
      idToken: decodeJWT(jwt(idClaims)),
      accessToken: decodeJWT(jwt({ sub: 'sub-1', username: 'sub-1', exp })),
      refreshToken: 'refresh-1',
      clockDrift: 0,
      username: 'sub-1',
      signInDetails: { loginId: 'ada', authFlowType: 'USER_SRP_AUTH' },
    },
  });
}

beforeEach(() => {
  // The check after the page has settled is another file's subject: its timer never fires here.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

// In order: the identity library, once loaded, stays loaded for the rest of the file.
it('a returning visitor with valid stored tokens is signed in without loading the identity library', async () => {
  await signedInByTheLibrary(3_600_000);
  configure(identity);
  const store = new SessionStore();
  await store.initialize();
  expect(store.initialized).toBe(true);
  expect(store.user).toMatchObject({ userId: 'sub-1', username: 'ada', displayName: 'Ada Lovelace' });
  await expect(store.getIdToken()).resolves.toBe(
    localStorage.getItem('CognitoIdentityServiceProvider.cliques-web.sub-1.idToken'),
  );
  expect(mockLibrary.loads).toBe(0);
});

it("publishes the same user as the identity library's own reading of the same tokens", async () => {
  await signedInByTheLibrary(3_600_000);
  configure(identity);
  const store = new SessionStore();
  await store.initialize();
  const { tokens } = await fetchAuthSession();
  const fromLibrary = toSessionUser({
    current: await getCurrentUser(),
    attributes: stringClaims(tokens?.idToken?.payload ?? {}),
    accessToken: String(tokens?.accessToken),
  });
  expect(store.user).toEqual(fromLibrary);
  expect(store.user).toEqual({
    userId: 'sub-1',
    email: 'ada@example.com',
    username: 'ada',
    displayName: 'Ada Lovelace',
    accessToken: String(tokens?.accessToken),
  });
});

it('a token due for refresh goes to the identity library, which loads at once', async () => {
  // Valid for the library (it refreshes 5 s before expiry), not for the page (a minute).
  await signedInByTheLibrary(30_000);
  configure(identity);
  // configure() starts loading it before the first session check: an import, done a tick later.
  await new Promise((resolve) => process.nextTick(resolve));
  expect(mockLibrary.loads).toBe(1);
  const store = new SessionStore();
  await store.initialize();
  // Today's check: the library asks the identity service for the attributes; there is none here, so
  // the check ends without a user, as it does online when the service refuses.
  expect(store.user).toBeNull();
  expect(store.initialized).toBe(true);
  await expect(store.getIdToken()).resolves.toBe(String((await fetchAuthSession()).tokens?.idToken));
});
