// The seam between the host and the remotes, in one place. Plain data and types only: tooling/webpack/contract.js
// evaluates this file at config time (to check `exposes` and write cliques-contract.json), so it may
// import types but nothing at run time.
import type { ComponentType } from 'react';
import type { Post } from './posts';

/** Version of the contract's format: `contractVersion` of every build's cliques-contract.json. */
export const contractVersion = 1;

/** What the contract says about one remote. */
interface RemoteSpec {
  /** Its folder, also its name under /releases. */
  dir: string;
  /**
   * The path prefixes it owns: its `./routes` declares its routes under them (and under any prefix an
   * admin gives it at run time, docs/API.md "Routes and prefixes"). No two remotes' prefixes overlap.
   */
  prefixes: readonly string[];
  /** Every other exposed module: the named export it offers and the major version of its props. */
  modules: Readonly<Record<`./${string}`, { exportName: string; version: number }>>;
}

/**
 * Every remote by federation name. Renaming or dropping a module here is a breaking change for another
 * area; a breaking change of a module's props bumps its `version`.
 */
export const remotes = {
  mfe_auth: { dir: 'mfe-auth', prefixes: ['/login', '/signup', '/verify'], modules: {} },
  mfe_feed: {
    dir: 'mfe-feed',
    prefixes: ['/feed', '/post', '/hashtag', '/bookmarks', '/search'],
    modules: {
      './post-card': { exportName: 'PostCard', version: 1 },
      './composer': { exportName: 'Composer', version: 1 },
    },
  },
  mfe_chat: { dir: 'mfe-chat', prefixes: ['/chat'], modules: {} },
  mfe_social: {
    dir: 'mfe-social',
    prefixes: ['/profile', '/friends', '/cliques', '/notifications', '/settings', '/moderation'],
    modules: {},
  },
  mfe_legal: { dir: 'mfe-legal', prefixes: ['/contact', '/privacy', '/terms', '/eula'], modules: {} },
} as const satisfies Record<string, RemoteSpec>;

/** Federation name of a remote. */
export type RemoteName = keyof typeof remotes;
/** Federation name of any app the build makes: the host or a remote. */
export type AppName = 'host' | RemoteName;
/** An exposed module of remote `R` besides `./routes`, e.g. `./post-card`. */
export type ModuleOf<R extends RemoteName> = keyof (typeof remotes)[R]['modules'] & `./${string}`;

type Bare<M> = M extends `./${infer Name}` ? Name : never;

/** Federated id of an exposed module, as `loadRemote` takes it: `mfe_feed/post-card`. */
export type RemoteModuleId = { [R in RemoteName]: `${R}/${Bare<ModuleOf<R>>}` }[RemoteName];

/**
 * The modules each area loads from another area at run time (the host loads the pages each remote's
 * routes declare). A remote that drops one of these breaks that area.
 */
export const remoteUses = {
  mfe_social: { mfe_feed: ['./post-card', './composer'] },
} as const satisfies { [A in RemoteName]?: { [R in RemoteName]?: readonly ModuleOf<R>[] } };

type UsesOf<A extends RemoteName> = A extends keyof typeof remoteUses ? (typeof remoteUses)[A] : Record<never, never>;

/** The module ids area `A` is declared to load from other areas. */
export type UsedModuleId<A extends RemoteName> = {
  [R in keyof UsesOf<A> & RemoteName]: UsesOf<A>[R] extends readonly (infer M)[] ? `${R}/${Bare<M>}` : never;
}[keyof UsesOf<A> & RemoteName];

/**
 * The routes each app links to in another area (path patterns, parameters by any name): the host's
 * navigation bar and redirects, an area's links. A release of that area that drops one is refused.
 */
export const remoteLinks = {
  host: {
    mfe_auth: ['/login'],
    mfe_feed: ['/feed', '/hashtag', '/search'],
    mfe_chat: ['/chat'],
    mfe_social: ['/cliques', '/friends', '/profile', '/notifications', '/moderation'],
  },
  mfe_feed: { mfe_social: ['/cliques', '/profile', '/profile/:userId'] },
  mfe_social: {
    mfe_feed: ['/post/:postId', '/bookmarks'],
    mfe_chat: ['/chat'],
    mfe_legal: ['/contact', '/privacy', '/terms', '/eula'],
  },
} as const satisfies { [A in AppName]?: { [R in RemoteName]?: readonly string[] } };

/** Props of `mfe_feed/post-card`. It renders router links, so it must sit inside the app's router. */
export interface PostCardProps {
  /** The post to show: any list call's item (a share carries sharedBy/sharedAt). */
  post: Post;
  /** Called after its author deleted it, so the list can drop it. */
  onDeleted?: (postId: string) => void;
  /** Called after the viewer blocked its author (from its menu), so the list can drop or collapse their posts. */
  onBlocked?: (userId: string) => void;
  /** Called after the viewer muted its author, so a feed can drop their posts. */
  onMuted?: (userId: string) => void;
  /** Link the time to /post/{postId} (default true; off on the post page itself). */
  linkToPost?: boolean;
  /** A fresher comment count than the post's. */
  commentsCount?: number;
}

/** Props of `mfe_feed/composer`. */
export interface ComposerProps {
  /** Post into this clique (the signed-in user must be a member) instead of the main feed. */
  cliqueId?: string | null;
  /** The clique's topics: the composer offers them in an optional Topic select (none chosen by default). */
  topics?: readonly string[];
  /** Called with the created post, e.g. to put it at the top of a list. */
  onPosted?: (post: Post) => void;
}

interface ExposedProps {
  'mfe_feed/post-card': PostCardProps;
  'mfe_feed/composer': ComposerProps;
}

/** Props of every exposed module by id (a module without an entry in ExposedProps is a type error here). */
export type RemoteModuleProps = { [Id in RemoteModuleId]: ExposedProps[Id] };

type SpecOf<Id extends RemoteModuleId> = Id extends `${infer R extends RemoteName}/${infer M}`
  ? (typeof remotes)[R]['modules'][`./${M}` & ModuleOf<R>]
  : never;

/** What an exposed module exports: its component under the contract's export name. */
export type RemoteModuleExports<Id extends RemoteModuleId> = {
  [Name in SpecOf<Id> extends { exportName: infer E extends string } ? E : never]: ComponentType<RemoteModuleProps[Id]>;
};
