import { matchesPattern } from '@cliques/contracts/route-patterns';
import type { RouteTables } from '../routes/route-tables';

/**
 * The remote that will render the first page, decided before the session check ends so its files
 * can load in parallel with it: the route table the visitor will most likely see (a stored session:
 * signed in), and where its redirects lead (/login signed out, /feed signed in). It runs in the
 * entry, before shared modules are available: plain code only.
 */
export function firstRemote(tables: RouteTables, pathname: string, signedIn: boolean): string {
  const table = signedIn ? [...tables.signedIn, ...tables.open] : [...tables.signedOut, ...tables.open];
  const route = table.find((candidate) => matchesPattern(candidate.path, pathname));
  if (route) return route.remote;
  return signedIn ? 'mfe_feed' : 'mfe_auth';
}
