import { makeAutoObservable } from 'mobx';
import type { CodeDelivery } from '@cliques/session';
import { attempt } from '@cliques/stores';

const emailFormat = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What changing the email needs from the session. */
export interface ChangeEmailDeps {
  requestEmailChange: (email: string) => Promise<CodeDelivery>;
  resendEmailChangeCode: () => Promise<CodeDelivery>;
  confirmEmailChange: (code: string) => Promise<void>;
  /** Reads the user again, so the app shows the new address. */
  refreshUser: () => Promise<void>;
  /** The account's address now. */
  currentEmail: () => string;
}

/**
 * Settings → Security → Change email: the new address gets a code; the current address stays the
 * account's until the code is entered (the identity service keeps the new one aside till then).
 */
export class ChangeEmailStore {
  /** 'email': type the new address; 'code': enter the code sent to it. */
  step: 'email' | 'code' = 'email';
  /** The new address as typed. */
  newEmail = '';
  /** The code as typed. */
  code = '';
  /** True while a code is being sent ('Sending...'). */
  sending = false;
  /** True while the code is being checked ('Verifying...'). */
  verifying = false;
  /** The error line; empty when there is none. */
  error = '';
  /** The confirmation line. */
  success = '';

  constructor(private readonly deps: ChangeEmailDeps) {
    makeAutoObservable<ChangeEmailStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  setNewEmail(value: string): void {
    this.newEmail = value;
  }

  setCode(value: string): void {
    this.code = value.replace(/\s/g, '').slice(0, 6);
  }

  /** Sends a code to the new address. */
  async requestCode(): Promise<boolean> {
    if (this.sending) return false;
    const email = this.newEmail.trim();
    this.success = '';
    if (!emailFormat.test(email)) return this.fail('Please enter a valid email address');
    if (email.toLowerCase() === this.deps.currentEmail().toLowerCase())
      return this.fail('This is already your email address');
    return attempt(this, { flag: 'sending', failed: 'Failed to send the code' }, async () => {
      const { destination } = await this.deps.requestEmailChange(email);
      this.codeSent(destination || email);
    });
  }

  /** Sends the code again. */
  async resend(): Promise<void> {
    if (this.sending) return;
    this.success = '';
    await attempt(this, { flag: 'sending', failed: 'Failed to send the code' }, async () => {
      const { destination } = await this.deps.resendEmailChangeCode();
      this.codeSent(destination || this.newEmail.trim());
    });
  }

  /** Confirms the new address with its code; from then on it is the account's. */
  async confirm(): Promise<boolean> {
    if (this.verifying) return false;
    if (this.code.length !== 6) return this.fail('Please enter the 6-digit code');
    this.success = '';
    return attempt(this, { flag: 'verifying', failed: 'Failed to verify the code' }, async () => {
      await this.deps.confirmEmailChange(this.code);
      await this.deps.refreshUser().catch(() => undefined);
      this.changed();
    });
  }

  /** Gives up the change: the current address stays. */
  cancel(): void {
    this.step = 'email';
    this.code = '';
    this.error = '';
    this.success = '';
  }

  private fail(error: string): false {
    this.error = error;
    return false;
  }

  private codeSent(destination: string): void {
    this.step = 'code';
    this.success = `We sent a code to ${destination}. Your current address stays in use until you enter it.`;
  }

  private changed(): void {
    this.success = `Your email address is now ${this.newEmail.trim()}.`;
    this.step = 'email';
    this.newEmail = '';
    this.code = '';
  }
}
