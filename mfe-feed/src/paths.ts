/** Where each page of this area lives (the host's route table says the same). */
export const paths: Record<string, string> = {
  feed: '/feed',
  post: '/post/:postId',
  hashtags: '/hashtag',
  hashtag: '/hashtag/:hashtag',
  bookmarks: '/bookmarks',
  search: '/search',
};

/**
 * Whether `pathname` is at `pattern` (one of the paths above): the same segments, a `:parameter` standing
 * for any one non-empty segment; a trailing slash is ignored. (react-router's matchPath is outside the
 * subset of it the apps share.)
 */
export function isAtPath(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/');
  const given = pathname.replace(/(.)\/+$/, '$1').split('/');
  return (
    wanted.length === given.length &&
    wanted.every((part, index) => (part.startsWith(':') ? given[index] !== '' : part === given[index]))
  );
}
