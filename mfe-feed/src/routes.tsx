import type { AreaPages } from '@cliques/contracts';
import { areaRoutes } from './route-declarations';
import { FeedPage } from './features/feed/components/feed-page';
import {
  BookmarksPage,
  HashtagPage,
  HashtagsPage,
  PostPage,
  SearchPage,
  preloadPageAt,
  preloadPagesOnLinkIntent,
} from './page-loaders';
import './components/posts.css';

/**
 * The pages of the Feed area, exposed as `./routes`: the host renders them by the page names its
 * route declarations (route-declarations.ts, re-exported here) give, inside Suspense.
 * `satisfies` holds them to the route declarations: a page they name and this lacks fails the typecheck.
 * The feed page is in this chunk; the others load on demand (page-loaders.ts).
 */
const pages = {
  feed: FeedPage,
  post: PostPage,
  hashtags: HashtagsPage,
  hashtag: HashtagPage,
  bookmarks: BookmarksPage,
  search: SearchPage,
} satisfies AreaPages<typeof areaRoutes>;

// A deep link (/post/…, /hashtag/…, /bookmarks, /search): its page starts loading now, not after the host's first render of it.
preloadPageAt(window.location.pathname);
preloadPagesOnLinkIntent();

export { areaRoutes };
export default pages;
