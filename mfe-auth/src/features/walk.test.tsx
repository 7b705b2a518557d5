import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '@cliques/test-kit';
import { pendingEmailKey, pendingUsernameKey } from '../lib/pending-verification';
import { SignUpPage } from './sign-up/components/sign-up-page';
import { VerifyPage } from './verify/components/verify-page';

const signUp = jest.fn();
const confirmSignUp = jest.fn();
const resendSignUpCode = jest.fn();
jest.mock('@cliques/session', () => ({
  ...jest.requireActual('@cliques/session'),
  useSessionActions: () => ({ signUp, confirmSignUp, resendSignUpCode }),
}));

/** Where a link or a navigation landed, with the history state it carried. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

/** The new user's first steps (issue 34, item 7): sign-up, the code, the first sign-in. */
describe("a new user's first steps", () => {
  it('a second sign-up with a name never confirmed says so and offers /verify for that name', async () => {
    signUp.mockRejectedValueOnce(new Error('User already exists but was never confirmed'));
    const { user } = renderWithProviders(<SignUpPage />, { path: '/signup', routes: { '/verify': <Landed /> } });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'password1');
    await user.type(screen.getByLabelText('Confirm Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This username was signed up but never confirmed. Enter the code we emailed.',
    );
    await user.click(screen.getByRole('link', { name: 'Confirm this account' }));
    expect(screen.getByTestId('landed')).toHaveTextContent('/verify {"username":"ada"}');
  });

  it('a taken, confirmed name keeps the plain message and offers no /verify', async () => {
    signUp.mockRejectedValueOnce(new Error('User already exists'));
    const { user } = renderWithProviders(<SignUpPage />, { path: '/signup' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'password1');
    await user.type(screen.getByLabelText('Confirm Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists');
    expect(screen.queryByRole('link', { name: 'Confirm this account' })).not.toBeInTheDocument();
  });

  it('on /verify a new error hides the earlier "code sent" line', async () => {
    localStorage.setItem(pendingEmailKey, 'ada@example.com');
    localStorage.setItem(pendingUsernameKey, 'ada');
    resendSignUpCode.mockResolvedValue({});
    confirmSignUp.mockRejectedValue(new Error('Invalid verification code provided, please try again.'));
    const { user } = renderWithProviders(<VerifyPage />, { path: '/verify' });
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Verification code sent! Check your email.');
    await user.type(screen.getByLabelText('Verification Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code provided');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('after verification /login is told the account is confirmed', async () => {
    localStorage.setItem(pendingUsernameKey, 'ada');
    confirmSignUp.mockResolvedValue({ isSignUpComplete: true });
    const { user } = renderWithProviders(<VerifyPage />, { path: '/verify', routes: { '/login': <Landed /> } });
    await user.type(screen.getByLabelText('Verification Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(
      '/login {"notice":"Your account is confirmed. Sign in to continue."}',
    );
  });
});
