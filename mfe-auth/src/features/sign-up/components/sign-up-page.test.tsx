import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pendingEmailKey, pendingUsernameKey } from '../../../lib/pending-verification';
import { deferred, renderWithProviders } from '../../../test/render';
import { SignUpPage } from './sign-up-page';

const signUp = jest.fn();
jest.mock('@cliques/session', () => ({
  ...jest.requireActual('@cliques/session'),
  useSessionActions: () => ({ signUp }),
}));

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
});

interface Fields {
  email?: string;
  username?: string;
  password?: string;
  confirm?: string;
}

async function fill({
  email = 'ada@example.com',
  username = 'ada',
  password = 'password1',
  confirm = password,
}: Fields = {}) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (username) await userEvent.type(screen.getByLabelText('Username'), username);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
}

/** Submits as the form would, past the browser's own checks, to see the screen's rules. */
const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Sign up' }));

describe('SignUpPage', () => {
  it('has Email, Username, Password, Confirm Password (all required), Sign Up and a link to sign in', () => {
    renderWithProviders(SignUpPage, { path: '/signup' });
    for (const label of ['Email', 'Username', 'Password', 'Confirm Password'])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    [{ confirm: 'password2' }, 'Passwords do not match'],
    [{ password: 'short1', confirm: 'short1' }, 'Password must be at least 8 characters long'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ username: '' }, 'Please fill in all fields'],
  ])('refuses %o with "%s" and creates nothing', async (fields, message) => {
    renderWithProviders(SignUpPage, { path: '/signup' });
    await fill(fields);
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(signUp).not.toHaveBeenCalled();
    expect(localStorage.getItem(pendingEmailKey)).toBeNull();
  });

  it("a short password shows the message of docs/PRODUCT.md, not the browser's own (no minLength on the field)", async () => {
    renderWithProviders(SignUpPage, { path: '/signup' });
    await fill({ password: 'short1', confirm: 'short1' });
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('minLength');
    expect(screen.getByLabelText('Password')).toBeValid();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    expect(signUp).not.toHaveBeenCalled();
  });

  it("shows 'Creating Account...' while busy, keeps the email and username, then goes to /verify", async () => {
    const pending = deferred();
    signUp.mockReturnValue(pending.promise);
    renderWithProviders(SignUpPage, { path: '/signup' });
    await fill({ email: ' ada@example.com ' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(signUp).toHaveBeenCalledWith('ada@example.com', 'ada', 'password1');
    pending.resolve({});
    expect(await screen.findByTestId('location')).toHaveTextContent('/verify');
    expect(localStorage.getItem(pendingEmailKey)).toBe('ada@example.com');
    expect(localStorage.getItem(pendingUsernameKey)).toBe('ada');
  });

  it("shows the identity service's message, or 'Failed to sign up'", async () => {
    signUp.mockRejectedValueOnce(new Error('User already exists'));
    renderWithProviders(SignUpPage, { path: '/signup' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists');
    signUp.mockRejectedValueOnce(new Error(''));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Failed to sign up')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
