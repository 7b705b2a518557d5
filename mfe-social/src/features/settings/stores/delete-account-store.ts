import { makeAutoObservable } from 'mobx';
import { ApiError, errorMessage } from '@cliques/api-client';
import { CodeRequiredError } from '@cliques/session';

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
    this.start();
    try {
      if (this.step !== 'confirm') {
        // Signing in again ends this device's session first: until it succeeds there is none.
        this.setSessionEnded(true);
        await (this.step === 'password'
          ? this.deps.reauthenticate(this.password)
          : this.deps.confirmSignInCode(this.code));
        this.setSessionEnded(false);
      }
      await this.deps.deleteAccount();
      await this.deps.signOut().catch(() => undefined);
      this.finish('', true);
      return true;
    } catch (error) {
      this.failed(error);
      return false;
    }
  }

  private problem(): string {
    if (this.step === 'confirm' && !this.confirmed) return `Type your username, ${this.username}, to confirm`;
    if (this.step === 'password' && !this.password) return 'Please enter your password';
    if (this.step === 'code' && !/^\d{6}$/.test(this.code))
      return 'Please enter the 6-digit code from your authenticator app';
    return '';
  }

  private start(): void {
    this.busy = true;
    this.error = '';
  }

  private failed(error: unknown): void {
    if (needsNewSignIn(error)) {
      this.step = 'password';
      this.finish('', false);
    } else if (error instanceof CodeRequiredError) {
      this.step = 'code';
      this.code = '';
      this.finish('', false);
    } else {
      this.finish(errorMessage(error, 'Failed to delete your account'), false);
    }
  }

  private setSessionEnded(ended: boolean): void {
    this.sessionEnded = ended;
  }

  private finish(error: string, deleted: boolean): void {
    this.busy = false;
    this.error = error;
    this.deleted = deleted;
  }
}
