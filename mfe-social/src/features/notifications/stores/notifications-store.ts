import { makeAutoObservable, runInAction } from 'mobx';
import type {
  MarkNotificationsResponse,
  Notification,
  NotificationsResponse,
  NotificationType,
} from '@cliques/contracts';
import type { NotificationsRequest } from '@cliques/api-client';
import { errorMessage } from '@cliques/api-client';
import { attempt } from '@cliques/stores';

/** The calls this page makes. */
export interface NotificationsApi {
  listNotifications(request: NotificationsRequest): Promise<NotificationsResponse>;
  markNotificationsRead(ids: string[] | 'all'): Promise<MarkNotificationsResponse>;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A group's line with one more notification: counted, its actor first (each once, three at most), unread. */
function joinGroup(line: Notification, added: Notification): Partial<Notification> {
  const others = (line.actors ?? [line.actor]).filter((a) => a.userId !== added.actor.userId);
  return {
    actor: added.actor,
    actors: [added.actor, ...others].slice(0, 3),
    count: (line.count ?? 1) + 1,
    latestAt: added.createdAt,
    createdAt: added.createdAt,
    read: false,
  };
}

/** The notifications page: a filtered list of grouped lines paged by nextToken, and marking read. */
export class NotificationsStore {
  /** Lines loaded so far (a group's line holds its likes, shares or follows), newest first. */
  items: Notification[] = [];
  /** The type filter; null shows every type. */
  type: NotificationType | null = null;
  /** Whether only unread notifications are listed. */
  unreadOnly = false;
  /** Unread lines (groups) in all: the bell's number. */
  unreadCount = 0;
  /** How many notifications match the filters. */
  total = 0;
  /** Where the next page starts; null at the end. */
  nextToken: string | null = null;
  /** Where loading the first page stands. */
  status: LoadStatus = 'idle';
  /** True while the next page loads. */
  loadingMore = false;
  /** The last failure, shown in the error area. */
  error = '';
  /** Counts loads so a slow answer to an old filter never overwrites a newer one. */
  private generation = 0;

  constructor(
    private readonly api: NotificationsApi,
    private readonly pageSize = 20,
    /** Told the unread count a mark-read answered (the host's bell changes at once). */
    private readonly announceUnread: (unreadCount: number) => void = () => undefined,
  ) {
    makeAutoObservable<NotificationsStore, 'api' | 'pageSize' | 'generation' | 'announceUnread'>(
      this,
      { api: false, pageSize: false, generation: false, announceUnread: false },
      { autoBind: true },
    );
  }

  /**
   * A notification that just arrived on the socket: into its group's line when that is listed (one
   * more, its actor first, moved to the top), else on top as a line of its own when it matches the
   * filters. The unread count counts lines (groups), as the bell does.
   */
  receive(notification: Notification): void {
    const lineId = notification.groupId ?? notification.notificationId;
    const line = this.items.find((n) => n.notificationId === lineId);
    if (line) {
      if (line.read) this.unreadCount += 1;
      Object.assign(line, joinGroup(line, notification));
      this.items = [line, ...this.items.filter((n) => n !== line)];
      return;
    }
    if (!notification.read) this.unreadCount += 1;
    if (this.status !== 'ready' || (this.type && notification.type !== this.type)) return;
    this.items.unshift({
      ...notification,
      notificationId: lineId,
      count: 1,
      actors: [notification.actor],
      latestAt: notification.createdAt,
    });
    this.total += 1;
  }

  get hasMore(): boolean {
    return this.nextToken !== null;
  }

  /** Loads the first page for the current filters. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.status = 'loading';
    this.error = '';
    try {
      const page = await this.api.listNotifications({
        limit: this.pageSize,
        unreadOnly: this.unreadOnly,
        type: this.type ?? undefined,
        grouped: true,
      });
      if (generation !== this.generation) return;
      runInAction(() => {
        this.items = page.notifications;
        this.take(page);
        this.status = 'ready';
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessage(error, 'Failed to load notifications');
      });
    }
  }

  /** Appends the next page. */
  async loadMore(): Promise<void> {
    if (!this.nextToken || this.loadingMore) return;
    const generation = this.generation;
    this.loadingMore = true;
    try {
      const page = await this.api.listNotifications({
        limit: this.pageSize,
        unreadOnly: this.unreadOnly,
        type: this.type ?? undefined,
        nextToken: this.nextToken,
        grouped: true,
      });
      if (generation !== this.generation) return;
      runInAction(() => {
        const known = new Set(this.items.map((n) => n.notificationId));
        this.items.push(...page.notifications.filter((n) => !known.has(n.notificationId)));
        this.take(page);
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Failed to load more notifications');
      });
    } finally {
      runInAction(() => {
        this.loadingMore = false;
      });
    }
  }

  setType(type: NotificationType | null): Promise<void> {
    this.type = type;
    return this.load();
  }

  setUnreadOnly(value: boolean): Promise<void> {
    this.unreadOnly = value;
    return this.load();
  }

  /** Marks one notification read (opening it does this too). */
  async markRead(notificationId: string): Promise<void> {
    const item = this.items.find((n) => n.notificationId === notificationId);
    if (!item || item.read) return;
    await this.mark([notificationId]);
  }

  /** Marks every notification read. */
  markAllRead(): Promise<void> {
    return this.mark('all');
  }

  private async mark(ids: string[] | 'all'): Promise<void> {
    await attempt(this, { failed: 'Failed to mark notifications read' }, async () => {
      const result = await this.api.markNotificationsRead(ids);
      runInAction(() => {
        const marked = ids === 'all' ? null : new Set(ids);
        for (const item of this.items) if (!marked || marked.has(item.notificationId)) item.read = true;
        this.unreadCount = result.unreadCount;
        this.announceUnread(result.unreadCount);
        if (this.unreadOnly) {
          this.items = this.items.filter((n) => !n.read);
          this.total = ids === 'all' ? 0 : Math.max(0, this.total - result.updated);
        }
      });
    });
  }

  private take(page: NotificationsResponse): void {
    this.unreadCount = page.unreadCount;
    this.total = page.total;
    this.nextToken = page.hasMore ? page.nextToken : null;
  }
}
