// The part of the identity library a returning visitor needs: configuration, the current user, the
// session's tokens (refreshed when due) and the user's attributes. Loaded on demand (identity.ts).
import { Amplify } from 'aws-amplify';
import { ConsoleLogger } from 'aws-amplify/utils';
import type { IdentityConfig } from './types';

export { fetchAuthSession, fetchUserAttributes, getCurrentUser, signOut } from 'aws-amplify/auth';

/**
 * Points the identity library at the user pool (`userPoolEndpoint`: the built-in endpoint). The
 * library warns on every configure with an endpoint of one's own ("You are using a custom Amazon
 * Cognito User Pool endpoint"), and offers no option for that one message: its only switch is the
 * level of its loggers (`ConsoleLogger.LOG_LEVEL`), raised to errors for this call alone, so every
 * other warning of the library still reaches the console.
 */
export function configureLibrary({ userPoolId, userPoolClientId, userPoolEndpoint }: IdentityConfig): void {
  const level = ConsoleLogger.LOG_LEVEL;
  if (userPoolEndpoint && !level) ConsoleLogger.LOG_LEVEL = 'ERROR';
  try {
    Amplify.configure({
      Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}) } },
    });
  } finally {
    ConsoleLogger.LOG_LEVEL = level;
  }
}
