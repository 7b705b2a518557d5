import { makeAutoObservable, runInAction } from 'mobx';

/** Where the three counts come from; each may fail, which counts as 0. */
export interface BadgeSources {
  unreadNotifications(): Promise<number>;
  pendingFriendRequests(): Promise<number>;
  unreadMessages(): Promise<number>;
}

/** idle → running ⇄ paused (page hidden) → stopped (signed out). */
export type PollStatus = 'idle' | 'running' | 'paused' | 'stopped';

/** SPEC §9: counts are polled every 30 s. */
export const pollIntervalMs = 30_000;

async function countOrZero(source: () => Promise<number>): Promise<number> {
  try {
    const value = await source();
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

/**
 * The navigation's badge counts, polled as a state machine: every 30 s while running, paused while
 * the page is hidden (and refreshed on return), each count 0 on error. All transitions go through
 * `transition`.
 */
export class BadgeStore {
  /** Unread notifications (the bell). */
  notifications = 0;
  /** Pending incoming friend requests. */
  friendRequests = 0;
  /** Unread chat messages. */
  messages = 0;
  /** Where the polling machine is. */
  status: PollStatus = 'idle';
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly sources: BadgeSources,
    private readonly intervalMs = pollIntervalMs,
    private readonly doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> = document,
  ) {
    makeAutoObservable<BadgeStore, 'timer' | 'sources' | 'intervalMs' | 'doc'>(this, {
      timer: false,
      sources: false,
      intervalMs: false,
      doc: false,
    });
  }

  /** Starts polling (on sign-in). */
  start(): void {
    if (this.status === 'running' || this.status === 'paused') return;
    this.doc.addEventListener('visibilitychange', this.handleVisibilityChange);
    this.transition(this.doc.visibilityState === 'hidden' ? 'paused' : 'running');
  }

  /** Stops polling and clears the counts (on sign-out). */
  stop(): void {
    this.doc.removeEventListener('visibilitychange', this.handleVisibilityChange);
    this.transition('stopped');
    this.notifications = 0;
    this.friendRequests = 0;
    this.messages = 0;
  }

  /** Fetches all three counts now. */
  async refresh(): Promise<void> {
    const [notifications, friendRequests, messages] = await Promise.all([
      countOrZero(() => this.sources.unreadNotifications()),
      countOrZero(() => this.sources.pendingFriendRequests()),
      countOrZero(() => this.sources.unreadMessages()),
    ]);
    runInAction(() => {
      this.notifications = notifications;
      this.friendRequests = friendRequests;
      this.messages = messages;
    });
  }

  /** Fetches the unread message count now (chat events ask for this). */
  async refreshMessages(): Promise<void> {
    const messages = await countOrZero(() => this.sources.unreadMessages());
    runInAction(() => {
      this.messages = messages;
    });
  }

  private handleVisibilityChange = (): void => {
    if (this.status === 'stopped' || this.status === 'idle') return;
    this.transition(this.doc.visibilityState === 'hidden' ? 'paused' : 'running');
  };

  private transition(next: PollStatus): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.status = next;
    if (next === 'running') {
      void this.refresh();
      this.timer = setInterval(() => void this.refresh(), this.intervalMs);
    }
  }
}
