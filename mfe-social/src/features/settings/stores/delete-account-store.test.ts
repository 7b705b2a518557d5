import { ApiError } from '@cliques/api-client';
import { CodeRequiredError } from '@cliques/session';
import { DeleteAccountStore, type DeleteAccountDeps } from './delete-account-store';

jest.mock('@cliques/api-client', () => {
  class ApiError extends Error {
    constructor(
      readonly status: number,
      readonly code: string,
      message: string,
    ) {
      super(message);
    }
  }
  return { ...jest.requireActual('@cliques/api-client'), ApiError };
});

const reauthRequired = () => new ApiError(403, 'reauthentication_required', 'Sign in again to delete your account');

function setup(overrides: Partial<DeleteAccountDeps> = {}) {
  const deps: jest.Mocked<DeleteAccountDeps> = {
    deleteAccount: jest.fn().mockResolvedValue(undefined),
    reauthenticate: jest.fn().mockResolvedValue(undefined),
    confirmSignInCode: jest.fn().mockResolvedValue(undefined),
    signOut: jest.fn().mockResolvedValue(undefined),
    ...overrides,
  } as jest.Mocked<DeleteAccountDeps>;
  return { deps, store: new DeleteAccountStore(deps, 'ada') };
}

describe('DeleteAccountStore', () => {
  it('needs the username typed exactly, then deletes and signs out', async () => {
    const { deps, store } = setup();
    store.setConfirmation('Ada');
    expect(store.confirmed).toBe(false);
    await expect(store.submit()).resolves.toBe(false);
    expect(store.error).toBe('Type your username, ada, to confirm');
    expect(deps.deleteAccount).not.toHaveBeenCalled();
    store.setConfirmation(' ada ');
    await expect(store.submit()).resolves.toBe(true);
    expect(deps.deleteAccount).toHaveBeenCalledTimes(1);
    expect(deps.signOut).toHaveBeenCalledTimes(1);
    expect(store).toMatchObject({ deleted: true, busy: false, error: '' });
  });

  it('after reauthentication_required asks for the password, signs in again and retries', async () => {
    const { deps, store } = setup({
      deleteAccount: jest.fn().mockRejectedValueOnce(reauthRequired()).mockResolvedValueOnce(undefined),
    });
    store.setConfirmation('ada');
    await expect(store.submit()).resolves.toBe(false);
    expect(store).toMatchObject({ step: 'password', error: '', sessionEnded: false });
    await store.submit();
    expect(store.error).toBe('Please enter your password');
    store.setPassword('password1');
    await expect(store.submit()).resolves.toBe(true);
    expect(deps.reauthenticate).toHaveBeenCalledWith('password1');
    expect(deps.deleteAccount).toHaveBeenCalledTimes(2);
  });

  it('a wrong password keeps the password step and says the device is signed out meanwhile', async () => {
    const { store } = setup({
      deleteAccount: jest.fn().mockRejectedValueOnce(reauthRequired()),
      reauthenticate: jest.fn().mockRejectedValue(new Error('Incorrect username or password.')),
    });
    store.setConfirmation('ada');
    await store.submit();
    store.setPassword('wrong');
    await expect(store.submit()).resolves.toBe(false);
    expect(store).toMatchObject({
      step: 'password',
      error: 'Incorrect username or password.',
      sessionEnded: true,
      deleted: false,
    });
  });

  it('with two-step verification on, asks for the code of the new sign-in', async () => {
    const { deps, store } = setup({
      deleteAccount: jest.fn().mockRejectedValueOnce(reauthRequired()).mockResolvedValueOnce(undefined),
      reauthenticate: jest.fn().mockRejectedValue(new CodeRequiredError()),
    });
    store.setConfirmation('ada');
    await store.submit();
    store.setPassword('password1');
    await store.submit();
    expect(store.step).toBe('code');
    store.setCode('12 34 56');
    await expect(store.submit()).resolves.toBe(true);
    expect(deps.confirmSignInCode).toHaveBeenCalledWith('123456');
  });

  it("shows the server's message for any other failure", async () => {
    const { store } = setup({ deleteAccount: jest.fn().mockRejectedValue(new Error('Internal Server Error')) });
    store.setConfirmation('ada');
    await store.submit();
    expect(store).toMatchObject({ step: 'confirm', error: 'Internal Server Error', deleted: false });
  });
});
