import { makeAutoObservable } from 'mobx';
import { newPasswordError } from '@cliques/session';
import { attempt } from '@cliques/stores';

/** Shown once the password was changed. */
export const passwordChangedMessage = 'Your password has been changed.';

/** What changing the password needs from the session. */
export interface ChangePasswordDeps {
  changePassword: (oldPassword: string, newPassword: string) => Promise<void>;
}

/** Settings → Security → Change password: the current password, the new one typed twice. */
export class ChangePasswordStore {
  /** The current password. */
  currentPassword = '';
  /** The new password. */
  newPassword = '';
  /** The new password typed again. */
  confirmPassword = '';
  /** True while changing ('Changing...'). */
  busy = false;
  /** The error line; empty when there is none. */
  error = '';
  /** The confirmation line. */
  success = '';

  constructor(private readonly deps: ChangePasswordDeps) {
    makeAutoObservable<ChangePasswordStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  setCurrentPassword(value: string): void {
    this.currentPassword = value;
  }

  setNewPassword(value: string): void {
    this.newPassword = value;
  }

  setConfirmPassword(value: string): void {
    this.confirmPassword = value;
  }

  /** Changes the password; true on success (the fields are emptied). */
  async submit(): Promise<boolean> {
    if (this.busy) return false;
    const problem = this.currentPassword
      ? newPasswordError(this.newPassword, this.confirmPassword)
      : 'Please enter your current password';
    this.success = '';
    if (problem) {
      this.error = problem;
      return false;
    }
    return attempt(this, { flag: 'busy', failed: 'Failed to change your password' }, async () => {
      await this.deps.changePassword(this.currentPassword, this.newPassword);
      this.changed();
    });
  }

  private changed(): void {
    this.success = passwordChangedMessage;
    this.currentPassword = '';
    this.newPassword = '';
    this.confirmPassword = '';
  }
}
