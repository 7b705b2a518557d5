export type { SessionUser } from './types';
export { SessionStore } from './session-store';
export { sessionStore } from './instance';
export { useSession, useSessionActions } from './hooks';
