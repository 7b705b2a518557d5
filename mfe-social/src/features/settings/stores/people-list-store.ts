import { makeAutoObservable, runInAction } from 'mobx';
import type { SafetyListResponse, UserSummary } from '@cliques/contracts';
import { attempt, PagedList } from '@cliques/stores';

/** The calls of one list: a page of people, and taking one off it (unblock, unmute). */
export interface PeopleListApi {
  list(page: { nextToken?: string | null }): Promise<SafetyListResponse>;
  undo(userId: string): Promise<void>;
}

/** The people you blocked (or muted), newest first, paged, each with Unblock (or Unmute). */
export class PeopleListStore {
  /** The people, page by page. */
  readonly list: PagedList<UserSummary>;
  /** The person whose undo is under way. */
  pending: string | null = null;
  /** The person last taken off the list, for the confirmation line. */
  undone: UserSummary | null = null;
  /** Why the last undo failed. */
  error = '';

  constructor(private readonly api: PeopleListApi) {
    this.list = new PagedList(
      (nextToken) => api.list({ nextToken }),
      (person) => person.userId,
      { failed: 'Failed to load the list' },
    );
    makeAutoObservable<PeopleListStore, 'api'>(this, { api: false, list: false }, { autoBind: true });
  }

  /** Unblocks (or unmutes) one person; they leave the list. */
  async undo(person: UserSummary): Promise<void> {
    if (this.pending) return;
    this.pending = person.userId;
    this.undone = null;
    await attempt(this, { failed: 'That did not work. Please try again.' }, async () => {
      await this.api.undo(person.userId);
      runInAction(() => {
        this.list.remove(person.userId);
        this.undone = person;
      });
    });
    runInAction(() => {
      this.pending = null;
    });
  }
}
