import { makeAutoObservable, runInAction } from 'mobx';
import type { SafetyListResponse, UserSummary } from '@cliques/contracts';
import { errorMessage } from '../../../lib/error-message';

/** The calls of one list: a page of people, and taking one off it (unblock, unmute). */
export interface PeopleListApi {
  list(page: { nextToken?: string | null }): Promise<SafetyListResponse>;
  undo(userId: string): Promise<void>;
}

/** The people you blocked (or muted), newest first, paged, each with Unblock (or Unmute). */
export class PeopleListStore {
  /** People loaded so far. */
  people: UserSummary[] = [];
  /** Where the next page starts; null at the end. */
  nextToken: string | null = null;
  /** Where loading the first page stands. */
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  /** True while the next page loads. */
  loadingMore = false;
  /** The person whose undo is under way. */
  pending: string | null = null;
  /** The person last taken off the list, for the confirmation line. */
  undone: UserSummary | null = null;
  /** The last failure. */
  error = '';

  constructor(private readonly api: PeopleListApi) {
    makeAutoObservable<PeopleListStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  get hasMore(): boolean {
    return this.nextToken !== null;
  }

  /** Loads the first page (again). */
  async load(): Promise<void> {
    this.status = 'loading';
    this.error = '';
    try {
      const page = await this.api.list({});
      runInAction(() => {
        this.people = page.items;
        this.nextToken = page.nextToken;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Failed to load the list');
        this.status = 'error';
      });
    }
  }

  /** Appends the next page. */
  async loadMore(): Promise<void> {
    if (!this.nextToken || this.loadingMore) return;
    this.loadingMore = true;
    try {
      const page = await this.api.list({ nextToken: this.nextToken });
      runInAction(() => {
        const known = new Set(this.people.map((p) => p.userId));
        this.people.push(...page.items.filter((p) => !known.has(p.userId)));
        this.nextToken = page.nextToken;
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Failed to load more');
      });
    } finally {
      runInAction(() => {
        this.loadingMore = false;
      });
    }
  }

  /** Unblocks (or unmutes) one person; they leave the list. */
  async undo(person: UserSummary): Promise<void> {
    if (this.pending) return;
    this.pending = person.userId;
    this.error = '';
    this.undone = null;
    try {
      await this.api.undo(person.userId);
      runInAction(() => {
        this.people = this.people.filter((p) => p.userId !== person.userId);
        this.undone = person;
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'That did not work. Please try again.');
      });
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }
}
