// The routes a remote declares in its `./routes` (its src/route-declarations.ts): plain data and types
// only, since tooling/webpack/contract.js reads them at build time into cliques-contract.json, and the
// server serves the live remotes' declarations in GET /config.json (docs/API.md "Routes and prefixes").
import type { ComponentType } from 'react';

/** Who may open a route: the signed-in (inside the shell), everyone, or only the signed-out (sign-in pages). */
export type RouteAccess = 'signed-in' | 'public' | 'signed-out';

/** The least role a route or a navigation entry is for (members see neither the entry nor the page). */
export type RouteRole = 'moderator' | 'admin';

/** One route of a remote: a path pattern under one of its prefixes, and the page of its `./routes` that renders it. */
export interface RouteDeclaration {
  /** `/cliques/:cliqueId/events`: literal segments and `:name` parameters. */
  path: string;
  /** The key of the page component in the `./routes` module's default export. */
  page: string;
  access: RouteAccess;
  role?: RouteRole;
}

/** The icons a navigation entry may take (the host's icon set). */
export type NavIcon =
  'home' | 'users' | 'chat' | 'friends' | 'hash' | 'profile' | 'shield' | 'bell' | 'bookmark' | 'image';

/** The counts the host keeps, which a navigation entry may show as its badge. */
export type NavBadge = 'messages' | 'friendRequests' | 'notifications' | 'cliqueRequests';

/** A navigation entry a remote asks for: the host shows it in its "More" menu. */
export interface NavDeclaration {
  /** Where it leads: a path (no parameters) of one of the remote's own routes. */
  path: string;
  /** A message id (its English text) of the remote's own catalog; the build writes its texts per language. */
  label: string;
  icon: NavIcon;
  badge?: NavBadge;
  /** Its place in the menu, smallest first (then by path). */
  order: number;
  role?: RouteRole;
}

/** What a remote's src/route-declarations.ts exports as `areaRoutes`. */
export interface AreaRoutes {
  routes: readonly RouteDeclaration[];
  nav?: readonly NavDeclaration[];
}

/** A navigation entry as the contract and /config.json carry it: its label in every language of the remote. */
export interface NavEntry extends Omit<NavDeclaration, 'label'> {
  /** The label by language (`en`, `es`, `ar`). */
  label: Record<string, string>;
}

/** One remote's routes and navigation entries, as in cliques-contract.json and /config.json. */
export interface RouteSet {
  routes: RouteDeclaration[];
  nav: NavEntry[];
}

/** What a remote's `./routes` exports by default: a component for each page its declarations name. */
export type AreaPages<D extends AreaRoutes> = Record<D['routes'][number]['page'], ComponentType>;
