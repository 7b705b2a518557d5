import { setPostBookmark } from '@cliques/api-client';
import type { BookmarkResponse } from '@cliques/contracts';
import { isConnectionError, WaitingList, type Outbox } from '@cliques/outbox';
import { postsStore, type BookmarkSender, type PostsStore } from '@cliques/stores';

/** A change of a bookmark kept in the outbox while there is no connection. */
export interface WaitingBookmark {
  postId: string;
  bookmarked: boolean;
}

/**
 * One person's bookmark changes made offline: kept in the outbox, one entry per post (a later
 * change of it replaces the waiting one), and sent when the connection returns. A change the server
 * refuses is put back on every card of the post.
 */
export class BookmarkOutbox {
  readonly waiting: WaitingList<WaitingBookmark, BookmarkResponse>;

  constructor(
    private readonly userId: string,
    options: { posts?: PostsStore; outbox?: Outbox } = {},
  ) {
    const posts = options.posts ?? postsStore;
    this.waiting = new WaitingList<WaitingBookmark, BookmarkResponse>({
      kind: 'bookmark',
      userId,
      outbox: options.outbox,
      send: ({ payload }) => setPostBookmark(payload.postId, payload.bookmarked),
      onRefused: (_error, { payload }) => posts.setBookmarked(payload.postId, !payload.bookmarked),
    });
  }

  /** Whether a change of this post's bookmark waits for the connection. */
  isWaiting(postId: string): boolean {
    return this.waiting.entries.some((entry) => entry.payload.postId === postId);
  }

  /** Sends a change now, or keeps it for later without a connection; answers what the bookmark is (or will be). */
  readonly send: BookmarkSender = async (postId, bookmarked) => {
    const id = `bookmark:${this.userId}:${postId}`;
    try {
      const { bookmarked: now } = await setPostBookmark(postId, bookmarked);
      // An older change still waiting would undo this one when it is sent.
      if (this.isWaiting(postId)) await this.waiting.drop(id);
      return now;
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      await this.waiting.keep({ postId, bookmarked }, id);
      return bookmarked;
    }
  };
}

const started = new Map<string, BookmarkOutbox>();

/**
 * The person's bookmark outbox, started the first time a card asks for it: what waits from an
 * earlier visit is sent now if online, and again whenever the connection returns, for the page's life.
 */
export function bookmarkOutboxFor(userId: string): BookmarkOutbox {
  let outbox = started.get(userId);
  if (!outbox) {
    outbox = new BookmarkOutbox(userId);
    outbox.waiting.start();
    started.set(userId, outbox);
  }
  return outbox;
}
