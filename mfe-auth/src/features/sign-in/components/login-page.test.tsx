import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { syncUser } from '@cliques/api-client';
import { CodeRequiredError, type SignInOptions } from '@cliques/session';
import { deferred, renderWithProviders } from '../../../test/render';
import { LoginPage } from './login-page';

const signIn = jest.fn();
const signInWithPasskey = jest.fn();
const confirmSignInCode = jest.fn();
jest.mock('@cliques/session', () => ({
  ...jest.requireActual('@cliques/session'),
  useSessionActions: () => ({ signIn, signInWithPasskey, confirmSignInCode }),
}));
// Someone who answered the question about other servers already: sign-in goes straight on.
jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  syncUser: jest.fn(async () => ({ userId: 'u-1', settings: { federation: { asked: true } } })),
}));

const user = { userId: 'u-1', email: 'ada@example.com', username: 'ada', displayName: 'Ada', accessToken: 't' };

beforeEach(() => {
  jest.clearAllMocks();
  signIn.mockImplementation(async (_u: string, _p: string, options?: SignInOptions) => {
    await options?.beforeSignedIn?.();
    return user;
  });
});

async function fillAndSubmit(login = 'ada', password = 'password1') {
  await userEvent.type(screen.getByLabelText('Email or Username'), login);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('has a title, both required fields, Sign In, an error area and a switch to sign-up', () => {
    renderWithProviders(LoginPage, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in to Cliques');
    expect(screen.getByLabelText('Email or Username')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('does not sign in with an empty field', async () => {
    renderWithProviders(LoginPage, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email or Username'), 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Password')).toBeInvalid();
    // Even a submit that skips the browser's check is refused.
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email or username and your password');
    expect(signIn).not.toHaveBeenCalled();
  });

  it("shows 'Signing In...' while busy, syncs the account, then goes to /feed", async () => {
    const pending = deferred();
    signIn.mockImplementation(async (_u: string, _p: string, options?: SignInOptions) => {
      await pending.promise;
      await options?.beforeSignedIn?.();
      return user;
    });
    renderWithProviders(LoginPage, { path: '/login' });
    await fillAndSubmit('  ada  ');
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    pending.resolve(undefined);
    expect(await screen.findByTestId('location')).toHaveTextContent('/feed');
    expect(signIn).toHaveBeenCalledWith(
      'ada',
      'password1',
      expect.objectContaining({ beforeSignedIn: expect.any(Function) }),
    );
    expect(syncUser).toHaveBeenCalledTimes(1);
  });

  it('says the account is confirmed when /verify sent the person here', () => {
    renderWithProviders(LoginPage, {
      path: '/login',
      state: { notice: 'Your account is confirmed. Sign in to continue.' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your account is confirmed. Sign in to continue.');
  });

  it('returns to the page the guard carried', async () => {
    renderWithProviders(LoginPage, { path: '/login', state: { from: '/profile' } });
    await fillAndSubmit();
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile');
  });

  it('ignores a carried path that leaves the app', async () => {
    renderWithProviders(LoginPage, { path: '/login', state: { from: '//evil.example/x' } });
    await fillAndSubmit();
    expect(await screen.findByTestId('location')).toHaveTextContent('/feed');
  });

  it("shows the identity service's message, e.g. for a wrong password or an unconfirmed account", async () => {
    signIn.mockRejectedValueOnce(new Error('Incorrect username or password.'));
    renderWithProviders(LoginPage, { path: '/login' });
    await fillAndSubmit('ada', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();

    signIn.mockRejectedValueOnce(new Error('Please confirm your account first'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please confirm your account first'));
  });

  it("falls back to 'Failed to sign in' when the failure has no message", async () => {
    signIn.mockRejectedValueOnce({});
    renderWithProviders(LoginPage, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it("after 'Please confirm your account first' links to /verify carrying the typed account", async () => {
    signIn.mockRejectedValueOnce(new Error('Please confirm your account first'));
    renderWithProviders(LoginPage, { path: '/login' });
    await fillAndSubmit('bo', 'password1');
    await userEvent.click(await screen.findByRole('link', { name: 'Confirm your account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/verify');
  });

  it('asks for the authenticator code when the account has two-step verification, then goes on', async () => {
    signIn.mockRejectedValueOnce(new CodeRequiredError());
    confirmSignInCode.mockRejectedValueOnce(new Error('Invalid code received for user')).mockResolvedValueOnce(user);
    renderWithProviders(LoginPage, { path: '/login', state: { from: '/profile' } });
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Authenticator Code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code received for user');
    await userEvent.type(screen.getByLabelText('Authenticator Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(confirmSignInCode).toHaveBeenLastCalledWith('123456');
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile');
  });

  it('Cancel on the code step goes back to the credentials', async () => {
    signIn.mockRejectedValueOnce(new CodeRequiredError());
    renderWithProviders(LoginPage, { path: '/login' });
    await fillAndSubmit();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in to Cliques');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('signs in with a passkey of the typed account, no password', async () => {
    const pending = deferred();
    signInWithPasskey.mockImplementation(async (_u: string, options?: SignInOptions) => {
      await pending.promise;
      await options?.beforeSignedIn?.();
      return user;
    });
    renderWithProviders(LoginPage, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter your email or username to sign in with a passkey',
    );
    await userEvent.type(screen.getByLabelText('Email or Username'), 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(screen.getByRole('button', { name: 'Waiting for passkey...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    pending.resolve(undefined);
    expect(await screen.findByTestId('location')).toHaveTextContent('/feed');
    expect(signInWithPasskey).toHaveBeenCalledWith(
      'ada',
      expect.objectContaining({ beforeSignedIn: expect.any(Function) }),
    );
    expect(syncUser).toHaveBeenCalledTimes(1);
  });

  it('says until when a suspended account is refused, in the reader’s words', async () => {
    const until = '2031-03-04T12:00:00.000Z';
    signIn.mockRejectedValue(new Error(`Your account is suspended until ${until}.`));
    renderWithProviders(LoginPage, { path: '/login' });
    await fillAndSubmit();
    const readable = new Date(until).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
    expect(await screen.findByRole('alert')).toHaveTextContent(`Your account is suspended until ${readable}.`);
  });
});
