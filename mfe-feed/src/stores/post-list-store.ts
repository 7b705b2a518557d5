import { makeAutoObservable, runInAction } from 'mobx';
import type { Post, PostPage } from '@cliques/contracts';
import { withoutPerson, errorMessage } from '@cliques/ui';

/** Loads one page of a list: the first for null, the next for a nextToken. */
export type PageLoader = (nextToken: string | null) => Promise<PostPage>;

/** The identity of an item: a post, or someone's share of it. */
export const itemKey = (post: Post) => `${post.postId}:${post.sharedBy?.userId ?? ''}`;

/** A list of posts paged by nextToken: feed, hashtag, mentions. */
export class PostListStore {
  posts: Post[] = [];
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  /** Why the first page failed, or why Load more failed. */
  error: string | null = null;
  nextToken: string | null = null;
  hasMore = false;
  loadingMore = false;
  /** Answers of superseded requests (an older filter) are dropped. */
  private generation = 0;

  constructor(private loader: PageLoader) {
    makeAutoObservable<PostListStore, 'generation'>(this, { generation: false }, { autoBind: true });
  }

  /** Loads the first page again, with a new loader when the list's source changes. */
  async reload(loader?: PageLoader): Promise<void> {
    if (loader) this.loader = loader;
    const generation = ++this.generation;
    this.status = 'loading';
    this.error = null;
    try {
      const page = await this.loader(null);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.posts = page.posts;
        this.nextToken = page.nextToken;
        this.hasMore = page.hasMore;
        this.status = 'ready';
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessage(error, 'Could not load posts');
      });
    }
  }

  /** Appends the next page (items already shown are skipped). */
  async loadMore(): Promise<void> {
    if (!this.hasMore || this.loadingMore || !this.nextToken) return;
    const generation = this.generation;
    this.loadingMore = true;
    this.error = null;
    try {
      const page = await this.loader(this.nextToken);
      if (generation !== this.generation) return;
      runInAction(() => {
        const seen = new Set(this.posts.map(itemKey));
        this.posts = [...this.posts, ...page.posts.filter((p) => !seen.has(itemKey(p)))];
        this.nextToken = page.nextToken;
        this.hasMore = page.hasMore;
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Could not load more posts');
      });
    } finally {
      runInAction(() => {
        this.loadingMore = false;
      });
    }
  }

  /** Puts a new post at the top. */
  prepend(post: Post): void {
    this.posts = [post, ...this.posts.filter((p) => itemKey(p) !== itemKey(post))];
    if (this.status !== 'ready') this.status = 'ready';
  }

  /** Drops a deleted post (and every share of it). */
  remove(postId: string): void {
    this.posts = this.posts.filter((p) => p.postId !== postId);
  }

  /** The viewer blocked or muted someone: their posts and shares leave this list at once. */
  dropPerson(userId: string): void {
    this.posts = withoutPerson(this.posts, userId);
  }
}
