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
  expect(signIn).toHaveBeenCalledWith('ada', 'password1', expect.objectContaining({ beforeSignedIn: expect.any(Function) }));
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
  const { store, signIn } = form(jest.fn().mockRejectedValueOnce(new Error('Please confirm your account first')).mockRejectedValueOnce({}));
  await expect(store.submit()).resolves.toBe(false);
  expect(store.error).toBe('Please confirm your account first');
  await store.submit();
  expect(store.error).toBe('Failed to sign in');
  expect(signIn).toHaveBeenCalledTimes(2);
  expect(store.busy).toBe(false);
});
