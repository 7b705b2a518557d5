import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '@cliques/api-client';
import { errorMessage } from '@cliques/ui';

/** Loads one page from where the previous one ended (null: from the start). */
export type PageLoader<T> = (nextToken: string | null) => Promise<{ items: T[]; nextToken: string | null }>;

/** `forbidden`: the server answered 403 (e.g. the moderation queue for someone who may not moderate). */
export type PagedStatus = 'idle' | 'loading' | 'ready' | 'error' | 'forbidden';

/** A list paged by `nextToken` (`{items, nextToken}` answers), with Load more and removal of items. */
export class PagedStore<T> {
  /** Items loaded so far. */
  items: T[] = [];
  /** Where the next page starts; null at the end. */
  nextToken: string | null = null;
  /** Where loading the first page stands. */
  status: PagedStatus = 'idle';
  /** True while the next page loads. */
  loadingMore = false;
  /** Why the first page or the next one failed. */
  error = '';

  constructor(
    private readonly loader: PageLoader<T>,
    private readonly keyOf: (item: T) => string,
    private readonly failure = 'Failed to load the list',
  ) {
    makeAutoObservable<PagedStore<T>, 'loader' | 'keyOf' | 'failure'>(
      this,
      { loader: false, keyOf: false, failure: false },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return this.nextToken !== null;
  }

  /** Loads the first page (again). */
  async load(): Promise<void> {
    this.status = 'loading';
    this.error = '';
    try {
      const page = await this.loader(null);
      runInAction(() => {
        this.items = page.items;
        this.nextToken = page.nextToken;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, this.failure);
        this.status = error instanceof ApiError && error.status === 403 ? 'forbidden' : 'error';
      });
    }
  }

  /** Appends the next page, skipping items already shown. */
  async loadMore(): Promise<void> {
    if (!this.nextToken || this.loadingMore) return;
    this.loadingMore = true;
    this.error = '';
    try {
      const page = await this.loader(this.nextToken);
      runInAction(() => {
        const known = new Set(this.items.map(this.keyOf));
        this.items.push(...page.items.filter((item) => !known.has(this.keyOf(item))));
        this.nextToken = page.nextToken;
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, this.failure);
      });
    } finally {
      runInAction(() => {
        this.loadingMore = false;
      });
    }
  }

  /** Takes one item off the list (it was unblocked, resolved…). */
  remove(key: string): void {
    this.items = this.items.filter((item) => this.keyOf(item) !== key);
  }
}
