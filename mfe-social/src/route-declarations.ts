import type { AreaRoutes } from '@cliques/contracts';

/**
 * The routes of the People and cliques area, under its prefixes (packages/contracts/src/remotes.ts).
 * Plain data: the build writes them into cliques-contract.json, and the host builds its router from them.
 */
export const areaRoutes = {
  routes: [
    { path: '/notifications', page: 'notifications', access: 'signed-in' },
    { path: '/profile', page: 'profile', access: 'signed-in' },
    { path: '/profile/:userId', page: 'userProfile', access: 'signed-in' },
    { path: '/settings', page: 'settings', access: 'signed-in' },
    { path: '/cliques', page: 'cliques', access: 'signed-in' },
    { path: '/friends', page: 'friends', access: 'signed-in' },
    // The queue answers 403 to anyone else; the host's bar shows it only to moderators and admins.
    { path: '/moderation', page: 'moderation', access: 'signed-in', role: 'moderator' },
  ],
} as const satisfies AreaRoutes;
