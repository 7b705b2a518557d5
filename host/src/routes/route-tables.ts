import type { NavEntry, RemoteName, RouteDeclaration, RouteSet } from '@cliques/contracts';

/** The area names, as the shell's catalog has them. */
export type AreaName = 'Sign-in' | 'Feed' | 'Chat' | 'People and cliques' | 'Legal';

/** Each remote's area name, for its loading placeholder and fallback. */
const areaNames: Record<RemoteName, AreaName> = {
  mfe_auth: 'Sign-in',
  mfe_feed: 'Feed',
  mfe_chat: 'Chat',
  mfe_social: 'People and cliques',
  mfe_legal: 'Legal',
};

/** One route of the app: a remote's declaration, with the remote that renders it and its area. */
export interface AreaRoute extends RouteDeclaration {
  remote: RemoteName;
  area: AreaName;
}

/** A navigation entry a remote declared, with its remote: the shell's "More" menu shows it. */
export interface MoreEntry extends NavEntry {
  remote: RemoteName;
}

/** The app's routes by who may open them, and the remotes' extra navigation entries (in order). */
export interface RouteTables {
  /** Inside the shell; signed out, they go to /login carrying the path to return to. */
  signedIn: AreaRoute[];
  /** Sign-in pages; signed in, they return to the carried path or /feed. */
  signedOut: AreaRoute[];
  /** Open to everyone, signed in or not. */
  open: AreaRoute[];
  more: MoreEntry[];
}

const isRemote = (name: string): name is RemoteName => Object.hasOwn(areaNames, name);

/**
 * The route tables from the live remotes' route declarations (GET /config.json `routes`, those of
 * the build each remote runs for this caller). A remote the host does not know is left out.
 */
export function routeTables(declared: Record<string, RouteSet>): RouteTables {
  const sets = Object.entries(declared).filter((entry): entry is [RemoteName, RouteSet] => isRemote(entry[0]));
  const routes = sets.flatMap(([remote, set]) =>
    set.routes.map((route) => ({ ...route, remote, area: areaNames[remote] })),
  );
  const more = sets
    .flatMap(([remote, set]) => set.nav.map((entry) => ({ ...entry, remote })))
    .sort((a, b) => a.order - b.order || a.path.localeCompare(b.path));
  return {
    signedIn: routes.filter((route) => route.access === 'signed-in'),
    signedOut: routes.filter((route) => route.access === 'signed-out'),
    open: routes.filter((route) => route.access === 'public'),
    more,
  };
}
