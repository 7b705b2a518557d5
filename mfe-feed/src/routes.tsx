import type { AreaPages } from '@cliques/contracts';
import { FeedPage } from './features/feed/components/feed-page';
import { HashtagPage } from './features/hashtags/components/hashtag-page';
import { HashtagsPage } from './features/hashtags/components/hashtags-page';
import { PostPage } from './features/post-page/components/post-page';
import './components/posts.css';

/**
 * The pages of the Feed area, exposed as `./routes`: the host renders them by name.
 * `satisfies` holds them to the remotes contract: a missing, renamed or extra page fails the typecheck.
 */
const pages = {
  feed: FeedPage,
  post: PostPage,
  hashtags: HashtagsPage,
  hashtag: HashtagPage,
} satisfies AreaPages<'mfe_feed'>;

export default pages;
