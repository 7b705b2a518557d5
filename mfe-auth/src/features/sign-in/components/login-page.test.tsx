import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { syncUser } from '@cliques/api-client';
import type { SignInOptions } from '@cliques/session';
import { deferred, renderWithProviders } from '../../../test/render';
import { LoginPage } from './login-page';

const signIn = jest.fn();
jest.mock('@cliques/session', () => ({ ...jest.requireActual('@cliques/session'), useSessionActions: () => ({ signIn }) }));
jest.mock('@cliques/api-client', () => ({ syncUser: jest.fn() }));

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
    expect(signIn).toHaveBeenCalledWith('ada', 'password1', expect.objectContaining({ beforeSignedIn: expect.any(Function) }));
    expect(syncUser).toHaveBeenCalledTimes(1);
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
});
