import type { AreaPages } from '@cliques/contracts';
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
 * The pages of the Feed area, exposed as `./routes`: the host renders them by name, inside Suspense.
 * `satisfies` holds them to the remotes contract: a missing, renamed or extra page fails the typecheck.
 * The feed page is in this chunk; the others load on demand (page-loaders.ts).
 */
const pages = {
  feed: FeedPage,
  post: PostPage,
  hashtags: HashtagsPage,
  hashtag: HashtagPage,
  bookmarks: BookmarksPage,
  search: SearchPage,
} satisfies AreaPages<'mfe_feed'>;

// A deep link (/post/…, /hashtag/…, /bookmarks, /search): its page starts loading now, not after the host's first render of it.
preloadPageAt(window.location.pathname);
preloadPagesOnLinkIntent();

export default pages;
