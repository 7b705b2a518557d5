import { createDeployTestApp, deploy, publish, releaseFiles, tokenAuth } from '../../../test/deploy-fixtures';
import type { TestApp } from '../../../test/test-app';

describe('path prefixes given at run time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createDeployTestApp();
  });
  afterAll(() => t.close());

  const assign = (prefix: string, remote: string, headers: Record<string, string> = tokenAuth) =>
    t.request({
      method: 'PUT',
      url: `/api/admin/prefixes/${encodeURIComponent(prefix.slice(1))}`,
      headers,
      payload: { remote },
    });
  const listed = async () =>
    (await t.request({ method: 'GET', url: '/api/admin/prefixes', headers: tokenAuth })).body.prefixes as {
      prefix: string;
      remote: string;
      source: string;
    }[];

  it('refuses a caller without a token (401) and one who is not an admin (403)', async () => {
    expect((await assign('/events', 'mfe_social', {})).status).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/admin/prefixes' })).status).toBe(401);
    const user = await t.createUser();
    expect((await assign('/events', 'mfe_social', user.auth)).status).toBe(403);
    expect(await listed()).not.toContainEqual(expect.objectContaining({ prefix: '/events' }));
  });

  it('answers 400 for a malformed prefix or an unknown remote', async () => {
    for (const prefix of ['/Events', '/events/', '/ev ents', '/:id', '/a/b/c/d/e']) {
      const res = await assign(prefix, 'mfe_social');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    expect((await assign('/events', 'mfe_nope')).status).toBe(400);
  });

  it("refuses a prefix overlapping another remote's, a signed-out route or the server's own paths (422, nothing stored)", async () => {
    const refused = async (prefix: string, remote: string, reason: string) => {
      const res = await assign(prefix, remote);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('invalid_remote');
      expect(res.body.error.details).toContain(reason);
    };
    await refused('/cliques/events', 'mfe_feed', '/cliques/events overlaps /cliques, a prefix of mfe_social');
    await refused('/feed', 'mfe_social', '/feed overlaps /feed, a prefix of mfe_feed');
    await refused('/login/help', 'mfe_legal', '/login/help overlaps the signed-out route /login');
    await refused('/api', 'mfe_social', '/api overlaps /api, which the server itself answers');
    expect((await listed()).filter((entry) => entry.source === 'assigned')).toEqual([]);
  });

  it('gives a free prefix to a remote (201, then 200 unchanged), lists it, and refuses it to another', async () => {
    const created = await assign('/events', 'mfe_social');
    expect(created.status).toBe(201);
    expect(created.body.prefix).toMatchObject({
      prefix: '/events',
      remote: 'mfe_social',
      source: 'assigned',
      assignedBy: 'deploy-token',
    });
    expect((await assign('/events', 'mfe_social')).status).toBe(200);
    expect(await listed()).toContainEqual(expect.objectContaining({ prefix: '/events', remote: 'mfe_social' }));
    expect(await listed()).toContainEqual(expect.objectContaining({ prefix: '/cliques', source: 'contract' }));
    const taken = await assign('/events/past', 'mfe_feed');
    expect(taken.status).toBe(422);
    expect(taken.body.error.details).toContain('/events/past overlaps /events, a prefix of mfe_social');
  });

  it('lets a release of that remote put routes under the new prefix, and the host gets them in /config.json', async () => {
    const routes = [
      { path: '/cliques', page: 'cliques', access: 'signed-in' as const },
      { path: '/events', page: 'events', access: 'signed-in' as const },
    ];
    const files = releaseFiles('mfe_social', 'events', {
      contract: { provides: { routes, nav: [], modules: {}, props: {}, exports: {} } },
    });
    await publish(t, 'mfe_social', 'events', files);
    expect((await deploy(t, 'mfe_social', { version: 'events' })).status).toBe(200);
    const config = await t.request({ method: 'GET', url: '/config.json' });
    expect(config.body.routes.mfe_social.routes).toEqual(routes);
    expect(config.body.routes.mfe_feed.routes).toContainEqual({
      path: '/post/:postId',
      page: 'post',
      access: 'signed-in',
    });
  });
});
