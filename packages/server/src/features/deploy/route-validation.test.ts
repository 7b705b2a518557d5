import type { RouteDeclaration } from '@cliques/contracts';
import {
  createDeployTestApp,
  deploy,
  fixtureRoutes,
  liveMap,
  publish,
  releaseFiles,
} from '../../../test/deploy-fixtures';
import type { TestApp } from '../../../test/test-app';

describe("deploy validation of a release's routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createDeployTestApp();
  });
  afterAll(() => t.close());

  /** Publishes mfe_social with these routes and deploys it; expects a 422 with `reason` and the live map unchanged. */
  async function expectRefused(version: string, routes: RouteDeclaration[], reason: string) {
    const provides = { routes, nav: [], modules: {}, props: {}, exports: {} };
    await publish(t, 'mfe_social', version, releaseFiles('mfe_social', version, { contract: { provides } }));
    const before = await liveMap(t);
    const res = await deploy(t, 'mfe_social', { version });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('invalid_remote');
    expect(res.body.error.details).toContain(reason);
    expect(await liveMap(t)).toEqual(before);
  }

  const cliques = fixtureRoutes.mfe_social;

  it('refuses a route outside the remote’s prefixes', async () => {
    await expectRefused(
      'outside',
      [...cliques, { path: '/events', page: 'events', access: 'signed-in' }],
      'route /events is outside the prefixes of mfe_social (/profile, /friends, /cliques, /notifications, /settings, /moderation)',
    );
  });

  it("refuses a route colliding with another live remote's route", async () => {
    // /cliques/:id/events is mfe_social's; a bundled mfe_feed route /post/:postId could never collide
    // with it, so the collision is with a route that lies outside the release's prefixes as well.
    await expectRefused(
      'collision',
      [...cliques, { path: '/post/:cliqueId', page: 'stolen', access: 'signed-in' }],
      'route /post/:cliqueId collides with /post/:postId of mfe_feed 0.1.0-bundled1 (live)',
    );
  });

  it('refuses a release dropping a route another area links to', async () => {
    await expectRefused(
      'dropped',
      [{ path: '/cliques/:cliqueId', page: 'clique', access: 'signed-in' }],
      'route /cliques is missing (linked to by host)',
    );
  });

  it('refuses a path that is not a route pattern, and a release declaring no routes', async () => {
    await expectRefused(
      'bad-path',
      [...cliques, { path: '/cliques/Events', page: 'events', access: 'signed-in' }],
      'route "/cliques/Events" has a segment "Events" that is neither lowercase text nor a :parameter',
    );
    await expectRefused('no-routes', [], 'the release declares no routes (src/route-declarations.ts)');
  });

  it('puts a release with a new route under its prefixes live (parameter names free)', async () => {
    const routes: RouteDeclaration[] = [
      ...cliques,
      { path: '/cliques/:id/events', page: 'events', access: 'signed-in' },
    ];
    const provides = { routes, nav: [], modules: {}, props: {}, exports: {} };
    await publish(t, 'mfe_social', 'events', releaseFiles('mfe_social', 'events', { contract: { provides } }));
    expect((await deploy(t, 'mfe_social', { version: 'events' })).status).toBe(200);
  });
});
