import { makeAutoObservable, runInAction } from 'mobx';
import type { Post, PostPage } from '@cliques/contracts';
import { collapsePerson, withoutPerson, errorMessage } from '@cliques/ui';

/** Loads one page of posts from where the previous one ended (null: from the start). */
export type PostPageLoader = (nextToken: string | null) => Promise<PostPage>;

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A list of posts (a profile's, a clique's) paged by nextToken. */
export class PostListStore {
  /** Posts loaded so far. */
  posts: Post[] = [];
  /** Where the next page starts; null at the end. */
  nextToken: string | null = null;
  /** Where loading the first page stands. */
  status: LoadStatus = 'idle';
  /** True while the next page loads. */
  loadingMore = false;
  /** The last failure. */
  error = '';

  constructor(
    private readonly loadPage: PostPageLoader,
    /** A clique's posts: shared space, where a blocked person's posts stay, collapsed. */
    private readonly sharedSpace = false,
  ) {
    makeAutoObservable<PostListStore, 'loadPage' | 'sharedSpace'>(
      this,
      { loadPage: false, sharedSpace: false },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return this.nextToken !== null;
  }

  /** Loads the first page again (after posting, or on Retry). */
  async reload(): Promise<void> {
    if (this.posts.length === 0) this.status = 'loading';
    try {
      const page = await this.loadPage(null);
      runInAction(() => {
        this.posts = page.posts;
        this.nextToken = page.hasMore ? page.nextToken : null;
        this.status = 'ready';
        this.error = '';
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Failed to load posts');
        if (this.posts.length === 0) this.status = 'error';
      });
    }
  }

  /** Appends the next page. */
  async loadMore(): Promise<void> {
    if (!this.nextToken || this.loadingMore) return;
    this.loadingMore = true;
    try {
      const page = await this.loadPage(this.nextToken);
      runInAction(() => {
        const known = new Set(this.posts.map((p) => `${p.postId}:${p.sharedBy?.userId ?? ''}`));
        this.posts.push(...page.posts.filter((p) => !known.has(`${p.postId}:${p.sharedBy?.userId ?? ''}`)));
        this.nextToken = page.hasMore ? page.nextToken : null;
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Failed to load more posts');
      });
    } finally {
      runInAction(() => {
        this.loadingMore = false;
      });
    }
  }

  /** Drops a post that was deleted from its card. */
  remove(postId: string): void {
    this.posts = this.posts.filter((p) => p.postId !== postId);
  }

  /** The viewer blocked someone from a card: their posts collapse in a clique, and leave any other list. */
  personBlocked(userId: string): void {
    this.posts = this.sharedSpace ? collapsePerson(this.posts, userId) : withoutPerson(this.posts, userId);
  }
}
