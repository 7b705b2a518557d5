import { Type, type Static } from '@sinclair/typebox';
import { pageQuery } from './common';

/**
 * PUT and DELETE /posts/{id}/bookmark answer whether the post is now among the caller's bookmarks.
 * Bookmarks are private: no count of them exists, and nobody else learns of one.
 */
export const BookmarkResponse = Type.Object({ bookmarked: Type.Boolean() });
export type BookmarkResponse = Static<typeof BookmarkResponse>;

/** GET /bookmarks query (newest bookmark first); the answer is a PostPage. */
export const BookmarksQuery = pageQuery(20);
export type BookmarksQuery = Static<typeof BookmarksQuery>;

/**
 * Server frame: the caller's bookmark of a post changed (from any of their tabs or devices), sent
 * after the commit to every socket of that person alone.
 */
export interface BookmarkFrame {
  type: 'bookmark';
  postId: string;
  bookmarked: boolean;
}
