import { makeAutoObservable } from 'mobx';
import type { TotpSetup } from '@cliques/session';
import { errorMessage } from '@cliques/api-client';
import { attempt } from '@cliques/stores';

/** Shown once sign-in asks for codes. */
export const twoStepOnMessage =
  'Two-step verification is on. Signing in will ask for a code from your authenticator app.';
/** Shown once it no longer does. */
export const twoStepOffMessage = 'Two-step verification is off.';

/** What two-step verification needs from the session, and how a QR code is drawn. */
export interface TwoStepDeps {
  isTotpEnabled: () => Promise<boolean>;
  startTotpSetup: (accountName: string) => Promise<TotpSetup>;
  enableTotp: (code: string) => Promise<void>;
  disableTotp: () => Promise<void>;
  /** The QR code of an otpauth:// URI as an image URL (data:). */
  qrCode: (uri: string) => Promise<string>;
}

/**
 * Settings → Security → Two-step verification with an authenticator app: set up (QR code and the
 * manual key), confirm with a first code, then sign-in asks for codes; turn off.
 */
export class TwoStepStore {
  /** Where reading the current state stands. */
  status: 'loading' | 'ready' | 'error' = 'loading';
  /** Whether sign-in asks for a code. */
  enabled = false;
  /** The set-up under way: the manual key and the otpauth:// URI; null when none. */
  setup: TotpSetup | null = null;
  /** The set-up's QR code as an image URL; '' while drawing or when it could not be drawn. */
  qrCodeUrl = '';
  /** The first code as typed. */
  code = '';
  /** True while a call is under way. */
  busy = false;
  /** The error line; empty when there is none. */
  error = '';
  /** The confirmation line. */
  success = '';

  constructor(
    private readonly deps: TwoStepDeps,
    private readonly accountName: string,
  ) {
    makeAutoObservable<TwoStepStore, 'deps' | 'accountName'>(
      this,
      { deps: false, accountName: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = '';
    try {
      this.loaded(await this.deps.isTotpEnabled());
    } catch (error) {
      this.failLoad(errorMessage(error, 'Failed to read your two-step verification setting'));
    }
  }

  setCode(value: string): void {
    this.code = value.replace(/\s/g, '').slice(0, 6);
  }

  /** Starts a set-up: a new secret for the authenticator app (QR code and manual key). */
  async start(): Promise<void> {
    if (this.busy) return;
    await this.run(async () => {
      const setup = await this.deps.startTotpSetup(this.accountName);
      this.began(setup);
      const url = await this.deps.qrCode(setup.uri).catch(() => '');
      this.drew(url);
    }, 'Failed to start the set-up');
  }

  /** Checks the first code and turns two-step verification on. */
  async confirm(): Promise<void> {
    if (this.busy) return;
    if (!/^\d{6}$/.test(this.code)) {
      this.error = 'Please enter the 6-digit code from your authenticator app';
      return;
    }
    await this.run(async () => {
      await this.deps.enableTotp(this.code);
      this.switched(true, twoStepOnMessage);
    }, 'Failed to turn on two-step verification');
  }

  /** Turns two-step verification off. */
  async turnOff(): Promise<void> {
    if (this.busy) return;
    await this.run(async () => {
      await this.deps.disableTotp();
      this.switched(false, twoStepOffMessage);
    }, 'Failed to turn off two-step verification');
  }

  /** Abandons a set-up under way. */
  cancel(): void {
    this.setup = null;
    this.qrCodeUrl = '';
    this.code = '';
    this.error = '';
  }

  private async run(work: () => Promise<void>, failed: string): Promise<void> {
    this.success = '';
    await attempt(this, { flag: 'busy', failed }, work);
  }

  private loaded(enabled: boolean): void {
    this.enabled = enabled;
    this.status = 'ready';
  }

  private failLoad(error: string): void {
    this.status = 'error';
    this.error = error;
  }

  private began(setup: TotpSetup): void {
    this.setup = setup;
    this.code = '';
  }

  private drew(url: string): void {
    this.qrCodeUrl = url;
  }

  private switched(enabled: boolean, message: string): void {
    this.enabled = enabled;
    this.setup = null;
    this.qrCodeUrl = '';
    this.code = '';
    this.success = message;
  }
}
