import { makeAutoObservable } from 'mobx';
import { newPasswordError } from '@cliques/session';
import { attempt } from '@cliques/stores';
import { savePendingVerification } from '../../../lib/pending-verification';

const emailFormat = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the identity server answers to a sign-up whose username was signed up before but never confirmed. */
export const neverConfirmedAnswer = 'User already exists but was never confirmed';
/** What the page says then, beside a way to /verify. */
export const neverConfirmedMessage = 'This username was signed up but never confirmed. Enter the code we emailed.';

/** What signing up needs from the session. */
export interface SignUpDeps {
  signUp: (email: string, username: string, password: string) => Promise<unknown>;
}

/** The sign-up form (docs/PRODUCT.md §2, §5): Email, Username, Password, Confirm Password. */
export class SignUpStore {
  /** The email the code goes to. */
  email = '';
  /** The chosen username. */
  username = '';
  /** The password as typed. */
  password = '';
  /** The password typed again. */
  confirmPassword = '';
  /** The error area's text; empty when there is none. */
  error = '';
  /** True while the account is being created ('Creating Account...'). */
  busy = false;
  /** The username of an earlier sign-up never confirmed, when this one ran into it: the page offers /verify. */
  unconfirmed = '';

  constructor(
    private readonly deps: SignUpDeps,
    private readonly storage: Storage = localStorage,
  ) {
    makeAutoObservable<SignUpStore, 'deps' | 'storage'>(this, { deps: false, storage: false }, { autoBind: true });
  }

  setEmail(value: string): void {
    this.email = value;
  }

  setUsername(value: string): void {
    this.username = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  setConfirmPassword(value: string): void {
    this.confirmPassword = value;
  }

  /** The first rule of docs/PRODUCT.md §5 the form breaks, or '' when it keeps them all. */
  get validationError(): string {
    if (!this.email.trim() || !this.username.trim() || !this.password || !this.confirmPassword)
      return 'Please fill in all fields';
    if (!emailFormat.test(this.email.trim())) return 'Please enter a valid email address';
    return newPasswordError(this.password, this.confirmPassword);
  }

  /** Creates the account and remembers it for /verify; true on success, else the error area says why. */
  async submit(): Promise<boolean> {
    if (this.busy) return false;
    if (this.validationError) {
      this.error = this.validationError;
      return false;
    }
    const email = this.email.trim();
    const username = this.username.trim();
    this.unconfirmed = '';
    const done = await attempt(this, { flag: 'busy', failed: 'Failed to sign up' }, async () => {
      await this.deps.signUp(email, username, this.password);
      savePendingVerification({ email, username }, this.storage);
    });
    if (this.error === neverConfirmedAnswer) this.markUnconfirmed(username);
    return done;
  }

  private markUnconfirmed(username: string): void {
    this.unconfirmed = username;
    this.error = neverConfirmedMessage;
  }
}
