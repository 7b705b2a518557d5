/** The signed-in user as the client holds it (docs/PRODUCT.md §3). */
export interface SessionUser {
  userId: string;
  email: string;
  username: string;
  displayName: string;
  accessToken: string;
}

/** Where the identity service lives: /config.json's `identity` (docs/IDENTITY.md). */
export interface IdentityConfig {
  userPoolId: string;
  userPoolClientId: string;
  /** The built-in Cognito-compatible endpoint; absent for a real Amazon Cognito pool. */
  userPoolEndpoint?: string;
}

/** Options of a sign-in. */
export interface SignInOptions {
  /**
   * Runs once the identity service accepted the credentials (the ID token is available) and before
   * the user is published to the app (e.g. POST /users/sync), so no signed-in page renders before
   * the account exists in the API. If it fails, the new session is signed out and the error passed on.
   */
  beforeSignedIn?: () => Promise<unknown>;
}
