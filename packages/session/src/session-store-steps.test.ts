import * as auth from 'aws-amplify/auth';
import { SessionStore } from './session-store';
import { CodeRequiredError } from './sign-in-steps';

jest.mock('aws-amplify/auth', () => ({
  signIn: jest.fn(),
  confirmSignIn: jest.fn(),
  signOut: jest.fn(),
  getCurrentUser: jest.fn(),
  fetchAuthSession: jest.fn(),
  fetchUserAttributes: jest.fn(),
}));

const mocked = jest.mocked(auth);
const token = (value: string) => ({ toString: () => value, payload: {} });
const done = { isSignedIn: true, nextStep: { signInStep: 'DONE' } } as const;
const totpStep = { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } } as const;

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  mocked.signOut.mockResolvedValue(undefined);
  mocked.getCurrentUser.mockResolvedValue({ userId: 'sub-1', username: 'sub-1' });
  mocked.fetchAuthSession.mockResolvedValue({
    tokens: { accessToken: token('access-1'), idToken: token('id-1') },
  } as unknown as auth.AuthSession);
  mocked.fetchUserAttributes.mockResolvedValue({ sub: 'sub-1', email: 'ada@example.com', preferred_username: 'ada' });
});

describe('sign-in with an authenticator code', () => {
  it('asks for the code (CodeRequiredError), then confirmSignInCode publishes the user after the sync', async () => {
    mocked.signIn.mockResolvedValue(totpStep);
    mocked.confirmSignIn.mockResolvedValue(done);
    const store = new SessionStore();
    const beforeSignedIn = jest.fn().mockResolvedValue(undefined);
    await expect(store.signIn('ada', 'password1', { beforeSignedIn })).rejects.toBeInstanceOf(CodeRequiredError);
    expect(store.user).toBeNull();
    expect(beforeSignedIn).not.toHaveBeenCalled();

    await expect(store.confirmSignInCode(' 123456 ')).resolves.toMatchObject({ username: 'ada' });
    expect(mocked.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
    expect(beforeSignedIn).toHaveBeenCalledTimes(1);
    expect(store.user?.email).toBe('ada@example.com');
  });

  it('keeps the sign-in open after a wrong code, so the next code can finish it', async () => {
    mocked.signIn.mockResolvedValue(totpStep);
    mocked.confirmSignIn
      .mockRejectedValueOnce(
        Object.assign(new Error('Invalid code received for user'), { name: 'CodeMismatchException' }),
      )
      .mockResolvedValueOnce(done);
    const store = new SessionStore();
    await expect(store.signIn('ada', 'password1')).rejects.toBeInstanceOf(CodeRequiredError);
    await expect(store.confirmSignInCode('000000')).rejects.toThrow('Invalid code received for user');
    await expect(store.confirmSignInCode('123456')).resolves.toMatchObject({ userId: 'sub-1' });
  });

  it('refuses a code when no sign-in waits for one', async () => {
    await expect(new SessionStore().confirmSignInCode('123456')).rejects.toThrow(
      'This sign-in has expired. Please sign in again.',
    );
    expect(mocked.confirmSignIn).not.toHaveBeenCalled();
  });
});

describe('passkey sign-in', () => {
  it('uses USER_AUTH with the WEB_AUTHN challenge and no password', async () => {
    mocked.signIn.mockResolvedValue(done);
    const store = new SessionStore();
    await expect(store.signInWithPasskey('ada')).resolves.toMatchObject({ username: 'ada' });
    expect(mocked.signIn).toHaveBeenCalledWith({
      username: 'ada',
      options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' },
    });
    expect(mocked.signOut).toHaveBeenCalledTimes(1);
  });
});

describe('reauthenticate', () => {
  it('ends the session and signs the same person in again, never publishing "no user" meanwhile', async () => {
    mocked.signIn.mockResolvedValue(done);
    const store = new SessionStore();
    await store.signIn('ada', 'password1');
    const seen: (string | null)[] = [];
    mocked.signOut.mockImplementation(async () => void seen.push(store.user?.username ?? null));
    mocked.signIn.mockClear();
    await store.reauthenticate('password1');
    expect(seen).toEqual(['ada']);
    expect(mocked.signIn).toHaveBeenCalledWith({
      username: 'ada',
      password: 'password1',
      options: { clientMetadata: { language: 'en' } },
    });
    expect(store.user?.username).toBe('ada');
  });

  it('passes a wrong password on', async () => {
    mocked.signIn
      .mockResolvedValueOnce(done)
      .mockRejectedValueOnce(
        Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
      );
    const store = new SessionStore();
    await store.signIn('ada', 'password1');
    await expect(store.reauthenticate('wrong')).rejects.toThrow('Incorrect username or password.');
  });
});

describe('signOut everywhere', () => {
  it('asks the identity library for a global sign-out and leads to no user', async () => {
    mocked.signIn.mockResolvedValue(done);
    const store = new SessionStore();
    await store.signIn('ada', 'password1');
    await store.signOut({ global: true });
    expect(mocked.signOut).toHaveBeenLastCalledWith({ global: true });
    expect(store.user).toBeNull();
  });
});
