import { actionBound, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  searchAll,
  searchKind,
  type SearchAllResponse,
  type SearchHits,
  type SearchKind,
  type SearchSort,
} from '@cliques/api-client';
import { PagedList, postsStore } from '@cliques/stores';
import { searchFailure, searchTexts } from './search-failure';

/** The identity of a hit of each kind, so Load more never shows one twice. */
export const hitKey: { [K in SearchKind]: (hit: SearchHits[K]) => string } = {
  posts: (hit) => hit.post.postId,
  people: (hit) => hit.user.userId,
  cliques: (hit) => hit.clique.cliqueId,
  hashtags: (hit) => hit.hashtag,
};

/** One kind's results, paged by nextToken; found posts go into the posts store, so their cards agree with every other. */
export class KindResults<K extends SearchKind> extends PagedList<SearchHits[K]> {
  private readonly asked: { mark: number };

  constructor(
    readonly query: string,
    readonly kind: K,
    sort: SearchSort,
  ) {
    const asked = { mark: 0 };
    super(
      async (nextToken) => {
        asked.mark = postsStore.mark();
        try {
          return await searchKind(query, kind, { sort, nextToken });
        } catch (error) {
          throw searchFailure(error);
        }
      },
      hitKey[kind],
      { failed: searchTexts.failed },
    );
    this.asked = asked;
  }

  protected override received(items: SearchHits[K][]): void {
    if (this.kind === 'posts')
      postsStore.remember(
        (items as SearchHits['posts'][]).map((hit) => hit.post),
        this.asked.mark,
      );
  }
}

/** The top few of every kind (the All tab), asked for in one call. */
export class AllResults {
  results: SearchAllResponse | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  /** Why the search failed (the server's words for a refused query, else ours). */
  error: Error | null = null;

  constructor(
    readonly query: string,
    private readonly sort: SearchSort,
  ) {
    makeObservable(this, { results: observableRef, status: observable, error: observableRef, load: actionBound });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    const mark = postsStore.mark();
    try {
      const results = await searchAll(this.query, { sort: this.sort });
      postsStore.remember(
        results.posts.items.map((hit) => hit.post),
        mark,
      );
      runInAction(() => {
        this.results = results;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = searchFailure(error);
        this.status = 'error';
      });
    }
  }

  /** Whether nothing of any kind was found. */
  get empty(): boolean {
    return !!this.results && Object.values(this.results).every((kind) => kind.items.length === 0);
  }
}
