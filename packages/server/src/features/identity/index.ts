/** What other features may use of identity: the one way in (the linter refuses imports of its other files). */
export { forgetNames } from './accounts.repository';
export { tokenLifetimeSeconds } from './tokens';
export { revokeAllSessions } from './identity.repository';
