import { areaRoutes } from './route-declarations';

/** Where each page of this area lives, as its route declarations say (the standalone dev server's routes). */
export const paths: Record<string, string> = Object.fromEntries(
  areaRoutes.routes.map(({ page, path }) => [page, path]),
);

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
