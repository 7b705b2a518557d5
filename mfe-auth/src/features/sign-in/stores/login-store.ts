import { makeAutoObservable } from 'mobx';
import type { SessionUser, SignInOptions } from '@cliques/session';
import { errorMessage } from '../../../lib/error-message';

/** What signing in needs from the outside: the session and the API's account sync. */
export interface LoginDeps {
  signIn: (username: string, password: string, options?: SignInOptions) => Promise<SessionUser>;
  /** POST /users/sync: creates or refreshes the caller's row before any signed-in page asks for it. */
  syncUser: () => Promise<unknown>;
}

/** The login form (SPEC §2): 'Email or Username' and Password, both required. */
export class LoginStore {
  /** What the visitor typed as 'Email or Username'. */
  login = '';
  /** The password as typed. */
  password = '';
  /** The error area's text; empty when there is none. */
  error = '';
  /** True while signing in ('Signing In...'). */
  busy = false;

  constructor(private readonly deps: LoginDeps) {
    makeAutoObservable<LoginStore, 'deps'>(this, { deps: false }, { autoBind: true });
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
      this.finish(errorMessage(error, 'Failed to sign in'));
      return false;
    }
  }

  private finish(error: string): void {
    this.busy = false;
    this.error = error;
  }
}
