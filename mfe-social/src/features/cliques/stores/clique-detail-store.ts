import { makeAutoObservable, runInAction } from 'mobx';
import type { Clique, UpdateCliqueBody, UserSummary } from '@cliques/contracts';
import { errorMessage } from '@cliques/api-client';
import { attempt } from '@cliques/stores';

/** The calls one clique's page makes. */
export interface CliqueDetailApi {
  getClique(cliqueId: string): Promise<Clique>;
  updateClique(cliqueId: string, changes: UpdateCliqueBody): Promise<Clique>;
  deleteClique(cliqueId: string): Promise<void>;
  addCliqueMember(cliqueId: string, userId: string): Promise<UserSummary[]>;
  removeCliqueMember(cliqueId: string, userId: string): Promise<void>;
  listFriends(userId: string): Promise<UserSummary[]>;
  searchUsers(query: string): Promise<UserSummary[]>;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * One clique as a member sees it: the owner edits, deletes, adds and removes; any other member
 * may leave. Candidates to add come from your friends or a search.
 */
export class CliqueDetailStore {
  /** The clique, once loaded. */
  clique: Clique | null = null;
  /** Where loading stands. */
  status: LoadStatus = 'idle';
  /** Your friends, as people to add. */
  friends: UserSummary[] = [];
  /** The member search box. */
  query = '';
  /** People matching the search. */
  results: UserSummary[] = [];
  /** True while a change is under way. */
  busy = false;
  /** The last failure. */
  error = '';

  constructor(
    readonly cliqueId: string,
    private readonly me: string,
    private readonly api: CliqueDetailApi,
    /** Tells the list about a change: the new clique, or null when it is gone for you. */
    private readonly onChange: (cliqueId: string, clique: Clique | null) => void,
  ) {
    makeAutoObservable<CliqueDetailStore, 'api' | 'me' | 'onChange'>(
      this,
      { api: false, me: false, onChange: false, cliqueId: false },
      { autoBind: true },
    );
  }

  get isOwner(): boolean {
    return this.clique?.ownerId === this.me;
  }

  /** People who could be added: friends (or search results) not yet in the clique. */
  get candidates(): UserSummary[] {
    const members = new Set(this.clique?.members.map((m) => m.userId));
    const pool = this.query.trim() ? this.results : this.friends;
    return pool.filter((u) => !members.has(u.userId) && u.userId !== this.me);
  }

  async load(): Promise<void> {
    if (!this.clique) this.status = 'loading';
    try {
      const clique = await this.api.getClique(this.cliqueId);
      runInAction(() => {
        this.clique = clique;
        this.status = 'ready';
      });
      if (clique.ownerId === this.me) {
        const friends = await this.api.listFriends(this.me);
        runInAction(() => {
          this.friends = friends;
        });
      }
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Failed to load the clique');
        if (!this.clique) this.status = 'error';
      });
    }
  }

  setQuery(value: string): void {
    this.query = value;
    if (!value.trim()) this.results = [];
  }

  async search(): Promise<void> {
    const query = this.query.trim();
    if (!query) return;
    await this.run(async () => {
      const results = await this.api.searchUsers(query);
      runInAction(() => {
        this.results = results;
      });
    }, 'Search failed');
  }

  edit(changes: UpdateCliqueBody): Promise<boolean> {
    return this.run(async () => {
      const clique = await this.api.updateClique(this.cliqueId, changes);
      runInAction(() => {
        this.clique = clique;
      });
      this.onChange(this.cliqueId, clique);
    }, 'Failed to save the clique');
  }

  remove(): Promise<boolean> {
    return this.run(async () => {
      await this.api.deleteClique(this.cliqueId);
      this.onChange(this.cliqueId, null);
    }, 'Failed to delete the clique');
  }

  addMember(userId: string): Promise<boolean> {
    return this.run(async () => {
      const members = await this.api.addCliqueMember(this.cliqueId, userId);
      this.setMembers(members);
    }, 'Failed to add the member');
  }

  removeMember(userId: string): Promise<boolean> {
    return this.run(async () => {
      await this.api.removeCliqueMember(this.cliqueId, userId);
      const members = this.clique?.members.filter((m) => m.userId !== userId) ?? [];
      this.setMembers(members);
    }, 'Failed to remove the member');
  }

  /** Leaves the clique (members who are not the owner). */
  leave(): Promise<boolean> {
    return this.run(async () => {
      await this.api.removeCliqueMember(this.cliqueId, this.me);
      this.onChange(this.cliqueId, null);
    }, 'Failed to leave the clique');
  }

  private setMembers(members: UserSummary[]): void {
    runInAction(() => {
      if (!this.clique) return;
      this.clique = { ...this.clique, members, memberCount: members.length };
    });
    if (this.clique) this.onChange(this.cliqueId, this.clique);
  }

  private async run(action: () => Promise<void>, failed: string): Promise<boolean> {
    if (this.busy) return false;
    return attempt(this, { flag: 'busy', failed }, action);
  }
}
