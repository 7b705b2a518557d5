import { makeAutoObservable, runInAction } from 'mobx';
import { flushOutbox } from './flush';
import { newOutboxId, whenOnline } from './connection';
import { outbox as sharedOutbox, type Outbox, type OutboxEntry, type OutboxKind } from './outbox';

/** How an area sends its entries and hears how they went. */
export interface WaitingListOptions<P, R> {
  kind: OutboxKind;
  userId: string;
  send: (entry: OutboxEntry<P>) => Promise<R>;
  onSent?: (result: R, entry: OutboxEntry<P>) => void;
  onRefused?: (error: unknown, entry: OutboxEntry<P>) => void;
  outbox?: Outbox;
}

/**
 * One area's view of its entries in the outbox: what is waiting to send (observable, for the
 * "Waiting to send" list), keeping a new one, and sending them all when the connection returns.
 */
export class WaitingList<P, R = unknown> {
  entries: OutboxEntry<P>[] = [];
  private readonly outbox: Outbox;

  constructor(private readonly options: WaitingListOptions<P, R>) {
    this.outbox = options.outbox ?? sharedOutbox;
    makeAutoObservable<WaitingList<P, R>, 'options' | 'outbox'>(
      this,
      { options: false, outbox: false },
      { autoBind: true },
    );
  }

  /** Keeps a write for later, under `id` (its idempotency key, made when it was first sent). */
  async keep(payload: P, id = newOutboxId()): Promise<OutboxEntry<P>> {
    const { kind, userId } = this.options;
    const entry: OutboxEntry<P> = { id, kind, userId, payload, createdAt: new Date().toISOString() };
    await this.outbox.add(entry);
    await this.load();
    return entry;
  }

  /** Takes an entry out without sending it (it was sent another way). */
  async drop(id: string): Promise<void> {
    await this.outbox.remove(id);
    await this.load();
  }

  async load(): Promise<void> {
    const entries = await this.outbox.list<P>(this.options.userId, this.options.kind);
    runInAction(() => (this.entries = entries));
  }

  /** Sends everything waiting; each sent or refused entry is reported and leaves the list. */
  async send(): Promise<void> {
    const { userId, kind, send, onSent, onRefused } = this.options;
    const { sent, refused } = await flushOutbox(this.outbox, userId, kind, send);
    await this.load();
    for (const { entry, result } of sent) onSent?.(result, entry);
    for (const { entry, error } of refused) onRefused?.(error, entry);
  }

  /** Loads what waits, sends it if online, and again whenever the connection returns; returns the stop. */
  start(): () => void {
    // Without IndexedDB (a private window that refuses it) the page works as before, with no outbox.
    const sendNow = () => this.send().catch(() => undefined);
    void this.load()
      .then(() => (navigator.onLine !== false ? sendNow() : undefined))
      .catch(() => undefined);
    return whenOnline(() => void sendNow());
  }
}
