import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { UserSummary } from '@cliques/contracts';

/** Clique members by id, to name senders and typists in clique threads; each clique's members loaded once. */
export class PeopleStore {
  private readonly byId = observable.map<string, UserSummary>();
  private loaded = new Set<string>();

  constructor(private readonly listCliqueMembers: (cliqueId: string) => Promise<UserSummary[]>) {
    makeAutoObservable<PeopleStore, 'loaded' | 'listCliqueMembers'>(
      this,
      { loaded: false, listCliqueMembers: false },
      { autoBind: true },
    );
  }

  get(userId: string): UserSummary | undefined {
    return this.byId.get(userId);
  }

  /** Loads a clique's members (once; a failure leaves senders without names). */
  async loadClique(cliqueId: string): Promise<void> {
    if (this.loaded.has(cliqueId)) return;
    this.loaded.add(cliqueId);
    try {
      const members = await this.listCliqueMembers(cliqueId);
      runInAction(() => members.forEach((m) => this.byId.set(m.userId, m)));
    } catch {
      // Senders then show without names.
    }
  }
}
