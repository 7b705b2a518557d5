import { makeAutoObservable, runInAction } from 'mobx';
import type { PushSubscriptionBody } from '@cliques/contracts';
import { attempt } from '@cliques/stores';

/** The calls the push switch makes. */
export interface PushApi {
  getPushKey(): Promise<string>;
  subscribePush(subscription: PushSubscriptionBody): Promise<void>;
  unsubscribePush(endpoint: string): Promise<void>;
}

/** What the switch needs of the browser: permission, and the service worker's push manager. */
export interface PushBrowser {
  /** Null when this browser has no service worker or push support. */
  pushManager(): Promise<PushManager> | null;
  requestPermission(): Promise<NotificationPermission>;
}

/** unsupported (no push here), off, on, denied (the browser blocks notifications), busy. */
export type PushStatus = 'loading' | 'unsupported' | 'off' | 'on' | 'denied' | 'busy';

/** A base64url VAPID key as PushManager.subscribe takes it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The "Push notifications" switch: this browser's push subscription, kept on the server too. */
export class PushStore {
  status: PushStatus = 'loading';
  error = '';

  constructor(
    private readonly api: PushApi,
    private readonly browser: PushBrowser,
  ) {
    makeAutoObservable<PushStore, 'api' | 'browser'>(this, { api: false, browser: false }, { autoBind: true });
  }

  /** Whether this browser is subscribed now. */
  async load(): Promise<void> {
    const manager = this.browser.pushManager();
    if (!manager) return this.set('unsupported');
    const subscription = await (await manager).getSubscription();
    this.set(subscription ? 'on' : 'off');
  }

  /** Turns push on (asking the browser's permission) or off for this browser. */
  async toggle(on: boolean): Promise<void> {
    const manager = this.browser.pushManager();
    if (!manager || this.status === 'busy') return;
    this.status = 'busy';
    const failed = on ? 'Could not turn on push notifications' : 'Could not turn them off';
    const done = await attempt(this, { failed }, async () => {
      if (on) await this.subscribe(await manager);
      else await this.unsubscribe(await manager);
    });
    // Refused: the switch stays where it was.
    if (!done) this.set(on ? 'off' : 'on');
  }

  private async subscribe(manager: PushManager): Promise<void> {
    if ((await this.browser.requestPermission()) !== 'granted') return this.set('denied');
    const key = keyBytes(await this.api.getPushKey());
    const subscription = await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    await this.api.subscribePush(subscription.toJSON() as PushSubscriptionBody);
    this.set('on');
  }

  private async unsubscribe(manager: PushManager): Promise<void> {
    const subscription = await manager.getSubscription();
    if (subscription) {
      await this.api.unsubscribePush(subscription.endpoint);
      await subscription.unsubscribe();
    }
    this.set('off');
  }

  private set(status: PushStatus): void {
    runInAction(() => {
      this.status = status;
    });
  }
}
