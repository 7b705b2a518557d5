import { sessionStore } from './instance';

/** Read side of the session: the observable store (read fields inside an observer). */
export function useSession() {
  return sessionStore;
}

/** Action side of the session. */
export function useSessionActions() {
  return {
    signOut: () => sessionStore.signOut(),
  };
}
