import { hasStoredTokens, validStoredTokens, type StoredTokens } from './stored-tokens';
import type { IdentityConfig } from './types';

/** Session reads of the identity library (identity-session.ts). */
export type IdentitySession = typeof import('./identity-session');
/** Sign-in and sign-up calls of the identity library (identity-actions.ts). */
export type IdentityActions = typeof import('./identity-actions');
/** Account calls of the identity library (identity-account.ts). */
export type IdentityAccount = typeof import('./identity-account');

let config: IdentityConfig | null = null;
let session: IdentitySession | null = null;
let sessionLoading: Promise<IdentitySession> | null = null;
let actionsLoading: Promise<IdentityActions> | null = null;
let accountLoading: Promise<IdentityAccount> | null = null;

/**
 * Points the identity library at the user pool named by the runtime config. Call once, before the
 * first render; `userPoolEndpoint` is only honoured from here, never from a build-time file. The
 * library itself (aws-amplify, the largest script of the app) loads only when it is needed: at
 * once when this browser holds a session its stored tokens cannot start (expired, due for refresh,
 * unreadable), else when a visitor starts signing in or up, or after a page started from valid
 * stored tokens has settled (SessionStore.initialize).
 */
export function configure(identity: IdentityConfig): void {
  config = identity;
  session?.configureLibrary(identity);
  // A returning visitor whose stored tokens cannot start the page needs the library for the first
  // session check: start loading it now, before the first render, rather than when the check begins.
  if (!session && mayHaveStoredSession() && !validStoredSession()) void loadIdentitySession().catch(() => undefined);
}

/** The identity library's session part, configured; loaded once. */
export function loadIdentitySession(): Promise<IdentitySession> {
  sessionLoading ??= import(/* webpackChunkName: "identity-session" */ './identity-session').then((library) => {
    if (config) library.configureLibrary(config);
    session = library;
    return library;
  });
  return sessionLoading;
}

/** The identity library's sign-in and sign-up calls, with the library configured; loaded once. */
export async function loadIdentityActions(): Promise<IdentityActions> {
  actionsLoading ??= import(/* webpackChunkName: "identity-actions" */ './identity-actions');
  const [, actions] = await Promise.all([loadIdentitySession(), actionsLoading]);
  return actions;
}

/** The identity library's account calls (settings), with the library configured; loaded once. */
export async function loadIdentityAccount(): Promise<IdentityAccount> {
  accountLoading ??= import(/* webpackChunkName: "identity-account" */ './identity-account');
  const [, account] = await Promise.all([loadIdentitySession(), accountLoading]);
  return account;
}

/**
 * False only when this browser certainly holds no session: the identity library keeps its tokens in
 * localStorage under `CognitoIdentityServiceProvider.<clientId>.`, and none is there. Then the app
 * may show the signed-out pages without loading the library. Unknown (not configured, storage
 * blocked): true, and the library decides.
 */
export function mayHaveStoredSession(
  storage: Pick<Storage, 'length' | 'key'> | undefined = globalThis.localStorage,
): boolean {
  if (!config || !storage) return true;
  return hasStoredTokens(config.userPoolClientId, storage);
}

/**
 * This browser's stored ID and access tokens while both are valid by a rule stricter than the
 * identity library's (stored-tokens.ts); null when not configured, or when the library must decide.
 */
export function validStoredSession(
  storage: Pick<Storage, 'length' | 'key' | 'getItem'> | undefined = globalThis.localStorage,
): StoredTokens | null {
  return config && storage ? validStoredTokens(config.userPoolClientId, storage) : null;
}

/** Loads the sign-in calls once the visitor starts using the page (or after `idleMs`), so Sign In never waits for them. */
export function preloadIdentityActionsOnUse(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window,
  idleMs = 3000,
): void {
  if (!target) return;
  // Not focus: a page that focuses its first field on load would load the calls before it is usable.
  const events = ['pointerdown', 'keydown', 'input'] as const;
  const load = () => {
    clearTimeout(timer);
    for (const event of events) target.removeEventListener(event, load, true);
    void loadIdentityActions().catch(() => undefined);
  };
  const timer = setTimeout(load, idleMs);
  for (const event of events) target.addEventListener(event, load, true);
}

/** The identity library's errors that mean this browser's session no longer exists. */
const goneErrors = new Set(['UserUnAuthenticatedException', 'NotAuthorizedException', 'UserNotFoundException']);

/** Whether an error reading the user says the session is gone (not that the service could not be reached). */
export function sessionIsGone(error: unknown): boolean {
  return error instanceof Error && (goneErrors.has(error.name) || error.message === 'No session');
}
