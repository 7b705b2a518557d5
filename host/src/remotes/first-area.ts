import { publicRoutes, signedInRoutes, signedOutRoutes } from '../routes/route-table';

/** Whether a route pattern (`/post/:postId`) matches a path, as the router matches it. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return (
    want.length === have.length &&
    want.every((segment, i) => segment.startsWith(':') || segment === decodeURIComponent(have[i] as string))
  );
}

/**
 * The remote that will render the first page, decided before the session check ends so its files
 * can load in parallel with it: the route table the visitor will most likely see (a stored session:
 * signed in), and where its redirects lead (/login signed out, /feed signed in). It runs in the
 * entry, before shared modules are available: plain code only.
 */
export function firstRemote(pathname: string, signedIn: boolean): string {
  const table = signedIn ? [...signedInRoutes, ...publicRoutes] : [...signedOutRoutes, ...publicRoutes];
  const route = table.find((candidate) => matchesPattern(candidate.path, pathname));
  if (route) return route.remote;
  return signedIn ? 'mfe_feed' : 'mfe_auth';
}
