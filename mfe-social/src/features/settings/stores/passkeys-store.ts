import { makeAutoObservable } from 'mobx';
import type { Passkey } from '@cliques/session';
import { errorMessage } from '@cliques/api-client';

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
    this.setAdding(true);
    try {
      await this.deps.addPasskey();
      this.listed(await this.deps.listPasskeys());
      this.done('', passkeyAddedMessage);
    } catch (error) {
      this.done(errorMessage(error, 'Failed to add a passkey'), '');
    } finally {
      this.setAdding(false);
    }
  }

  /** Removes a passkey; it can no longer sign in. */
  async remove(id: string): Promise<void> {
    if (this.removingId) return;
    this.setRemoving(id);
    try {
      await this.deps.removePasskey(id);
      this.listed(this.passkeys.filter((passkey) => passkey.id !== id));
      this.done('', 'Passkey removed.');
    } catch (error) {
      this.done(errorMessage(error, 'Failed to remove the passkey'), '');
    } finally {
      this.setRemoving('');
    }
  }

  private listed(passkeys: Passkey[]): void {
    this.passkeys = passkeys;
    this.status = 'ready';
  }

  private failLoad(error: string): void {
    this.status = 'error';
    this.error = error;
  }

  private setAdding(adding: boolean): void {
    this.adding = adding;
    if (adding) {
      this.error = '';
      this.success = '';
    }
  }

  private setRemoving(id: string): void {
    this.removingId = id;
    if (id) {
      this.error = '';
      this.success = '';
    }
  }

  private done(error: string, success: string): void {
    this.error = error;
    this.success = success;
  }
}
