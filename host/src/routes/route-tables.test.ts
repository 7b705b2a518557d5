import { declaredRoutes, withCliqueEvents } from '../test/declared-routes';
import { routeTables } from './route-tables';

describe('the route tables built from the remotes’ declarations', () => {
  it('sorts the routes by who may open them, each with its remote and area', () => {
    const tables = routeTables(declaredRoutes);
    expect(tables.signedOut.map((route) => route.path)).toEqual(['/login', '/signup', '/verify']);
    expect(tables.open.map((route) => route.path)).toEqual(['/contact', '/privacy', '/terms', '/eula']);
    expect(tables.signedIn).toContainEqual({
      path: '/profile/:userId',
      page: 'userProfile',
      access: 'signed-in',
      remote: 'mfe_social',
      area: 'People and cliques',
    });
    expect(tables.more).toEqual([]);
  });

  it('takes a new route and the "More" entries in order, and leaves out a remote the host does not know', () => {
    const tables = routeTables({
      ...withCliqueEvents,
      mfe_unknown: { routes: [{ path: '/x', page: 'x', access: 'public' }], nav: [] },
    });
    expect(tables.signedIn).toContainEqual(
      expect.objectContaining({ path: '/cliques/:cliqueId/events', remote: 'mfe_social' }),
    );
    expect(tables.more.map((entry) => entry.path)).toEqual(['/events', '/moderation']);
    expect(tables.open.map((route) => route.path)).not.toContain('/x');
  });
});
