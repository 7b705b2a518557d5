import type { AreaRoutes } from '@cliques/contracts';

/**
 * The routes of the Chat area, under its prefix (packages/contracts/src/remotes.ts). Plain data: the
 * build writes them into cliques-contract.json, and the host builds its router from them.
 */
export const areaRoutes = {
  routes: [{ path: '/chat', page: 'chat', access: 'signed-in' }],
} as const satisfies AreaRoutes;
