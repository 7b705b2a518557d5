import * as auth from 'aws-amplify/auth';
import { autorun } from 'mobx';
import { sessionEventKey } from './cross-tab';
import { SessionStore } from './session-store';

jest.mock('aws-amplify/auth', () => ({
  signIn: jest.fn(),
  signUp: jest.fn(),
  confirmSignUp: jest.fn(),
  resendSignUpCode: jest.fn(),
  signOut: jest.fn(),
  getCurrentUser: jest.fn(),
  fetchAuthSession: jest.fn(),
  fetchUserAttributes: jest.fn(),
}));

const mocked = jest.mocked(auth);
const token = (value: string) => ({ toString: () => value, payload: {} });

/** The identity library as it answers for a signed-in user. */
function signedInAs({ attributes = {}, loginId }: { attributes?: Record<string, string>; loginId?: string } = {}) {
  mocked.getCurrentUser.mockResolvedValue({
    userId: 'sub-1',
    username: 'sub-1',
    signInDetails: loginId ? { loginId } : undefined,
  });
  mocked.fetchAuthSession.mockResolvedValue({
    tokens: { accessToken: token('access-1'), idToken: token('id-1') },
  } as unknown as auth.AuthSession);
  mocked.fetchUserAttributes.mockResolvedValue({ sub: 'sub-1', ...attributes });
}

function signedOut() {
  const error = Object.assign(new Error('User needs to be authenticated to call this API.'), {
    name: 'UserUnAuthenticatedException',
  });
  mocked.getCurrentUser.mockRejectedValue(error);
  mocked.fetchAuthSession.mockResolvedValue({ tokens: undefined } as auth.AuthSession);
  mocked.fetchUserAttributes.mockRejectedValue(error);
}

const done = { isSignedIn: true, nextStep: { signInStep: 'DONE' } } as const;

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  mocked.signOut.mockResolvedValue(undefined);
});

