import { makeAutoObservable, runInAction } from 'mobx';
import { followUser, joinClique, listCliqueDirectory, listPopularPeople } from '@cliques/api-client';
import type { Clique, UserSummary } from '@cliques/contracts';

/** How many people and cliques an empty feed offers. */
export const suggestedCount = 5;

/** What became of an offer the person took: followed, joined, or asked to join. */
export type Taken = 'following' | 'member' | 'requested';

/**
 * What an empty feed offers a new person: people to follow (GET /users/popular) and public cliques
 * to join (the directory, most members first, leaving out those they are in or asked to join).
 */
export class FeedSuggestionsStore {
  people: UserSummary[] = [];
  cliques: Clique[] = [];
  status: 'loading' | 'ready' | 'error' = 'loading';
  /** The offers taken, by user or clique id. */
  taken = new Map<string, Taken>();
  /** The id of the offer under way. */
  busy: string | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const [people, directory] = await Promise.all([
        listPopularPeople(suggestedCount),
        listCliqueDirectory({ sort: 'members', limit: suggestedCount * 2 }),
      ]);
      runInAction(() => {
        this.people = people;
        this.cliques = directory.cliques
          .filter((clique) => clique.visibility === 'public' && clique.viewer.status === 'none')
          .slice(0, suggestedCount);
        this.status = 'ready';
      });
    } catch {
      // An offer, not the feed: when it cannot load, the feed's own empty line stands alone.
      runInAction(() => (this.status = 'error'));
    }
  }

  follow(userId: string): Promise<void> {
    return this.take(userId, async () => ((await followUser(userId)) ? 'following' : null));
  }

  join(cliqueId: string): Promise<void> {
    return this.take(cliqueId, async () => {
      const status = await joinClique(cliqueId);
      return status === 'member' || status === 'requested' ? status : null;
    });
  }

  private async take(id: string, act: () => Promise<Taken | null>): Promise<void> {
    if (this.busy) return;
    this.busy = id;
    try {
      const taken = await act();
      runInAction(() => {
        if (taken) this.taken.set(id, taken);
      });
    } catch {
      // Left as offered: the button stays, to try again.
    } finally {
      runInAction(() => (this.busy = null));
    }
  }
}
