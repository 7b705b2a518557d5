import type { AreaRoutes } from '@cliques/contracts';

/**
 * The sign-in pages, under the area's prefixes (packages/contracts/src/remotes.ts): only for the
 * signed-out (signed in, the host returns to where the person was going). Plain data: the build writes
 * them into cliques-contract.json, and the host builds its router from them.
 */
export const areaRoutes = {
  routes: [
    { path: '/login', page: 'login', access: 'signed-out' },
    { path: '/signup', page: 'signup', access: 'signed-out' },
    { path: '/verify', page: 'verify', access: 'signed-out' },
  ],
} as const satisfies AreaRoutes;
