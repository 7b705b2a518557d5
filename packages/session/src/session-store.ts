import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type {
  ConfirmSignUpOutput,
  FetchUserAttributesOutput,
  ResendSignUpCodeOutput,
  SignUpOutput,
} from 'aws-amplify/auth';
import { announce, listen } from './cross-tab';
import {
  loadIdentityActions,
  loadIdentitySession,
  mayHaveStoredSession,
  preloadIdentityActionsOnUse,
  sessionIsGone,
  validStoredSession,
  type IdentityActions,
  type IdentitySession,
} from './identity';
import { languageMetadata } from './language';
import { sameUser, storedSessionUser, stringClaims, toSessionUser } from './session-user';
import { whenSettled } from './when-settled';
import { assertSignedIn, CodeRequiredError, type SignInStep } from './sign-in-steps';
import type { SessionUser, SignInOptions } from './types';

export { unconfirmedMessage } from './sign-in-steps';

/** Reads the current user, session and attributes from the identity library; throws when signed out. */
async function readUser(typedUsername?: string): Promise<SessionUser> {
  const identity = await loadIdentitySession();
  const [current, session, attributes] = await Promise.all([
    identity.getCurrentUser(),
    identity.fetchAuthSession(),
    attributesUnlessOffline(identity),
  ]);
  const accessToken = session.tokens?.accessToken.toString();
  if (!accessToken) throw new Error('No session');
  const claims = attributes ?? stringClaims(session.tokens?.idToken?.payload ?? {});
  return toSessionUser({ current, attributes: claims, accessToken, typedUsername });
}

/** The user's attributes; null offline, where the stored session stays signed in (its ID token's claims name the user). */
async function attributesUnlessOffline(identity: IdentitySession): Promise<FetchUserAttributesOutput | null> {
  try {
    return await identity.fetchUserAttributes();
  } catch (error) {
    if (navigator.onLine) throw error;
    return null;
  }
}

/**
 * The auth state of docs/PRODUCT.md §4: user (none or a user), loading (initially true), initialized (false
 * until the first session check ends). One instance, shared as a federated singleton; the identity
 * library (aws-amplify) holds the tokens, this store holds what the app renders.
 */
export class SessionStore {
  /** The signed-in user, or null. */
  user: SessionUser | null = null;
  /** True while the auth state is resolving or an auth call is under way. */
  loading = true;
  /** False until the first session check has ended. */
  initialized = false;
  /** A sign-in waiting for its authenticator code (not observable: no screen renders it). */
  private pendingSignIn: { username: string; options: SignInOptions } | null = null;
  /**
   * Counts the sign-ins (and re-authentications) begun on this page. The check of a page started
   * from stored tokens is void once one has begun: it would read the library's session while the
   * sign-in had ended it, and sign out a person who was only confirming their password.
   */
  private signInsBegun = 0;

  constructor() {
    // Only state and its setters are MobX members; the async calls stay plain methods (callers and
    // tests may wrap them) and change state through the setters.
    makeObservable<SessionStore, 'setUser' | 'setLoading' | 'finishCheck'>(this, {
      user: observableRef,
      loading: observable,
      initialized: observable,
      isSignedIn: computed,
      setUser: action,
      setLoading: action,
      finishCheck: action,
    });
  }

  get isSignedIn(): boolean {
    return this.user !== null;
  }

  /**
   * The first session check: reads the current user, session and attributes; on failure no user.
   * A browser that certainly holds no session is signed out at once, without loading the identity
   * library; its sign-in calls load as soon as the visitor starts using the page. A browser whose
   * stored tokens are valid publishes their user at once, also without the library, and reads the
   * user from the library once the page has settled (`recheckStoredUser`).
   */
  async initialize(): Promise<void> {
    this.setLoading(true);
    if (!mayHaveStoredSession()) {
      this.setUser(null);
      this.finishCheck();
      preloadIdentityActionsOnUse();
      return;
    }
    const stored = validStoredSession();
    if (stored) {
      this.setUser(storedSessionUser(stored));
      this.finishCheck();
      const signInsBegun = this.signInsBegun;
      whenSettled(() => void this.recheckStoredUser(signInsBegun));
      return;
    }
    try {
      this.setUser(await readUser());
    } catch {
      this.setUser(null);
    } finally {
      this.finishCheck();
    }
  }

