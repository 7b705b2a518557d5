// The part of the identity library a returning visitor needs: configuration, the current user, the
// session's tokens (refreshed when due) and the user's attributes. Loaded on demand (identity.ts).
import { Amplify } from 'aws-amplify';
import type { IdentityConfig } from './types';

export { fetchAuthSession, fetchUserAttributes, getCurrentUser, signOut } from 'aws-amplify/auth';

/** Points the identity library at the user pool (`userPoolEndpoint`: the built-in endpoint). */
export function configureLibrary({ userPoolId, userPoolClientId, userPoolEndpoint }: IdentityConfig): void {
  Amplify.configure({
    Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}) } },
  });
}
