import { makeAutoObservable, runInAction } from 'mobx';
import type { Clique, CreateCliqueBody } from '@cliques/contracts';
import { errorMessage } from '@cliques/api-client';
import { attempt } from '@cliques/stores';

/** The calls the clique list makes. */
export interface CliquesApi {
  listMyCliques(userId: string): Promise<Clique[]>;
  createClique(body: CreateCliqueBody): Promise<Clique>;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Your cliques and the form that creates one. */
export class CliquesStore {
  /** The cliques you belong to, newest first. */
  cliques: Clique[] = [];
  /** Where loading stands. */
  status: LoadStatus = 'idle';
  /** The new clique's name as typed. */
  name = '';
  /** The new clique's description as typed. */
  description = '';
  /** True while creating. */
  creating = false;
  /** The last failure. */
  error = '';

  constructor(
    private readonly userId: string,
    private readonly api: CliquesApi,
  ) {
    makeAutoObservable<CliquesStore, 'api' | 'userId'>(this, { api: false, userId: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    if (this.cliques.length === 0) this.status = 'loading';
    try {
      const cliques = await this.api.listMyCliques(this.userId);
      runInAction(() => {
        this.cliques = cliques;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Failed to load your cliques');
        if (this.cliques.length === 0) this.status = 'error';
      });
    }
  }

  setName(value: string): void {
    this.name = value;
  }

  setDescription(value: string): void {
    this.description = value;
  }

  /** Creates a clique from the form; returns it, or null when refused. */
  async create(): Promise<Clique | null> {
    const name = this.name.trim();
    if (!name) {
      this.error = 'A clique needs a name';
      return null;
    }
    let created: Clique | null = null;
    await attempt(this, { flag: 'creating', failed: 'Failed to create the clique' }, async () => {
      const clique = await this.api.createClique({ name, description: this.description.trim() });
      runInAction(() => {
        this.cliques.unshift(clique);
        this.name = '';
        this.description = '';
      });
      created = clique;
    });
    return created;
  }

  /**
   * Puts a changed clique in place of the old one; one you just joined goes first; one you do not
   * belong to (seen through Discover) stays out.
   */
  put(clique: Clique): void {
    const index = this.cliques.findIndex((c) => c.cliqueId === clique.cliqueId);
    if (index >= 0) this.cliques[index] = clique;
    else if (clique.viewer.status === 'member') this.cliques.unshift(clique);
  }

  /** Drops a clique you deleted or left. */
  drop(cliqueId: string): void {
    this.cliques = this.cliques.filter((c) => c.cliqueId !== cliqueId);
  }
}
