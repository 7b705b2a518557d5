import type { BookmarkResponse, PostPage } from '@cliques/contracts';
import { call, http } from '../client';
import { pageParams, type PageOptions } from './posts';

/** PUT (bookmarked) or DELETE /posts/{id}/bookmark: your own bookmark, seen by nobody else. */
export function setPostBookmark(postId: string, bookmarked: boolean): Promise<BookmarkResponse> {
  const url = `posts/${encodeURIComponent(postId)}/bookmark`;
  return call(() => (bookmarked ? http.put(url) : http.delete(url)).json<BookmarkResponse>());
}

/** GET /bookmarks: your bookmarks that you may still see, newest bookmark first. */
export function listBookmarks(page: PageOptions = {}): Promise<PostPage> {
  return call(() => http.get('bookmarks', { searchParams: pageParams(page) }).json<PostPage>());
}
