import { preloadable, type Preloadable } from '@cliques/ui';
import { isAtPath, paths } from './paths';

// The area's pages other than the feed, each in a chunk of its own: /feed, the page most visits start on,
// does not download them. routes.tsx starts one early on a deep link and when a link to it is hovered or
// focused, so a person rarely waits for one.

/** /post/:postId, loaded on demand. */
export const PostPage = preloadable(() =>
  import('./features/post-page/components/post-page').then((module) => module.PostPage),
);

/** /hashtag, loaded on demand. */
export const HashtagsPage = preloadable(() =>
  import('./features/hashtags/components/hashtags-page').then((module) => module.HashtagsPage),
);

/** /hashtag/:hashtag, loaded on demand. */
export const HashtagPage = preloadable(() =>
  import('./features/hashtags/components/hashtag-page').then((module) => module.HashtagPage),
);

/** /bookmarks, loaded on demand. */
export const BookmarksPage = preloadable(() =>
  import('./features/bookmarks/components/bookmarks-page').then((module) => module.BookmarksPage),
);

/** /search, loaded on demand (with its own messages and styles). */
export const SearchPage = preloadable(() =>
  import('./features/search/components/search-page').then((module) => module.SearchPage),
);

const onDemand: Record<string, Preloadable<object>> = {
  post: PostPage,
  hashtags: HashtagsPage,
  hashtag: HashtagPage,
  bookmarks: BookmarksPage,
  search: SearchPage,
};

/** Starts loading the on-demand page at `pathname`, if it is one. */
export function preloadPageAt(pathname: string): void {
  for (const [page, component] of Object.entries(onDemand)) {
    const path = paths[page];
    // A failure here is not the page's: rendering it loads again, and shows the area's fallback if that fails too.
    if (path && isAtPath(path, pathname)) component.preload().catch(() => undefined);
  }
}

/**
 * Starts loading the page a link leads to when a person points at it or focuses it (a touch counts as
 * pointing), wherever the link is: a post card, a hashtag in a post, the shell's navigation.
 */
export function preloadPagesOnLinkIntent(target: Document = document): void {
  const handleIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) preloadPageAt(link.pathname);
  };
  target.addEventListener('pointerover', handleIntent, { passive: true });
  target.addEventListener('focusin', handleIntent);
}
