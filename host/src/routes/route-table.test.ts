import { remotes } from '@cliques/contracts';
import { publicRoutes, signedInRoutes, signedOutRoutes } from './route-table';

describe('the route table', () => {
  const routes = [...publicRoutes, ...signedOutRoutes, ...signedInRoutes];

  it('renders every page of the remotes contract, and nothing else', () => {
    const used = routes.map(({ remote, page }) => `${remote}/${page}`).sort();
    const declared = Object.entries(remotes)
      .flatMap(([remote, spec]) => spec.pages.map((page) => `${remote}/${page}`))
      .sort();
    expect(used).toEqual(declared);
  });

  it('has one route per path', () => {
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });
});
