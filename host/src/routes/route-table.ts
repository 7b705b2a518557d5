import type { PageOf, RemoteName } from '@cliques/contracts';

/**
 * One route of the app and the remote page that renders it. Typed by the remotes contract: `page`
 * must be a page of that `remote`, so a page renamed or dropped in the contract fails the typecheck.
 */
/** The area names, as the shell's catalog has them. */
export type AreaName = 'Sign-in' | 'Feed' | 'Chat' | 'People and cliques' | 'Legal';

export type AreaRoute = { [R in RemoteName]: { path: string; remote: R; page: PageOf<R>; area: AreaName } }[RemoteName];

const auth = { remote: 'mfe_auth', area: 'Sign-in' } as const;
const feed = { remote: 'mfe_feed', area: 'Feed' } as const;
const chat = { remote: 'mfe_chat', area: 'Chat' } as const;
const social = { remote: 'mfe_social', area: 'People and cliques' } as const;
const legal = { remote: 'mfe_legal', area: 'Legal' } as const;

/** Legal pages and the contact form: open to everyone, signed in or not. */
export const publicRoutes: AreaRoute[] = [
  { path: '/contact', page: 'contact', ...legal },
  { path: '/privacy', page: 'privacy', ...legal },
  { path: '/terms', page: 'terms', ...legal },
  { path: '/eula', page: 'eula', ...legal },
];

/** docs/PRODUCT.md §2 signed-out routes (besides the public ones); any other path goes to /login. */
export const signedOutRoutes: AreaRoute[] = [
  { path: '/login', page: 'login', ...auth },
  { path: '/signup', page: 'signup', ...auth },
  { path: '/verify', page: 'verify', ...auth },
];

/** docs/PRODUCT.md §2 signed-in routes, inside the shell; / and any other path go to /feed. */
export const signedInRoutes: AreaRoute[] = [
  { path: '/feed', page: 'feed', ...feed },
  { path: '/post/:postId', page: 'post', ...feed },
  { path: '/hashtag', page: 'hashtags', ...feed },
  { path: '/hashtag/:hashtag', page: 'hashtag', ...feed },
  { path: '/bookmarks', page: 'bookmarks', ...feed },
  { path: '/search', page: 'search', ...feed },
  { path: '/notifications', page: 'notifications', ...social },
  { path: '/profile', page: 'profile', ...social },
  { path: '/profile/:userId', page: 'userProfile', ...social },
  { path: '/settings', page: 'settings', ...social },
  { path: '/cliques', page: 'cliques', ...social },
  { path: '/friends', page: 'friends', ...social },
  // Moderators and admins only: the queue answers 403 to anyone else, and the navigation shows it only to them.
  { path: '/moderation', page: 'moderation', ...social },
  { path: '/chat', page: 'chat', ...chat },
];
