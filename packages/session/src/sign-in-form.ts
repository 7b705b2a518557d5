import { makeAutoObservable } from 'mobx';
import type { SessionUser, SignInOptions } from './types';

/** What signing in needs from the outside: the session and the API's account sync. */
export interface SignInFormDeps {
  signIn: (username: string, password: string, options?: SignInOptions) => Promise<SessionUser>;
  /** POST /users/sync: creates or refreshes the caller's row before any signed-in page asks for it. */
  syncUser: () => Promise<unknown>;
}

/** SPEC §8: the text when a failed sign-in says nothing of its own. */
export const signInFailedMessage = 'Failed to sign in';

/**
 * The state of a sign-in form (SPEC §2): 'Email or Username' and Password, both required, busy
 * while signing in ('Signing In...'), and the error area's text. Shared by /login (mfe-auth) and the
 * sign-in of an area running alone (@cliques/standalone), so both behave the same.
 */
export class SignInForm {
  /** What the visitor typed as 'Email or Username'. */
  login = '';
  /** The password as typed. */
  password = '';
  /** The error area's text; empty when there is none. */
  error = '';
  /** True while signing in ('Signing In...'). */
  busy = false;

  constructor(private readonly deps: SignInFormDeps) {
    makeAutoObservable<SignInForm, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  setLogin(value: string): void {
    this.login = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  /** Signs in and syncs the account; true on success, else the error area says why. */
  async submit(): Promise<boolean> {
    if (this.busy) return false;
    const login = this.login.trim();
    if (!login || !this.password) {
      this.error = 'Please enter your email or username and your password';
      return false;
    }
    this.busy = true;
    this.error = '';
    try {
      await this.deps.signIn(login, this.password, { beforeSignedIn: () => this.deps.syncUser() });
      this.finish('');
      return true;
    } catch (error) {
      this.finish(error instanceof Error && error.message.trim() ? error.message : signInFailedMessage);
      return false;
    }
  }

  private finish(error: string): void {
    this.busy = false;
    this.error = error;
  }
}
