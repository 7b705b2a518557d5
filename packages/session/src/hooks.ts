import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import * as account from './account-actions';
import { sessionStore } from './instance';

/** Read side of the session: the observable store (read fields inside an observer). */
export function useSession() {
  return sessionStore;
}

const actions = {
  signIn: (...args: Parameters<typeof sessionStore.signIn>) => sessionStore.signIn(...args),
  signInWithPasskey: (...args: Parameters<typeof sessionStore.signInWithPasskey>) =>
    sessionStore.signInWithPasskey(...args),
  confirmSignInCode: (code: string) => sessionStore.confirmSignInCode(code),
  signUp: (...args: Parameters<typeof sessionStore.signUp>) => sessionStore.signUp(...args),
  confirmSignUp: (...args: Parameters<typeof sessionStore.confirmSignUp>) => sessionStore.confirmSignUp(...args),
  resendSignUpCode: (...args: Parameters<typeof sessionStore.resendSignUpCode>) =>
    sessionStore.resendSignUpCode(...args),
  requestPasswordReset: account.requestPasswordReset,
  confirmPasswordReset: account.confirmPasswordReset,
  signOut: () => sessionStore.signOut(),
};

/** Action side of the session: sign in (password, passkey, code), sign up, confirm, resend, reset a password, sign out (stable functions). */
export function useSessionActions() {
  return actions;
}

const accountActions = {
  ...account,
  reauthenticate: (password: string) => sessionStore.reauthenticate(password),
  confirmSignInCode: (code: string) => sessionStore.confirmSignInCode(code),
  /** After an email change: the published user carries the new address. */
  refreshUser: () => sessionStore.refreshUser(),
  signOutEverywhere: () => sessionStore.signOut({ global: true }),
  signOut: () => sessionStore.signOut(),
};

/** Sign Out as every place offers it: end the session, then the sign-in page in place of the current entry. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await sessionStore.signOut();
    await navigate('/login', { replace: true });
  }, [navigate]);
}

/** Account actions of the signed-in person (settings): password, email, two-step verification, passkeys, sign-in again, sign out everywhere. */
export function useAccountActions() {
  return accountActions;
}
