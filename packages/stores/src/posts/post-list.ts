import { actionBound, makeObservable } from 'mobx';
import type { Post, PostPage } from '@cliques/contracts';
import { collapsePerson, withoutPerson } from './hide-person';
import { PagedList } from '../paged-list';
import { postsStore } from './instance';
import type { PostsStore } from './posts-store';

/** Loads one page of posts from where the previous one ended (null: from the start). */
export type PostPageLoader = (nextToken: string | null) => Promise<PostPage>;

/** The identity of a list item: a post, or someone's share of it. */
export const itemKey = (post: Post) => `${post.postId}:${post.sharedBy?.userId ?? ''}`;

/** Where a list of posts is shown, which decides what a block does to it. */
export interface PostListOptions {
  /** A clique's posts: shared space, where a blocked person's posts stay, collapsed. */
  sharedSpace?: boolean;
  posts?: PostsStore;
}

/**
 * A list of posts paged by nextToken (feed, hashtag, mentions, a profile, a clique). Every page it
 * loads goes into the posts store, so its cards agree with every other card of the same post.
 */
export class PostList extends PagedList<Post> {
  private readonly sharedSpace: boolean;
  private readonly posts: PostsStore;
  /** The posts store's mark when the last page was asked for. */
  private readonly asked: Asked;

  constructor(loader: PostPageLoader, { sharedSpace = false, posts = postsStore }: PostListOptions = {}) {
    const asked = { mark: 0 };
    super(asPages(loader, posts, asked), itemKey, {
      failed: 'Could not load posts',
      failedMore: 'Could not load more posts',
    });
    this.sharedSpace = sharedSpace;
    this.posts = posts;
    this.asked = asked;
    makeObservable(this, { show: actionBound, removePost: actionBound, dropPerson: actionBound });
  }

  /** Shows posts from another source (another filter), from its first page. */
  show(loader: PostPageLoader): Promise<void> {
    return this.load(asPages(loader, this.posts, this.asked));
  }

  /** Drops a deleted post and every share of it. */
  removePost(postId: string): void {
    this.replaceItems((items) => items.filter((post) => post.postId !== postId));
  }

  /** The viewer blocked or muted someone: their posts collapse in a clique, and leave any other list. */
  dropPerson(userId: string): void {
    this.replaceItems((items) => (this.sharedSpace ? collapsePerson(items, userId) : withoutPerson(items, userId)));
  }

  protected override received(items: Post[]): void {
    this.posts.remember(items, this.asked.mark);
  }
}

type Asked = { mark: number };

/** A page loader for PagedList, noting the posts store's mark when each page is asked for. */
function asPages(loader: PostPageLoader, posts: PostsStore, asked: Asked) {
  return async (nextToken: string | null) => {
    asked.mark = posts.mark();
    const page = await loader(nextToken);
    return { items: page.posts, nextToken: page.nextToken, hasMore: page.hasMore };
  };
}
