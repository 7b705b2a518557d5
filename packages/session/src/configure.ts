import { Amplify } from 'aws-amplify';
import type { IdentityConfig } from './types';

/**
 * Points the identity library at the user pool named by the runtime config. Call once, before the
 * first render; `userPoolEndpoint` is only honoured from here, never from a build-time file.
 */
export function configure(identity: IdentityConfig): void {
  const { userPoolId, userPoolClientId, userPoolEndpoint } = identity;
  Amplify.configure({
    Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}) } },
  });
}