describe('initialize', () => {
  it('starts loading and not initialized', () => {
    const store = new SessionStore();
    expect(store.loading).toBe(true);
    expect(store.initialized).toBe(false);
    expect(store.user).toBeNull();
  });

  it('reads the current user, session and attributes into the user', async () => {
    signedInAs({
      attributes: { email: 'ada@example.com', preferred_username: 'ada', name: 'Ada Lovelace' },
      loginId: 'ada',
    });
    const store = new SessionStore();
    await store.initialize();
    expect(store.user).toEqual({
      userId: 'sub-1',
      email: 'ada@example.com',
      username: 'ada',
      displayName: 'Ada Lovelace',
      accessToken: 'access-1',
    });
    expect(store.loading).toBe(false);
    expect(store.initialized).toBe(true);
  });

  it('is observable: a reaction sees the user, loading and initialized change', async () => {
    signedInAs({ attributes: { preferred_username: 'ada' } });
    const store = new SessionStore();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${store.user?.username ?? 'none'} ${store.loading} ${store.initialized}`));
    await store.initialize();
    stop();
    expect(seen[0]).toBe('none true false');
    expect(seen.at(-1)).toBe('ada false true');
  });

  it('ends with no user when there is no session', async () => {
    signedOut();
    const store = new SessionStore();
    await store.initialize();
    expect(store.user).toBeNull();
    expect(store.loading).toBe(false);
    expect(store.initialized).toBe(true);
  });
});

describe('user fallbacks', () => {
  it('uses the auth username when there is no preferred_username, and the username as display name', async () => {
    signedInAs({ attributes: { email: 'bo@example.com' } });
    const store = new SessionStore();
    await store.initialize();
    expect(store.user).toMatchObject({ username: 'sub-1', displayName: 'sub-1' });
  });

  it('falls back to the preferred username for the display name', async () => {
    signedInAs({ attributes: { email: 'bo@example.com', preferred_username: 'bo' } });
    const store = new SessionStore();
    await store.initialize();
    expect(store.user).toMatchObject({ username: 'bo', displayName: 'bo' });
  });

  it('takes the email from the login id, else the typed username, when there is no email attribute', async () => {
    signedInAs({ attributes: { preferred_username: 'cy' }, loginId: 'cy@example.com' });
    const store = new SessionStore();
    await store.initialize();
    expect(store.user?.email).toBe('cy@example.com');

    signedInAs({ attributes: { preferred_username: 'cy' } });
    mocked.signIn.mockResolvedValue(done);
    await store.signIn('cy', 'password1');
    expect(store.user?.email).toBe('cy');
  });
});

describe('signIn', () => {
  it('signs out any existing session, then signs in, then loads the user', async () => {
    const calls: string[] = [];
    mocked.signOut.mockImplementation(async () => void calls.push('signOut'));
    mocked.signIn.mockImplementation(async () => {
      calls.push('signIn');
      return done;
    });
    signedInAs({ attributes: { email: 'ada@example.com', preferred_username: 'ada' } });
    mocked.fetchUserAttributes.mockImplementation(async () => {
      calls.push('loadUser');
      return { email: 'ada@example.com', preferred_username: 'ada' };
    });
    const store = new SessionStore();
    const user = await store.signIn('ada', 'password1');
    expect(calls).toEqual(['signOut', 'signIn', 'loadUser']);
    expect(mocked.signIn).toHaveBeenCalledWith({
      username: 'ada',
      password: 'password1',
      options: { clientMetadata: { language: 'en' } },
    });
    expect(store.user).toEqual(user);
    expect(store.loading).toBe(false);
  });

  it("fails with 'Please confirm your account first' when the next step is confirm sign-up", async () => {
    mocked.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    const store = new SessionStore();
    await expect(store.signIn('new', 'password1')).rejects.toThrow('Please confirm your account first');
    expect(store.user).toBeNull();
    expect(store.loading).toBe(false);
  });

  it("passes the identity service's error on", async () => {
    mocked.signIn.mockRejectedValue(
      Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
    );
    const store = new SessionStore();
    await expect(store.signIn('ada', 'wrong')).rejects.toThrow('Incorrect username or password.');
    expect(store.user).toBeNull();
  });

  it('publishes the user only once beforeSignedIn has finished', async () => {
    signedInAs({ attributes: { preferred_username: 'ada' } });
    mocked.signIn.mockResolvedValue(done);
    const store = new SessionStore();
    let finishSync: () => void = () => undefined;
    const beforeSignedIn = jest.fn(() => new Promise<void>((resolve) => (finishSync = resolve)));
    const signingIn = store.signIn('ada', 'password1', { beforeSignedIn });
    await new Promise((r) => setTimeout(r, 0));
    expect(beforeSignedIn).toHaveBeenCalledTimes(1);
    expect(store.user).toBeNull();
    finishSync();
    await signingIn;
    expect(store.user?.username).toBe('ada');
  });

  it('signs the new session out and passes the error on when beforeSignedIn fails', async () => {
    signedInAs();
    mocked.signIn.mockResolvedValue(done);
    const store = new SessionStore();
    await expect(
      store.signIn('ada', 'password1', { beforeSignedIn: () => Promise.reject(new Error('sync failed')) }),
    ).rejects.toThrow('sync failed');
    expect(store.user).toBeNull();
    expect(mocked.signOut).toHaveBeenCalledTimes(2);
  });
});

describe('sign-up, confirmation, resend', () => {
  it('sends the email as a user attribute with the username and password, and the chosen language, loading during the call', async () => {
    let resolve: (value: auth.SignUpOutput) => void = () => undefined;
    mocked.signUp.mockReturnValue(new Promise((r) => (resolve = r)));
    localStorage.setItem('cliques-language', 'es');
    const store = new SessionStore();
    await store.initialize().catch(() => undefined);
    const pending = store.signUp('ada@example.com', 'ada', 'password1');
    expect(store.loading).toBe(true);
    resolve({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } } as auth.SignUpOutput);
    await pending;
    expect(store.loading).toBe(false);
    expect(mocked.signUp).toHaveBeenCalledWith({
      username: 'ada',
      password: 'password1',
      // The mailed code is in the language chosen in the browser.
      options: { userAttributes: { email: 'ada@example.com' }, clientMetadata: { language: 'es' } },
    });
    localStorage.removeItem('cliques-language');
  });

  it('passes errors on and stops loading', async () => {
    mocked.confirmSignUp.mockRejectedValue(new Error('Invalid verification code provided, please try again.'));
    mocked.resendSignUpCode.mockRejectedValue(new Error('Attempt limit exceeded, please try after some time.'));
    const store = new SessionStore();
    await expect(store.confirmSignUp('ada', '123456')).rejects.toThrow(
      'Invalid verification code provided, please try again.',
    );
    expect(mocked.confirmSignUp).toHaveBeenCalledWith({ username: 'ada', confirmationCode: '123456' });
    await expect(store.resendSignUpCode('ada')).rejects.toThrow('Attempt limit exceeded');
    expect(mocked.resendSignUpCode).toHaveBeenCalledWith({
      username: 'ada',
      options: { clientMetadata: { language: 'en' } },
    });
    expect(store.loading).toBe(false);
  });
});

describe('signOut and other tabs', () => {
  it('leads to no user and tells other tabs', async () => {
    signedInAs();
    const store = new SessionStore();
    await store.initialize();
    await store.signOut();
    expect(store.user).toBeNull();
    expect(store.loading).toBe(false);
    expect(JSON.parse(localStorage.getItem(sessionEventKey) ?? '{}').event).toBe('signOut');
  });

  it('follows a sign-out and a sign-in made in another tab', async () => {
    signedInAs({ attributes: { preferred_username: 'ada' } });
    const store = new SessionStore();
    await store.initialize();
    const stop = store.followOtherTabs();
    window.dispatchEvent(
      new StorageEvent('storage', { key: sessionEventKey, newValue: JSON.stringify({ event: 'signOut', at: 1 }) }),
    );
    expect(store.user).toBeNull();
    window.dispatchEvent(
      new StorageEvent('storage', { key: sessionEventKey, newValue: JSON.stringify({ event: 'signIn', at: 2 }) }),
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(store.user?.username).toBe('ada');
    stop();
    window.dispatchEvent(
      new StorageEvent('storage', { key: sessionEventKey, newValue: JSON.stringify({ event: 'signOut', at: 3 }) }),
    );
    expect(store.user).not.toBeNull();
  });
});

describe('getIdToken', () => {
  it('returns the current ID token, or null when signed out', async () => {
    signedInAs();
    const store = new SessionStore();
    await expect(store.getIdToken()).resolves.toBe('id-1');
    signedOut();
    await expect(store.getIdToken()).resolves.toBeNull();
  });
});
