import { CodeRequiredError } from './sign-in-steps';
import { SignInForm } from './sign-in-form';

const user = { userId: 'u-1', email: 'ada@example.com', username: 'ada', displayName: 'Ada', accessToken: 't' };

function form(signIn = jest.fn().mockResolvedValue(user), syncUser = jest.fn().mockResolvedValue(undefined)) {
  const store = new SignInForm({ signIn, syncUser });
  store.setLogin('  ada ');
  store.setPassword('password1');
  return { store, signIn, syncUser };
}

it('signs in with the trimmed login and syncs the account before the user is published', async () => {
  const signIn = jest.fn(async (_u: string, _p: string, options?: { beforeSignedIn?: () => Promise<unknown> }) => {
    await options?.beforeSignedIn?.();
    return user;
  });
  const { store, syncUser } = form(signIn);
  await expect(store.submit()).resolves.toBe(true);
  expect(signIn).toHaveBeenCalledWith(
    'ada',
    'password1',
    expect.objectContaining({ beforeSignedIn: expect.any(Function) }),
  );
  expect(syncUser).toHaveBeenCalledTimes(1);
  expect(store).toMatchObject({ busy: false, error: '' });
});

it('refuses an empty field without calling the identity service', async () => {
  const { store, signIn } = form();
  store.setPassword('');
  await expect(store.submit()).resolves.toBe(false);
  expect(store.error).toBe('Please enter your email or username and your password');
  expect(signIn).not.toHaveBeenCalled();
});

it('is busy while signing in and ignores a second submit', async () => {
  let finish: (value: typeof user) => void = () => undefined;
  const { store, signIn } = form(jest.fn(() => new Promise<typeof user>((resolve) => (finish = resolve))));
  const first = store.submit();
  expect(store.busy).toBe(true);
  await expect(store.submit()).resolves.toBe(false);
  finish(user);
  await expect(first).resolves.toBe(true);
  expect(signIn).toHaveBeenCalledTimes(1);
});

it("shows the service's message, or 'Failed to sign in' when it has none", async () => {
  const { store, signIn } = form(
    jest.fn().mockRejectedValueOnce(new Error('Please confirm your account first')).mockRejectedValueOnce({}),
  );
  await expect(store.submit()).resolves.toBe(false);
  expect(store.error).toBe('Please confirm your account first');
  await store.submit();
  expect(store.error).toBe('Failed to sign in');
  expect(signIn).toHaveBeenCalledTimes(2);
  expect(store.busy).toBe(false);
});

describe('code step and passkeys', () => {
  const codeRequired = () => Promise.reject(new CodeRequiredError());

  it('shows the code step when the account asks for a code, and finishes with it', async () => {
    const confirmSignInCode = jest.fn().mockResolvedValue(user);
    const store = new SignInForm({ signIn: jest.fn(codeRequired), syncUser: jest.fn(), confirmSignInCode });
    store.setLogin('ada');
    store.setPassword('password1');
    await expect(store.submit()).resolves.toBe(false);
    expect(store).toMatchObject({ step: 'code', error: '', busy: false });
    store.setCode('12 34');
    await expect(store.submitCode()).resolves.toBe(false);
    expect(store.error).toBe('Please enter the 6-digit code');
    store.setCode('123 456');
    await expect(store.submitCode()).resolves.toBe(true);
    expect(confirmSignInCode).toHaveBeenCalledWith('123456');
  });

  it('without a code step (an area running alone) says where to sign in', async () => {
    const store = new SignInForm({ signIn: jest.fn(codeRequired), syncUser: jest.fn() });
    store.setLogin('ada');
    store.setPassword('password1');
    await store.submit();
    expect(store.error).toBe("This account uses two-step verification: sign in on the app's sign-in page");
    expect(store.step).toBe('credentials');
  });

  it('signs in with a passkey of the typed account, and needs the account', async () => {
    const signInWithPasskey = jest.fn().mockResolvedValue(user);
    const store = new SignInForm({ signIn: jest.fn(), syncUser: jest.fn(), signInWithPasskey });
    await expect(store.submitPasskey()).resolves.toBe(false);
    expect(store.error).toBe('Please enter your email or username to sign in with a passkey');
    store.setLogin(' ada ');
    await expect(store.submitPasskey()).resolves.toBe(true);
    expect(signInWithPasskey).toHaveBeenCalledWith(
      'ada',
      expect.objectContaining({ beforeSignedIn: expect.any(Function) }),
    );
    expect(store.passkeyBusy).toBe(false);
  });

  it("offers /verify after 'Please confirm your account first'", async () => {
    const { store } = form(jest.fn().mockRejectedValue(new Error('Please confirm your account first')));
    await store.submit();
    expect(store.needsConfirmation).toBe(true);
  });
});
