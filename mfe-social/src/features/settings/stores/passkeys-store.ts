import { makeAutoObservable } from 'mobx';
import type { Passkey } from '@cliques/session';
import { errorMessage } from '@cliques/api-client';
import { attempt } from '@cliques/stores';

/** Shown once a passkey was added. */
export const passkeyAddedMessage = 'Passkey added. You can now sign in with it instead of your password.';

/** What passkeys need from the session. */
export interface PasskeysDeps {
  listPasskeys: () => Promise<Passkey[]>;
  addPasskey: () => Promise<void>;
  removePasskey: (id: string) => Promise<void>;
}

/** Settings → Security → Passkeys: the list with created dates, add one (the browser asks), remove one. */
export class PasskeysStore {
  /** Where loading stands. */
  status: 'loading' | 'ready' | 'error' = 'loading';
  /** The account's passkeys. */
  passkeys: Passkey[] = [];
  /** True while the browser creates one ('Adding...'). */
  adding = false;
  /** The passkey being removed, or ''. */
  removingId = '';
  /** The error line; empty when there is none. */
  error = '';
  /** The confirmation line. */
  success = '';

  constructor(private readonly deps: PasskeysDeps) {
    makeAutoObservable<PasskeysStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      this.listed(await this.deps.listPasskeys());
    } catch (error) {
      this.failLoad(errorMessage(error, 'Failed to load your passkeys'));
    }
  }

  /** Creates a passkey on this device and registers it. */
  async add(): Promise<void> {
    if (this.adding) return;
    this.success = '';
    await attempt(this, { flag: 'adding', failed: 'Failed to add a passkey' }, async () => {
      await this.deps.addPasskey();
      this.listed(await this.deps.listPasskeys());
      this.succeeded(passkeyAddedMessage);
    });
  }

  /** Removes a passkey; it can no longer sign in. */
  async remove(id: string): Promise<void> {
    if (this.removingId) return;
    this.removingId = id;
    this.success = '';
    await attempt(this, { failed: 'Failed to remove the passkey' }, async () => {
      await this.deps.removePasskey(id);
      this.listed(this.passkeys.filter((passkey) => passkey.id !== id));
      this.succeeded('Passkey removed.');
    });
    this.removed();
  }

  private listed(passkeys: Passkey[]): void {
    this.passkeys = passkeys;
    this.status = 'ready';
  }

  private failLoad(error: string): void {
    this.status = 'error';
    this.error = error;
  }

  private succeeded(success: string): void {
    this.success = success;
  }

  private removed(): void {
    this.removingId = '';
  }
}
