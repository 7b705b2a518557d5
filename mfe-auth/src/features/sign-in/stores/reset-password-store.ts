import { makeAutoObservable } from 'mobx';
import { newPasswordError, type CodeDelivery } from '@cliques/session';
import { attempt } from '@cliques/stores';

/** docs/PRODUCT.md §9: the length of a mailed code. */
export const resetCodeLength = 6;
/** Shown on /login after a new password was set. */
export const passwordResetNotice = 'Your password has been reset. Sign in with your new password.';

/** What resetting a password needs from the session. */
export interface ResetPasswordDeps {
  requestPasswordReset: (username: string) => Promise<CodeDelivery>;
  confirmPasswordReset: (username: string, code: string, newPassword: string) => Promise<void>;
}

/** Which step of the reset is on screen. */
export type ResetStep = 'request' | 'confirm';

/**
 * "Forgot your password?": the email or username gets a mailed code; the code with a new password
 * (typed twice) sets it. The identity service answers the same for unknown names, so this never
 * tells whether an account exists.
 */
export class ResetPasswordStore {
  /** The step on screen. */
  step: ResetStep = 'request';
  /** 'Email or Username' as typed. */
  login = '';
  /** Where the code went (masked), as the identity service says; '' when it did not say. */
  destination = '';
  /** The mailed code as typed. */
  code = '';
  /** The new password. */
  newPassword = '';
  /** The new password typed again. */
  confirmPassword = '';
  /** The error area's text; empty when there is none. */
  error = '';
  /** A confirmation line (a new code was sent). */
  success = '';
  /** True while a code is being sent ('Sending...'). */
  sending = false;
  /** True while the new password is being set ('Saving...'). */
  saving = false;

  constructor(
    private readonly deps: ResetPasswordDeps,
    initialLogin = '',
  ) {
    this.login = initialLogin;
    makeAutoObservable<ResetPasswordStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  setLogin(value: string): void {
    this.login = value;
  }

  setCode(value: string): void {
    this.code = value.replace(/\s/g, '').slice(0, resetCodeLength);
  }

  setNewPassword(value: string): void {
    this.newPassword = value;
  }

  setConfirmPassword(value: string): void {
    this.confirmPassword = value;
  }

  /** Mails a code (again, on the confirm step); true when it was sent. */
  async sendCode(): Promise<boolean> {
    if (this.sending) return false;
    const login = this.login.trim();
    if (!login) {
      this.error = 'Please enter your email or username';
      return false;
    }
    this.success = '';
    return attempt(this, { flag: 'sending', failed: 'Failed to send the reset code' }, async () => {
      const { destination } = await this.deps.requestPasswordReset(login);
      this.codeSent(destination);
    });
  }

  /** Sets the new password with the code; true on success (the page goes back to sign-in). */
  async confirm(): Promise<boolean> {
    if (this.saving) return false;
    const problem =
      this.code.length !== resetCodeLength
        ? 'Please enter the 6-digit code from the email'
        : newPasswordError(this.newPassword, this.confirmPassword);
    if (problem) {
      this.error = problem;
      return false;
    }
    this.success = '';
    return attempt(this, { flag: 'saving', failed: 'Failed to reset your password' }, () =>
      this.deps.confirmPasswordReset(this.login.trim(), this.code, this.newPassword),
    );
  }

  private codeSent(destination: string): void {
    if (this.step === 'confirm') this.success = 'A new code has been sent. Check your email.';
    this.step = 'confirm';
    this.destination = destination;
  }
}
