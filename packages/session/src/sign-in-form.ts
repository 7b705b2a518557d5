import { makeAutoObservable } from 'mobx';
import { CodeRequiredError, unconfirmedMessage } from './sign-in-steps';
import type { SessionUser, SignInOptions } from './types';

/** What signing in needs from the outside: the session and the API's account sync. */
export interface SignInFormDeps {
  signIn: (username: string, password: string, options?: SignInOptions) => Promise<SessionUser>;
  /** POST /users/sync: creates or refreshes the caller's row before any signed-in page asks for it. */
  syncUser: () => Promise<unknown>;
  /** Signs in with a passkey of the named account (absent where the page offers none). */
  signInWithPasskey?: (username: string, options?: SignInOptions) => Promise<SessionUser>;
  /** Finishes a sign-in that asked for an authenticator code (absent where the page offers none). */
  confirmSignInCode?: (code: string) => Promise<SessionUser>;
}

/** docs/PRODUCT.md §8: the text when a failed sign-in says nothing of its own. */
export const signInFailedMessage = 'Failed to sign in';

/** Where a form has no code step (an area running alone) and the account asks for a code. */
export const noCodeStepMessage = "This account uses two-step verification: sign in on the app's sign-in page";

/** Which part of the sign-in the form shows: the credentials, or the authenticator code. */
export type SignInFormStep = 'credentials' | 'code';

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message.trim() ? error.message : signInFailedMessage;

/**
 * The state of a sign-in form (docs/PRODUCT.md §2): 'Email or Username' and Password, both required, busy
 * while signing in ('Signing In...'), and the error area's text; then, for an account with two-step
 * verification, the code step. Shared by /login (mfe-auth) and the sign-in of an area running alone
 * (@cliques/standalone), so both behave the same.
 */
export class SignInForm {
  /** What the visitor typed as 'Email or Username'. */
  login = '';
  /** The password as typed. */
  password = '';
  /** The authenticator code as typed (code step). */
  code = '';
  /** The part of the sign-in on screen. */
  step: SignInFormStep = 'credentials';
  /** The error area's text; empty when there is none. */
  error = '';
  /** True while signing in ('Signing In...'). */
  busy = false;
  /** True while the browser asks for a passkey. */
  passkeyBusy = false;

  constructor(private readonly deps: SignInFormDeps) {
    makeAutoObservable<SignInForm, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** True when the sign-in failed because the account was never confirmed (the page offers /verify). */
  get needsConfirmation(): boolean {
    return this.error === unconfirmedMessage;
  }

  setLogin(value: string): void {
    this.login = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  setCode(value: string): void {
    this.code = value.replace(/\s/g, '').slice(0, 6);
  }

  /** Signs in and syncs the account; true on success, else the error area says why (or the code step shows). */
  async submit(): Promise<boolean> {
    if (this.busy || this.passkeyBusy) return false;
    const login = this.login.trim();
    if (!login || !this.password) {
      this.error = 'Please enter your email or username and your password';
      return false;
    }
    return this.run(() => this.deps.signIn(login, this.password, { beforeSignedIn: () => this.deps.syncUser() }));
  }

  /** Signs in with a passkey of the typed account, no password. */
  async submitPasskey(): Promise<boolean> {
    const signInWithPasskey = this.deps.signInWithPasskey;
    if (this.busy || this.passkeyBusy || !signInWithPasskey) return false;
    const login = this.login.trim();
    if (!login) {
      this.error = 'Please enter your email or username to sign in with a passkey';
      return false;
    }
    this.passkeyBusy = true;
    try {
      return await this.run(() => signInWithPasskey(login, { beforeSignedIn: () => this.deps.syncUser() }));
    } finally {
      this.endPasskey();
    }
  }

  /** Sends the authenticator code of the code step. */
  async submitCode(): Promise<boolean> {
    const confirmSignInCode = this.deps.confirmSignInCode;
    if (this.busy || !confirmSignInCode) return false;
    if (!/^\d{6}$/.test(this.code)) {
      this.error = 'Please enter the 6-digit code';
      return false;
    }
    return this.run(() => confirmSignInCode(this.code));
  }

  /** Leaves the code step for the credentials again. */
  backToCredentials(): void {
    this.step = 'credentials';
    this.code = '';
    this.password = '';
    this.error = '';
  }

  private async run(signIn: () => Promise<unknown>): Promise<boolean> {
    this.busy = true;
    this.error = '';
    try {
      await signIn();
      this.finish('');
      return true;
    } catch (error) {
      if (!(error instanceof CodeRequiredError)) this.finish(messageOf(error));
      else if (this.deps.confirmSignInCode) this.showCodeStep();
      else this.finish(noCodeStepMessage);
      return false;
    }
  }

  private showCodeStep(): void {
    this.busy = false;
    this.error = '';
    this.code = '';
    this.step = 'code';
  }

  private endPasskey(): void {
    this.passkeyBusy = false;
  }

  private finish(error: string): void {
    this.busy = false;
    this.error = error;
    if (error && this.step === 'code') this.code = '';
  }
}
