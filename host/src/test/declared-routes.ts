import type { RouteDeclaration, RouteSet } from '@cliques/contracts';
import { routeTables, type RouteTables } from '../routes/route-tables';

const routes = (access: RouteDeclaration['access'], pages: Record<string, string>): RouteSet => ({
  routes: Object.entries(pages).map(([page, path]) => ({ path, page, access })),
  nav: [],
});

/** The remotes' route declarations as /config.json gives them (each remote's src/route-declarations.ts). */
export const declaredRoutes: Record<string, RouteSet> = {
  mfe_auth: routes('signed-out', { login: '/login', signup: '/signup', verify: '/verify' }),
  mfe_feed: routes('signed-in', {
    feed: '/feed',
    post: '/post/:postId',
    hashtags: '/hashtag',
    hashtag: '/hashtag/:hashtag',
    bookmarks: '/bookmarks',
    search: '/search',
  }),
  mfe_chat: routes('signed-in', { chat: '/chat' }),
  mfe_social: routes('signed-in', {
    notifications: '/notifications',
    profile: '/profile',
    userProfile: '/profile/:userId',
    settings: '/settings',
    cliques: '/cliques',
    friends: '/friends',
    moderation: '/moderation',
  }),
  mfe_legal: routes('public', { contact: '/contact', privacy: '/privacy', terms: '/terms', eula: '/eula' }),
};

/** A release of mfe_social that adds a clique's events page, with an entry in "More". */
export const withCliqueEvents: Record<string, RouteSet> = {
  ...declaredRoutes,
  mfe_social: {
    routes: [
      ...(declaredRoutes.mfe_social as RouteSet).routes,
      { path: '/cliques/:cliqueId/events', page: 'cliqueEvents', access: 'signed-in' },
      { path: '/events', page: 'events', access: 'signed-in' },
    ],
    nav: [
      { path: '/events', label: { en: 'Events', es: 'Eventos' }, icon: 'users', badge: 'notifications', order: 1 },
      { path: '/moderation', label: { en: 'Reports' }, icon: 'shield', order: 2, role: 'moderator' },
    ],
  },
};

/** The route tables the host builds from today's declarations. */
export const declaredTables: RouteTables = routeTables(declaredRoutes);
