import { makeAutoObservable } from 'mobx';
import { listCliqueMedia } from '@cliques/api-client';
import type { GalleryItem } from '@cliques/contracts';
import { PagedList } from '@cliques/stores';
import { pageOf } from '../lib/page-of';

/** Which media the gallery shows. */
export type GalleryFilter = 'all' | 'image' | 'video';

/** A clique's gallery: its photos and videos, paged newest first, and the one open in the lightbox. */
export class GalleryStore {
  /** Photos, videos or both. */
  filter: GalleryFilter = 'all';
  /** The item open in the lightbox (its index in the list), or null. */
  open: number | null = null;
  readonly list: PagedList<GalleryItem>;

  constructor(
    readonly cliqueId: string,
    private readonly load: typeof listCliqueMedia = listCliqueMedia,
  ) {
    this.list = new PagedList<GalleryItem>(
      (nextToken) =>
        this.load(this.cliqueId, {
          ...(this.filter === 'all' ? {} : { type: this.filter }),
          ...(nextToken ? { nextToken } : {}),
          limit: 30,
        }).then(pageOf('items')),
      (item) => `${item.postId}/${item.key}`,
      { failed: 'Could not load the gallery' },
    );
    makeAutoObservable<GalleryStore, 'load'>(this, { list: false, cliqueId: false, load: false }, { autoBind: true });
  }

  /** The item open in the lightbox. */
  get current(): GalleryItem | null {
    return this.open === null ? null : (this.list.items[this.open] ?? null);
  }

  setFilter(filter: GalleryFilter): Promise<void> {
    this.filter = filter;
    this.open = null;
    return this.list.load();
  }

  show(index: number): void {
    this.open = index;
  }

  close(): void {
    this.open = null;
  }

  /** The next item (loading the next page at the end of the loaded ones). */
  async next(): Promise<void> {
    if (this.open === null) return;
    if (this.open + 1 >= this.list.items.length && this.list.hasMore) await this.list.loadMore();
    if (this.open !== null && this.open + 1 < this.list.items.length) this.show(this.open + 1);
  }

  previous(): void {
    if (this.open !== null && this.open > 0) this.open -= 1;
  }
}
