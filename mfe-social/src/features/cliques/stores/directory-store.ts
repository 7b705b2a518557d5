import { makeAutoObservable } from 'mobx';
import type { Clique, CliqueDirectoryQuery } from '@cliques/contracts';
import type { CliqueApi } from './clique-api';
import { PagedList } from '@cliques/stores';
import { pageOf } from '../lib/page-of';

export type DirectorySort = CliqueDirectoryQuery['sort'];

/** Discover: public and private cliques by name, topic and order. */
export class DirectoryStore {
  /** The search box as typed. */
  query = '';
  /** The search that was run. */
  searched = '';
  /** The chosen topic chip, or null for all. */
  topic: string | null = null;
  sort: DirectorySort = 'active';
  readonly list: PagedList<Clique>;

  constructor(private readonly api: Pick<CliqueApi, 'listCliqueDirectory'>) {
    this.list = new PagedList<Clique>(
      (nextToken) =>
        this.api
          .listCliqueDirectory({
            query: this.searched || undefined,
            topic: this.topic ?? undefined,
            sort: this.sort,
            nextToken,
          })
          .then(pageOf('cliques')),
      (clique) => clique.cliqueId,
      { failed: 'Failed to load the directory' },
    );
    makeAutoObservable<DirectoryStore, 'api'>(this, { api: false, list: false }, { autoBind: true });
  }

  /** Topics to offer as chips: those of the cliques found, most common first (at most 12). */
  get topics(): string[] {
    const counts = new Map<string, number>();
    for (const clique of this.list.items)
      for (const topic of clique.topics) counts.set(topic, (counts.get(topic) ?? 0) + 1);
    if (this.topic) counts.set(this.topic, Infinity);
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 12)
      .map(([topic]) => topic);
  }

  setQuery(value: string): void {
    this.query = value;
  }

  search(): Promise<void> {
    this.searched = this.query.trim();
    return this.list.load();
  }

  /** Chooses a topic chip (again: back to all topics). */
  toggleTopic(topic: string): Promise<void> {
    this.topic = this.topic === topic ? null : topic;
    return this.list.load();
  }

  setSort(sort: DirectorySort): Promise<void> {
    this.sort = sort;
    return this.list.load();
  }
}
