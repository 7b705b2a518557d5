import { makeAutoObservable } from 'mobx';
import { attempt } from '@cliques/stores';
import {
  clearPendingVerification,
  readPendingVerification,
  type PendingVerification,
} from '../../../lib/pending-verification';

/** docs/PRODUCT.md §9: the code's length. */
export const codeLength = 6;
/** docs/PRODUCT.md §9: how long a success text stays. */
export const successTimeoutMs = 5_000;
/** What /login says after a verification (its `state.notice`). */
export const accountConfirmedNotice = 'Your account is confirmed. Sign in to continue.';
/** docs/PRODUCT.md §8: shown after a new code was sent. */
export const codeSentMessage = 'Verification code sent! Check your email.';

/** What verifying needs from the session. */
export interface VerifyDeps {
  confirmSignUp: (username: string, code: string) => Promise<unknown>;
  resendSignUpCode: (username: string) => Promise<unknown>;
}

/** The verify screen (docs/PRODUCT.md §2, §5, §8): a 6-character code, Verify Account, Resend Code. */
export class VerifyStore {
  /** The account waiting for its code, as the sign-up screen stored it. */
  readonly pending: PendingVerification;
  /** Whose account to confirm: the stored one, else what the visitor types (or the sign-in page carried). */
  username: string;
  /** True when nothing was stored (another browser, storage cleared): the page asks whose account it is. */
  readonly asksUsername: boolean;
  /** The code as typed. */
  code = '';
  /** The error area's text; empty when there is none. */
  error = '';
  /** 'Verification code sent! Check your email.' for 5 s after a resend. */
  success = '';
  /** True while the code is being checked ('Verifying...'). */
  verifying = false;
  /** True while a new code is being sent ('Sending...'). */
  sending = false;
  private successTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly deps: VerifyDeps,
    private readonly storage: Storage = localStorage,
    carriedUsername = '',
  ) {
    this.pending = readPendingVerification(storage);
    this.asksUsername = !this.pending.username;
    this.username = this.pending.username || carriedUsername;
    makeAutoObservable<VerifyStore, 'deps' | 'storage' | 'successTimer'>(
      this,
      { deps: false, storage: false, successTimer: false },
      { autoBind: true },
    );
  }

  /** Submit is enabled only with exactly 6 characters. */
  get canVerify(): boolean {
    return this.code.length === codeLength && !this.verifying;
  }

  setUsername(value: string): void {
    this.username = value;
  }

  setCode(value: string): void {
    this.code = value.slice(0, codeLength);
  }

  /** Confirms the account; on success forgets the stored email and username. */
  async verify(): Promise<boolean> {
    if (!this.canVerify) return false;
    const username = this.username.trim();
    if (!username) {
      this.fail('Please enter your email or username');
      return false;
    }
    const verified = await attempt(this, { flag: 'verifying', failed: 'Failed to verify account' }, async () => {
      await this.deps.confirmSignUp(username, this.code);
      clearPendingVerification(this.storage);
    });
    if (!verified) this.showSuccess('');
    return verified;
  }

  /** Sends a new code to the account's email. */
  async resend(): Promise<void> {
    if (this.sending) return;
    const username = this.username.trim();
    if (!username) {
      this.fail('Username is required to resend verification code');
      return;
    }
    const sent = await attempt(this, { flag: 'sending', failed: 'Failed to resend verification code' }, () =>
      this.deps.resendSignUpCode(username),
    );
    this.showSuccess(sent ? codeSentMessage : '');
  }

  /** Stops the success timer (the page unmounted). */
  dispose(): void {
    clearTimeout(this.successTimer);
  }

  /** A new error: the earlier "code sent" line goes, so the two never show together. */
  private fail(error: string): void {
    this.error = error;
    this.showSuccess('');
  }

  /** The confirmation line after a resend (for 5 s), or none after a failed one. */
  private showSuccess(success: string): void {
    this.success = success;
    clearTimeout(this.successTimer);
    if (success) this.successTimer = setTimeout(() => this.clearSuccess(), successTimeoutMs);
  }

  private clearSuccess(): void {
    this.success = '';
  }
}
