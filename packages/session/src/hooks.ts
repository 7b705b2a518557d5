import { sessionStore } from './instance';

/** Read side of the session: the observable store (read fields inside an observer). */
export function useSession() {
  return sessionStore;
}

/** Action side of the session: sign in, sign up, confirm, resend the code, sign out. */
export function useSessionActions() {
  const { signIn, signUp, confirmSignUp, resendSignUpCode, signOut } = sessionStore;
  return { signIn, signUp, confirmSignUp, resendSignUpCode, signOut };
}
