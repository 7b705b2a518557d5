import { makeAutoObservable, runInAction } from 'mobx';

/** Where the counts come from; each may fail, which counts as 0 (a source not given counts as 0 too). */
export interface BadgeSources {
  unreadNotifications(): Promise<number>;
  pendingFriendRequests(): Promise<number>;
  unreadMessages(): Promise<number>;
  /** Pending join requests in the cliques the person moderates. */
  pendingCliqueRequests?(): Promise<number>;
}

/** idle → running ⇄ paused (page hidden) → stopped (signed out); while `live`, running does not poll. */
export type PollStatus = 'idle' | 'running' | 'paused' | 'stopped';

/** docs/PRODUCT.md §9: counts are polled every 30 s. */
export const pollIntervalMs = 30_000;

const nonNegative = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

async function countOrZero(source: () => Promise<number>): Promise<number> {
  try {
    return nonNegative(await source());
  } catch {
    return 0;
  }
}

/** The counts as the socket's counts frame carries them. */
export interface BadgeCounts {
  notifications: number;
  friendRequests: number;
  messages: number;
  /** Absent from the frames of a server older than the clique badge (during a rolling deploy): 0. */
  cliqueRequests?: number;
}

/**
 * The navigation's badge counts: from the socket while it is open (`live`), else polled as a state
 * machine: every 30 s while running, paused while the page is hidden (and refreshed on return), each
 * count 0 on error. All transitions go through `transition`.
 */
export class BadgeStore {
  /** Unread notifications (the bell). */
  notifications = 0;
  /** Pending incoming friend requests. */
  friendRequests = 0;
  /** Unread chat messages. */
  messages = 0;
  /** Pending join requests in the cliques the person moderates (the My Cliques badge). */
  cliqueRequests = 0;
  /** Where the polling machine is. */
  status: PollStatus = 'idle';
  /** The socket is open and sends the counts as they change: no polling meanwhile. */
  live = false;
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
    this.cliqueRequests = 0;
  }

  /** Fetches all the counts now. */
  async refresh(): Promise<void> {
    const [notifications, friendRequests, messages, cliqueRequests] = await Promise.all([
      countOrZero(() => this.sources.unreadNotifications()),
      countOrZero(() => this.sources.pendingFriendRequests()),
      countOrZero(() => this.sources.unreadMessages()),
      countOrZero(() => this.sources.pendingCliqueRequests?.() ?? Promise.resolve(0)),
    ]);
    runInAction(() => {
      this.notifications = notifications;
      this.friendRequests = friendRequests;
      this.messages = messages;
      this.cliqueRequests = cliqueRequests;
    });
  }

  /** The socket opened (counts now come from it) or closed (polling takes over at once). */
  setLive(live: boolean): void {
    if (this.live === live) return;
    this.live = live;
    if (this.status === 'running') this.transition('running');
  }

  /** Counts the server sent. */
  applyCounts(counts: BadgeCounts): void {
    this.notifications = nonNegative(counts.notifications);
    this.friendRequests = nonNegative(counts.friendRequests);
    this.messages = nonNegative(counts.messages);
    this.cliqueRequests = nonNegative(counts.cliqueRequests ?? 0);
  }

  /** The unread notification count an answer just gave (marking read). */
  setNotifications(count: number): void {
    this.notifications = nonNegative(count);
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
    if (next === 'running' && !this.live) {
      void this.refresh();
      this.timer = setInterval(() => void this.refresh(), this.intervalMs);
    }
  }
}
