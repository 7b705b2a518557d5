import { sessionStore } from './instance';

/** Read side of the session: the observable store (read fields inside an observer). */
export function useSession() {
  return sessionStore;
}

const actions = {
  signIn: (...args: Parameters<typeof sessionStore.signIn>) => sessionStore.signIn(...args),
  signUp: (...args: Parameters<typeof sessionStore.signUp>) => sessionStore.signUp(...args),
  confirmSignUp: (...args: Parameters<typeof sessionStore.confirmSignUp>) => sessionStore.confirmSignUp(...args),
  resendSignUpCode: (...args: Parameters<typeof sessionStore.resendSignUpCode>) => sessionStore.resendSignUpCode(...args),
  signOut: () => sessionStore.signOut(),
};

/** Action side of the session: sign in, sign up, confirm, resend the code, sign out (stable functions). */
export function useSessionActions() {
  return actions;
}
