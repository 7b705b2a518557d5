import { areaRoutes } from './route-declarations';

/** Where each page of this area lives, as its route declarations say (the standalone dev server's routes). */
export const paths: Record<string, string> = Object.fromEntries(
  areaRoutes.routes.map(({ page, path }) => [page, path]),
);
