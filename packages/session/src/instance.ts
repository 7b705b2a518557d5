import { SessionStore } from './session-store';

/** The one session store of the page (this package is a federated singleton). */
export const sessionStore = new SessionStore();
