import * as auth from 'aws-amplify/auth';
import { configure } from './identity';
import { SessionStore } from './session-store';

jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () => ({
  getCurrentUser: jest.fn(),
  fetchAuthSession: jest.fn(),
  fetchUserAttributes: jest.fn(),
  signOut: jest.fn(),
  signIn: jest.fn(),
}));

const mocked = jest.mocked(auth);
const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
const jwt = (claims: object) =>
  [{ alg: 'RS256' }, claims].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') +
  '.signature';

/** A session stored an hour ago by the identity library, valid for another hour. */
function storedSession(): void {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const key = 'CognitoIdentityServiceProvider.cliques-web';
  localStorage.setItem(`${key}.LastAuthUser`, 'sub-1');
  localStorage.setItem(`${key}.sub-1.idToken`, jwt({ sub: 'sub-1', 'cognito:username': 'sub-1', name: 'Ada', exp }));
  localStorage.setItem(`${key}.sub-1.accessToken`, jwt({ sub: 'sub-1', exp }));
  localStorage.setItem(`${key}.sub-1.clockDrift`, '0');
}

async function startedFromStoredTokens(): Promise<SessionStore> {
  storedSession();
  configure({ userPoolId: 'local-1_cliques', userPoolClientId: 'cliques-web' });
  const store = new SessionStore();
  await store.initialize();
  expect(store.user).toMatchObject({ userId: 'sub-1', displayName: 'Ada' });
  expect(mocked.getCurrentUser).not.toHaveBeenCalled();
  return store;
}

/** Lets the page settle: the check runs a few seconds after the start. */
const settle = () => jest.advanceTimersByTimeAsync(5000);

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  localStorage.clear();
  mocked.getCurrentUser.mockResolvedValue({ userId: 'sub-1', username: 'sub-1' });
  mocked.fetchAuthSession.mockResolvedValue({
    tokens: {
      accessToken: { toString: () => 'access-2', payload: {} },
      idToken: { toString: () => 'id-2', payload: {} },
    },
  } as unknown as auth.AuthSession);
});
afterEach(() => {
  jest.useRealTimers();
  setOnline(true);
});

describe('the check once a page started from stored tokens has settled', () => {
  it("waits for the page, then the identity service's current attributes win", async () => {
    mocked.fetchUserAttributes.mockResolvedValue({ sub: 'sub-1', name: 'Ada Lovelace', preferred_username: 'ada' });
    const store = await startedFromStoredTokens();
    await jest.advanceTimersByTimeAsync(1000);
    expect(mocked.fetchUserAttributes).not.toHaveBeenCalled();
    await settle();
    expect(store.user).toMatchObject({ username: 'ada', displayName: 'Ada Lovelace', accessToken: 'access-2' });
  });

  it('keeps the published user when the identity service says the same, so nothing renders again', async () => {
    mocked.fetchAuthSession.mockResolvedValue({
      tokens: {
        accessToken: {
          toString: () => localStorage.getItem('CognitoIdentityServiceProvider.cliques-web.sub-1.accessToken'),
        },
        idToken: { toString: () => 'id', payload: {} },
      },
    } as unknown as auth.AuthSession);
    mocked.fetchUserAttributes.mockResolvedValue({ sub: 'sub-1', name: 'Ada' });
    const store = await startedFromStoredTokens();
    const published = store.user;
    await settle();
    expect(mocked.fetchUserAttributes).toHaveBeenCalled();
    expect(store.user).toBe(published);
  });

  it('signs out when the identity library says the session is gone', async () => {
    mocked.getCurrentUser.mockRejectedValue(Object.assign(new Error('gone'), { name: 'UserUnAuthenticatedException' }));
    mocked.fetchUserAttributes.mockRejectedValue(new Error('Access Token has been revoked'));
    const store = await startedFromStoredTokens();
    await settle();
    expect(store.user).toBeNull();
  });

  it.each([
    ['while offline', false, new TypeError('Failed to fetch')],
    [
      'when the identity service cannot be reached while online (a restart)',
      true,
      Object.assign(new Error('A network error has occurred.'), { name: 'NetworkError' }),
    ],
  ])('keeps the stored user %s', async (_when, online, sessionError) => {
    setOnline(online);
    mocked.fetchAuthSession.mockRejectedValue(sessionError);
    mocked.fetchUserAttributes.mockRejectedValue(new TypeError('Failed to fetch'));
    const store = await startedFromStoredTokens();
    await settle();
    expect(mocked.fetchAuthSession).toHaveBeenCalled();
    expect(store.user).toMatchObject({ userId: 'sub-1', displayName: 'Ada' });
  });

  it('keeps a person confirming their password signed in: a re-authentication begun before the check voids it', async () => {
    const store = await startedFromStoredTokens();
    // The re-authentication ends the library's session first; a wrong password leaves none.
    mocked.signOut.mockResolvedValue(undefined);
    mocked.getCurrentUser.mockRejectedValue(Object.assign(new Error('gone'), { name: 'UserUnAuthenticatedException' }));
    mocked.signIn.mockRejectedValue(
      Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
    );
    await expect(store.reauthenticate('Not-the-password-9')).rejects.toThrow('Incorrect username or password.');
    await settle();
    expect(store.user).toMatchObject({ userId: 'sub-1', displayName: 'Ada' });
  });

  it('leaves a sign-out made meanwhile alone', async () => {
    let answer: (value: auth.FetchUserAttributesOutput) => void = () => undefined;
    mocked.fetchUserAttributes.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const store = await startedFromStoredTokens();
    await settle();
    await store.signOut();
    answer({ sub: 'sub-1', name: 'Ada Lovelace' });
    await jest.advanceTimersByTimeAsync(0);
    expect(store.user).toBeNull();
  });
});

it('reading the user again after an account change renews the tokens a later page starts from', async () => {
  mocked.fetchUserAttributes.mockResolvedValue({ sub: 'sub-1', email: 'new@example.com' });
  const store = new SessionStore();
  await store.refreshUser();
  expect(mocked.fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
  expect(store.user).toMatchObject({ email: 'new@example.com' });
});