  /**
   * Signs in with an email or username and a password: first signs out any existing session, then
   * signs in, then loads the user. An unconfirmed account fails with 'Please confirm your account
   * first'; an account with two-step verification fails with CodeRequiredError, and
   * `confirmSignInCode` finishes that sign-in.
   */
  signIn(username: string, password: string, options: SignInOptions = {}): Promise<SessionUser> {
    return this.runSignIn(username, options, (actions) =>
      actions.signIn({ username, password, options: { clientMetadata: languageMetadata() } }),
    );
  }

  /**
   * Signs in with a passkey of the named account and no password (USER_AUTH with the WEB_AUTHN
   * challenge: the identity library asks the browser for the passkey).
   */
  signInWithPasskey(username: string, options: SignInOptions = {}): Promise<SessionUser> {
    return this.runSignIn(username, options, (actions) =>
      actions.signIn({ username, options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' } }),
    );
  }

  /** Finishes a sign-in that asked for an authenticator code; a wrong code keeps it open for another try. */
  async confirmSignInCode(code: string): Promise<SessionUser> {
    const pending = this.pendingSignIn;
    if (!pending) throw new Error('This sign-in has expired. Please sign in again.');
    this.setLoading(true);
    try {
      const actions = await loadIdentityActions();
      return await this.finishSignIn(
        await actions.confirmSignIn({ challengeResponse: code.trim() }),
        pending.username,
        pending.options,
      );
    } finally {
      this.setLoading(false);
    }
  }

  /**
   * Signs the signed-in person in again with their password, so the API sees a recent sign-in
   * (deleting the account needs one). The identity library refuses to sign in over a session, so
   * the session ends first; the user stays published meanwhile, so the page asking stays on screen.
   * May fail with CodeRequiredError, like signIn.
   */
  async reauthenticate(password: string): Promise<SessionUser> {
    const username = this.user?.username;
    if (!username) throw new Error('Nobody is signed in');
    this.signInsBegun += 1;
    const [identity, actions] = await Promise.all([loadIdentitySession(), loadIdentityActions()]);
    await identity.signOut().catch(() => undefined);
    this.pendingSignIn = null;
    const answer = await actions.signIn({ username, password, options: { clientMetadata: languageMetadata() } });
    return this.finishSignIn(answer, username, {});
  }

  /**
   * Reads the user again (e.g. after the email changed). The tokens are renewed first, so the stored
   * ID token a later page starts from carries the new attributes; without an answer the old ones serve.
   */
  async refreshUser(): Promise<void> {
    await (await loadIdentitySession()).fetchAuthSession({ forceRefresh: true }).catch(() => undefined);
    await this.reloadUser();
  }

  /** Signs up: the email goes as a user attribute, with the username and password. */
  signUp(email: string, username: string, password: string): Promise<SignUpOutput> {
    return this.whileLoading(async () =>
      (await loadIdentityActions()).signUp({
        username,
        password,
        options: { userAttributes: { email }, clientMetadata: languageMetadata() },
      }),
    );
  }

  /** Confirms a sign-up with the code from the email. */
  confirmSignUp(username: string, code: string): Promise<ConfirmSignUpOutput> {
    return this.whileLoading(async () =>
      (await loadIdentityActions()).confirmSignUp({ username, confirmationCode: code }),
    );
  }

  /** Sends a new confirmation code (the old one stops working). */
  resendSignUpCode(username: string): Promise<ResendSignUpCodeOutput> {
    return this.whileLoading(async () =>
      (await loadIdentityActions()).resendSignUpCode({ username, options: { clientMetadata: languageMetadata() } }),
    );
  }

  /**
   * Signs out: revokes the session and leads to no user, in this tab and the others. `global`
   * ends every sign-in of the account, on every device (signOut({global: true})).
   */
  async signOut({ global = false }: { global?: boolean } = {}): Promise<void> {
    this.setLoading(true);
    try {
      await (await loadIdentitySession()).signOut({ global });
    } finally {
      this.setUser(null);
      this.setLoading(false);
      announce('signOut');
    }
  }

  /**
   * The current ID token for API calls, or null: the stored one while it is valid (the API verifies
   * it), else the identity library's (refreshed when due).
   */
  async getIdToken(): Promise<string | null> {
    if (!this.user && !mayHaveStoredSession()) return null;
    const stored = validStoredSession();
    if (stored) return stored.idToken;
    try {
      const { tokens } = await (await loadIdentitySession()).fetchAuthSession();
      return tokens?.idToken?.toString() ?? null;
    } catch {
      return null;
    }
  }

  /** Follows sign-ins and sign-outs made in other tabs; returns the unsubscribe. */
  followOtherTabs(target?: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
    return listen((event) => {
      if (event === 'signOut') this.setUser(null);
      else void this.reloadUser();
    }, target);
  }

  private async runSignIn(
    username: string,
    options: SignInOptions,
    start: (actions: IdentityActions) => Promise<SignInStep>,
  ): Promise<SessionUser> {
    this.setLoading(true);
    this.signInsBegun += 1;
    try {
      const [identity, actions] = await Promise.all([loadIdentitySession(), loadIdentityActions()]);
      await this.endLocalSession(identity);
      this.pendingSignIn = null;
      return await this.finishSignIn(await start(actions), username, options);
    } finally {
      this.setLoading(false);
    }
  }

  /** Publishes the user once the identity library signed in, or keeps the sign-in open for its code. */
  private async finishSignIn(step: SignInStep, username: string, options: SignInOptions): Promise<SessionUser> {
    try {
      assertSignedIn(step);
    } catch (error) {
      this.pendingSignIn = error instanceof CodeRequiredError ? { username, options } : null;
      throw error;
    }
    this.pendingSignIn = null;
    const identity = await loadIdentitySession();
    // The user's attributes and the caller's preparation (account sync) need only the new tokens: run both at once.
    let user: SessionUser;
    try {
      [user] = await Promise.all([readUser(username), options.beforeSignedIn?.()]);
    } catch (error) {
      await identity.signOut().catch(() => undefined);
      throw error;
    }
    this.setUser(user);
    announce('signIn');
    return user;
  }

  private async reloadUser(): Promise<void> {
    try {
      this.setUser(await readUser());
    } catch {
      this.setUser(null);
    }
  }

  /**
   * After a start from stored tokens: reads the user from the identity library, as the first check
   * does otherwise. The server's current attributes win; a session the library no longer has ends,
   * unless the browser is offline (the stored user stays). A sign-in or sign-out meanwhile wins.
   */
  private async recheckStoredUser(signInsBegun: number): Promise<void> {
    const started = this.user;
    if (!started || this.signInsBegun !== signInsBegun) return;
    let user: SessionUser | null;
    try {
      user = await readUser();
    } catch (error) {
      // Only the identity service's own word ends the session: an unreachable or restarting server
      // (a network error, a 5xx) keeps the stored user, as being offline does; the API's 401 still
      // signs out a session it no longer accepts.
      if (!sessionIsGone(error)) return;
      user = null;
    }
    // The same user again keeps the published object, so nothing on the page renders again.
    if (this.user === started && this.signInsBegun === signInsBegun && !sameUser(user, started)) this.setUser(user);
  }

  /** Drops a leftover session (the identity library refuses to sign in over one). */
  private async endLocalSession(identity: IdentitySession): Promise<void> {
    await identity.signOut().catch(() => undefined);
    this.setUser(null);
  }

  private async whileLoading<T>(run: () => Promise<T>): Promise<T> {
    this.setLoading(true);
    try {
      return await run();
    } finally {
      this.setLoading(false);
    }
  }

  private setUser(user: SessionUser | null): void {
    this.user = user;
  }

  private setLoading(loading: boolean): void {
    this.loading = loading;
  }

  private finishCheck(): void {
    this.loading = false;
    this.initialized = true;
  }
}
