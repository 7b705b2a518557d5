import type { AreaRoutes } from '@cliques/contracts';

/**
 * The legal pages and the contact form, under the area's prefixes (packages/contracts/src/remotes.ts):
 * open to everyone, signed in or not. Plain data: the build writes them into cliques-contract.json, and
 * the host builds its router from them.
 */
export const areaRoutes = {
  routes: [
    { path: '/contact', page: 'contact', access: 'public' },
    { path: '/privacy', page: 'privacy', access: 'public' },
    { path: '/terms', page: 'terms', access: 'public' },
    { path: '/eula', page: 'eula', access: 'public' },
  ],
} as const satisfies AreaRoutes;
