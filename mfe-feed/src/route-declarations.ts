import type { AreaRoutes } from '@cliques/contracts';

/**
 * The routes of the Feed area, under its prefixes (packages/contracts/src/remotes.ts). Plain data: the
 * build writes them into cliques-contract.json, and the host builds its router from them.
 */
export const areaRoutes = {
  routes: [
    { path: '/feed', page: 'feed', access: 'signed-in' },
    { path: '/post/:postId', page: 'post', access: 'signed-in' },
    { path: '/hashtag', page: 'hashtags', access: 'signed-in' },
    { path: '/hashtag/:hashtag', page: 'hashtag', access: 'signed-in' },
    { path: '/bookmarks', page: 'bookmarks', access: 'signed-in' },
    { path: '/search', page: 'search', access: 'signed-in' },
  ],
} as const satisfies AreaRoutes;
