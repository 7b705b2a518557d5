import type { BookmarkResponse, PostPage } from '@cliques/contracts';
import { emitAfterCommit } from '../../platform/database/commit-events';
import type { Database } from '../../platform/database/database';
import { blocked } from '../../platform/http/errors';
import { decodeCursor, startCursor, type PageRequest } from '../../platform/input/page-token';
import { accessiblePost, visiblePost, type PostsService } from '../posts';
import { addBookmark, bookmarkItems, removeBookmark } from './bookmarks.repository';

/**
 * Bookmarks: posts a person keeps for later, seen by nobody else. Only a post the caller sees may
 * be bookmarked (404 for the others, as every post route answers; 403 `blocked` where a block
 * stands between them and its author); taking a bookmark back is allowed wherever the post can be read.
 * Each change reaches the bookmarker's own sockets after the commit (their other tabs and devices).
 */
export class BookmarksService {
  constructor(
    private readonly db: Database,
    private readonly posts: PostsService,
  ) {}

  /** PUT /posts/{id}/bookmark (idempotent). */
  bookmark(userId: string, postId: string): Promise<BookmarkResponse> {
    return this.db.transaction(async (tx) => {
      const post = await visiblePost(tx, userId, postId);
      if (post.blocked) throw blocked();
      await addBookmark(tx, userId, postId);
      emitAfterCommit(tx, { type: 'bookmark', userId, postId, bookmarked: true });
      return { bookmarked: true };
    });
  }

  /** DELETE /posts/{id}/bookmark (idempotent). */
  unbookmark(userId: string, postId: string): Promise<BookmarkResponse> {
    return this.db.transaction(async (tx) => {
      await accessiblePost(tx, userId, postId);
      await removeBookmark(tx, userId, postId);
      emitAfterCommit(tx, { type: 'bookmark', userId, postId, bookmarked: false });
      return { bookmarked: false };
    });
  }

  /** GET /bookmarks: the caller's own bookmarks that they may still see, newest bookmark first. */
  async list(userId: string, page: PageRequest): Promise<PostPage> {
    const cursor = page.nextToken ? decodeCursor(page.nextToken) : startCursor;
    const items = await bookmarkItems(this.db, userId, cursor, page.limit + 1, this.posts.embedUrl);
    return this.posts.toPage(userId, items, page.limit);
  }
}
