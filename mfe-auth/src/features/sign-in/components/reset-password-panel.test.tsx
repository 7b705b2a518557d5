import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, renderWithProviders } from '../../../test/render';
import { LoginPage } from './login-page';

const requestPasswordReset = jest.fn();
const confirmPasswordReset = jest.fn();
jest.mock('@cliques/session', () => ({
  ...jest.requireActual('@cliques/session'),
  useSessionActions: () => ({ signIn: jest.fn(), requestPasswordReset, confirmPasswordReset }),
}));
jest.mock('@cliques/api-client', () => ({ ...jest.requireActual('@cliques/api-client'), syncUser: jest.fn() }));

beforeEach(() => {
  jest.clearAllMocks();
  requestPasswordReset.mockResolvedValue({ destination: 'a***@e***.com' });
  confirmPasswordReset.mockResolvedValue(undefined);
});

async function openReset() {
  renderWithProviders(LoginPage, { path: '/login' });
  await userEvent.type(screen.getByLabelText('Email or Username'), 'ada');
  await userEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
}

describe('Forgot your password?', () => {
  it('requests a code for the typed account, then sets the new password and returns to sign-in with a success line', async () => {
    await openReset();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset your password');
    expect(screen.getByLabelText('Email or Username')).toHaveValue('ada');
    const sending = deferred<{ destination: string }>();
    requestPasswordReset.mockReturnValueOnce(sending.promise);
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    sending.resolve({ destination: 'a***@e***.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByText('a***@e***.com')).toBeInTheDocument();
    expect(requestPasswordReset).toHaveBeenCalledWith('ada');

    await userEvent.type(screen.getByLabelText('Verification Code'), '123456');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(confirmPasswordReset).toHaveBeenCalledWith('ada', '123456', 'new-password-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Cliques' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been reset. Sign in with your new password.',
    );
  });

  it('checks the code and both passwords with the texts of docs/PRODUCT.md before calling the service', async () => {
    await openReset();
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByLabelText('Verification Code');
    const submit = () => userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the 6-digit code from the email');
    await userEvent.type(screen.getByLabelText('Verification Code'), '123456');
    await userEvent.type(screen.getByLabelText('New Password'), 'short1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'short2');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'short1');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    expect(confirmPasswordReset).not.toHaveBeenCalled();
  });

  it("shows the service's error (a wrong code) and stays", async () => {
    confirmPasswordReset.mockRejectedValue(new Error('Invalid verification code provided, please try again.'));
    await openReset();
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await userEvent.type(await screen.findByLabelText('Verification Code'), '000000');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code provided, please try again.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Set a new password');
  });

  it('asks for an account before sending, and goes back to sign-in', async () => {
    renderWithProviders(LoginPage, { path: '/login' });
    await userEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email or username');
    expect(requestPasswordReset).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in to Cliques');
  });
});
