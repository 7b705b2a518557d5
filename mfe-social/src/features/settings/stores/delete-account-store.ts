import { makeAutoObservable } from 'mobx';
import { ApiError } from '@cliques/api-client';
import { CodeRequiredError } from '@cliques/session';
import { attempt } from '@cliques/stores';

/** What deleting the account needs from the API and the session. */
export interface DeleteAccountDeps {
  /** DELETE /api/account (403 reauthentication_required when the sign-in is older than 15 minutes). */
  deleteAccount: () => Promise<void>;
  /** Signs in again with the password (may ask for an authenticator code: CodeRequiredError). */
  reauthenticate: (password: string) => Promise<unknown>;
  confirmSignInCode: (code: string) => Promise<unknown>;
  /** Ends the session on this device. */
  signOut: () => Promise<void>;
}

/** 'confirm': type the username; 'password': sign in again; 'code': the authenticator code of that sign-in. */
export type DeleteStep = 'confirm' | 'password' | 'code';

const needsNewSignIn = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'reauthentication_required';

/**
 * Settings → Your data → Delete account: typing the username unlocks the button; the API erases
 * everything. If the last sign-in is older than 15 minutes the person confirms their password (and
 * code, with two-step verification on), which signs them in again, and the deletion is retried.
 */
export class DeleteAccountStore {
  /** The step on screen. */
  step: DeleteStep = 'confirm';
  /** The typed confirmation (must equal the username). */
  confirmation = '';
  /** The password, on the 'password' step. */
  password = '';
  /** The authenticator code, on the 'code' step. */
  code = '';
  /** True while a call is under way ('Deleting...'). */
  busy = false;
  /** The error line; empty when there is none. */
  error = '';
  /** True once the account is gone and this device signed out. */
  deleted = false;
  /** True when a new sign-in was started and failed: this device holds no session any more. */
  sessionEnded = false;

  constructor(
    private readonly deps: DeleteAccountDeps,
    /** The username the person must type. */
    readonly username: string,
  ) {
    makeAutoObservable<DeleteAccountStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** The typed confirmation matches the username (the delete button is enabled). */
  get confirmed(): boolean {
    return this.confirmation.trim() === this.username;
  }

  setConfirmation(value: string): void {
    this.confirmation = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  setCode(value: string): void {
    this.code = value.replace(/\s/g, '').slice(0, 6);
  }

  /** Runs the current step; true once the account is deleted. */
  async submit(): Promise<boolean> {
    if (this.busy) return false;
    const problem = this.problem();
    if (problem) {
      this.error = problem;
      return false;
    }
    await attempt(this, { flag: 'busy', failed: 'Failed to delete your account' }, async () => {
      try {
        await this.signInAgain();
        await this.deps.deleteAccount();
      } catch (error) {
        // Asked to sign in again (or for that sign-in's code): the next step, not a failure.
        if (this.askedFor(error)) return;
        throw error;
      }
      await this.deps.signOut().catch(() => undefined);
      this.setDeleted();
    });
    return this.deleted;
  }

  private problem(): string {
    if (this.step === 'confirm' && !this.confirmed) return `Type your username, ${this.username}, to confirm`;
    if (this.step === 'password' && !this.password) return 'Please enter your password';
    if (this.step === 'code' && !/^\d{6}$/.test(this.code))
      return 'Please enter the 6-digit code from your authenticator app';
    return '';
  }

  /** On the password and code steps: signs in again first. */
  private async signInAgain(): Promise<void> {
    if (this.step === 'confirm') return;
    // Signing in again ends this device's session first: until it succeeds there is none.
    this.setSessionEnded(true);
    await (this.step === 'password' ? this.deps.reauthenticate(this.password) : this.deps.confirmSignInCode(this.code));
    this.setSessionEnded(false);
  }

  /** Moves to the step an error asks for (a new sign-in, its code); false when it asks for none. */
  private askedFor(error: unknown): boolean {
    if (needsNewSignIn(error)) {
      this.step = 'password';
      return true;
    }
    if (error instanceof CodeRequiredError) {
      this.step = 'code';
      this.code = '';
      return true;
    }
    return false;
  }

  private setSessionEnded(ended: boolean): void {
    this.sessionEnded = ended;
  }

  private setDeleted(): void {
    this.deleted = true;
  }
}
