export type { IdentityConfig, SessionUser, SignInOptions } from './types';
export { SessionStore, unconfirmedMessage } from './session-store';
export { SignInForm, signInFailedMessage, type SignInFormDeps } from './sign-in-form';
export { sessionStore } from './instance';
export { useSession, useSessionActions } from './hooks';
export { configure, mayHaveStoredSession } from './identity';
export { defaultSignedInPath, returnPath } from './return-path';
