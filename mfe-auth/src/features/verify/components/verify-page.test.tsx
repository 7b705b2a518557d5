import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pendingEmailKey, pendingUsernameKey } from '../../../lib/pending-verification';
import { deferred, renderWithProviders } from '../../../test/render';
import { VerifyPage } from './verify-page';

const confirmSignUp = jest.fn();
const resendSignUpCode = jest.fn();
jest.mock('@cliques/session', () => ({ useSessionActions: () => ({ confirmSignUp, resendSignUpCode }) }));

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  localStorage.setItem(pendingEmailKey, 'ada@example.com');
  localStorage.setItem(pendingUsernameKey, 'ada');
  confirmSignUp.mockResolvedValue({ isSignUpComplete: true });
  resendSignUpCode.mockResolvedValue({});
});

afterEach(() => jest.useRealTimers());

const codeField = () => screen.getByLabelText('Verification Code');

describe('VerifyPage', () => {
  it('shows the email the code went to, a 6-character code field and its buttons', () => {
    renderWithProviders(VerifyPage, { path: '/verify' });
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('maxLength', '6');
    for (const name of ['Verify Account', 'Resend Code', 'Back to Sign Up'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('enables Verify Account only with exactly 6 characters', async () => {
    renderWithProviders(VerifyPage, { path: '/verify' });
    const verify = screen.getByRole('button', { name: 'Verify Account' });
    expect(verify).toBeDisabled();
    await userEvent.type(codeField(), '12345');
    expect(verify).toBeDisabled();
    await userEvent.type(codeField(), '67');
    expect(codeField()).toHaveValue('123456');
    expect(verify).toBeEnabled();
  });

  it("shows 'Verifying...', confirms the stored username with the code, forgets the account and goes to /login", async () => {
    const pending = deferred();
    confirmSignUp.mockReturnValue(pending.promise);
    renderWithProviders(VerifyPage, { path: '/verify' });
    await userEvent.type(codeField(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    expect(confirmSignUp).toHaveBeenCalledWith('ada', '123456');
    pending.resolve({});
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(localStorage.getItem(pendingEmailKey)).toBeNull();
    expect(localStorage.getItem(pendingUsernameKey)).toBeNull();
  });

  it("shows the identity service's message, or 'Failed to verify account', and keeps the account", async () => {
    confirmSignUp.mockRejectedValueOnce(new Error('Invalid verification code provided, please try again.'));
    renderWithProviders(VerifyPage, { path: '/verify' });
    await userEvent.type(codeField(), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code provided, please try again.');
    confirmSignUp.mockRejectedValueOnce(null);
    await userEvent.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(await screen.findByText('Failed to verify account')).toBeInTheDocument();
    expect(localStorage.getItem(pendingUsernameKey)).toBe('ada');
  });

  it("resends the code: 'Sending...', then 'Verification code sent! Check your email.' for 5 seconds", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const pending = deferred();
    resendSignUpCode.mockReturnValue(pending.promise);
    renderWithProviders(VerifyPage, { path: '/verify' });
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(resendSignUpCode).toHaveBeenCalledWith('ada');
    await act(async () => pending.resolve({}));
    expect(screen.getByRole('status')).toHaveTextContent('Verification code sent! Check your email.');
    act(() => jest.advanceTimersByTime(4_900));
    expect(screen.getByRole('status')).toHaveTextContent('Verification code sent! Check your email.');
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("shows the message of a failed resend, or 'Failed to resend verification code'", async () => {
    resendSignUpCode.mockRejectedValueOnce(new Error('Attempt limit exceeded, please try after some time.'));
    renderWithProviders(VerifyPage, { path: '/verify' });
    await userEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Attempt limit exceeded, please try after some time.');
    resendSignUpCode.mockRejectedValueOnce(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Failed to resend verification code')).toBeInTheDocument();
  });

  it("refuses to resend without a stored username: 'Username is required to resend verification code'", async () => {
    localStorage.clear();
    renderWithProviders(VerifyPage, { path: '/verify' });
    expect(screen.getByText('Enter the verification code we sent to your email.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Username is required to resend verification code');
    expect(resendSignUpCode).not.toHaveBeenCalled();
  });

  it('Back to Sign Up goes to /signup', async () => {
    renderWithProviders(VerifyPage, { path: '/verify' });
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign Up' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });
});

describe('VerifyPage with nothing stored (another browser, storage cleared)', () => {
  beforeEach(() => localStorage.clear());

  it('asks whose account it is, resends and verifies with that name', async () => {
    renderWithProviders(VerifyPage, { path: '/verify' });
    expect(screen.getByText('Enter the verification code we sent to your email.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Username is required to resend verification code');
    await userEvent.type(screen.getByLabelText('Email or Username'), ' bo ');
    await userEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(resendSignUpCode).toHaveBeenCalledWith('bo');
    expect(await screen.findByRole('status')).toHaveTextContent('Verification code sent! Check your email.');
    await userEvent.type(codeField(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(confirmSignUp).toHaveBeenCalledWith('bo', '123456');
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('takes the name the sign-in page carried', () => {
    renderWithProviders(VerifyPage, { path: '/verify', state: { username: 'cy' } });
    expect(screen.getByLabelText('Email or Username')).toHaveValue('cy');
  });

  it('refuses to verify without a name', async () => {
    renderWithProviders(VerifyPage, { path: '/verify' });
    await userEvent.type(codeField(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(screen.getByLabelText('Email or Username')).toBeInvalid();
    // Even a submit that skips the browser's check is refused.
    fireEvent.submit(screen.getByRole('form', { name: 'Verify account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email or username');
    expect(confirmSignUp).not.toHaveBeenCalled();
  });
});
