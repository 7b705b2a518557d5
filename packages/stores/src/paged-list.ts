import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiError, errorMessage } from '@cliques/api-client';

/** One page of a list: its items and where the next page starts (null, or `hasMore: false`, at the end). */
export interface Page<T> {
  items: T[];
  nextToken: string | null;
  hasMore?: boolean;
}

/** Loads one page from where the previous one ended (null: from the start). */
export type PageLoader<T> = (nextToken: string | null) => Promise<Page<T>>;

/** `forbidden`: the server answered 403 (e.g. the moderation queue for someone who may not moderate). */
export type ListStatus = 'idle' | 'loading' | 'ready' | 'error' | 'forbidden';

/** What a list says when a page fails without a message of its own. */
export interface ListTexts {
  /** The first page failed. */
  failed: string;
  /** Load more failed (default: `failed`). */
  failedMore?: string;
}

/**
 * A list paged by `nextToken` with Load more (feed, profile, clique, notifications, moderation…).
 * Only the newest request counts: the answer of a superseded one (an older filter, a reload) is
 * dropped, so a slow first answer never overwrites a newer list. A reload keeps the items on screen
 * while it runs and when it fails (the error says why).
 */
export class PagedList<T> {
  /** Items loaded so far. */
  items: T[] = [];
  /** Where the next page starts; null at the end. */
  nextToken: string | null = null;
  /** Where loading the first page stands. */
  status: ListStatus = 'idle';
  /** True while the next page loads. */
  loadingMore = false;
  /** Why the first page or the next one failed; null when neither did. */
  error: string | null = null;
  /** Bumped by every reload: answers of older requests are dropped. */
  private generation = 0;

  constructor(
    private loader: PageLoader<T>,
    private readonly keyOf: (item: T) => string,
    private readonly texts: ListTexts,
  ) {
    // makeObservable, not makeAutoObservable: lists of posts extend this class.
    makeObservable(this, {
      items: observableRef,
      nextToken: observable,
      status: observable,
      loadingMore: observable,
      error: observable,
      hasMore: computed,
      load: actionBound,
      loadMore: actionBound,
      prepend: actionBound,
      remove: actionBound,
      replaceItems: actionBound,
    });
  }

  get hasMore(): boolean {
    return this.nextToken !== null;
  }

  /** Loads the first page (again), from a new source when one is given (another filter). */
  async load(loader?: PageLoader<T>): Promise<void> {
    if (loader) this.loader = loader;
    const generation = ++this.generation;
    if (loader || this.items.length === 0) this.status = 'loading';
    this.error = null;
    try {
      const page = await this.loader(null);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.received(page.items);
        this.items = page.items;
        this.nextToken = page.hasMore === false ? null : page.nextToken;
        this.status = 'ready';
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.error = errorMessage(error, this.texts.failed);
        if (error instanceof ApiError && error.status === 403) this.status = 'forbidden';
        else if (loader || this.items.length === 0 || this.status !== 'ready') this.status = 'error';
      });
    }
  }

  /** Appends the next page, skipping items already shown. */
  async loadMore(): Promise<void> {
    if (!this.nextToken || this.loadingMore) return;
    const generation = this.generation;
    this.loadingMore = true;
    this.error = null;
    try {
      const page = await this.loader(this.nextToken);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.received(page.items);
        const known = new Set(this.items.map(this.keyOf));
        this.items = [...this.items, ...page.items.filter((item) => !known.has(this.keyOf(item)))];
        this.nextToken = page.hasMore === false ? null : page.nextToken;
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.error = errorMessage(error, this.texts.failedMore ?? this.texts.failed);
      });
    } finally {
      runInAction(() => {
        this.loadingMore = false;
      });
    }
  }

  /** Puts a new item at the top (or moves it there). */
  prepend(item: T): void {
    const key = this.keyOf(item);
    this.received([item]);
    this.items = [item, ...this.items.filter((existing) => this.keyOf(existing) !== key)];
    this.status = 'ready';
  }

  /** Takes one item off the list (deleted, unblocked, resolved…). */
  remove(key: string): void {
    this.items = this.items.filter((item) => this.keyOf(item) !== key);
  }

  /** Replaces the items at once (a block drops or collapses someone's). */
  replaceItems(change: (items: T[]) => T[]): void {
    this.items = change(this.items);
  }

  /** Called with every page as it arrives, before it shows: a subclass keeps a store of it. */
  protected received(_items: T[]): void {}
}
