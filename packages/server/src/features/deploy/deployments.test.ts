import { createDeployTestApp, deploy, liveMap, publish, tokenAuth } from '../../../test/deploy-fixtures';
import type { TestApp } from '../../../test/test-app';

describe('live map: concurrency and rollback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createDeployTestApp();
    for (const version of ['1.0.0', '2.0.0', '3.0.0']) await publish(t, 'mfe_feed', version);
    await publish(t, 'mfe_chat', '5.0.0');
  });
  afterAll(() => t.close());

  const put = (name: string, headers: Record<string, string>, payload: object) =>
    t.request({ method: 'PUT', url: `/api/admin/remotes/${name}`, headers: { ...tokenAuth, ...headers }, payload });
  const rollback = (name: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: `/api/admin/remotes/${name}/rollback`, headers: { ...tokenAuth, ...headers } });
  const feed = async () => (await liveMap(t)).remotes.find((r) => r.name === 'mfe_feed');

  it('lists every remote, then the host, with the bundled build live before any deploy, and an ETag header equal to etag', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/remotes', headers: tokenAuth });
    expect(res.headers.etag).toBe(res.body.etag);
    expect(res.body.etag).toMatch(/^"\d+"$/);
    expect(res.body.remotes.map((r: { name: string }) => r.name)).toEqual([
      'mfe_auth',
      'mfe_feed',
      'mfe_chat',
      'mfe_social',
      'mfe_legal',
      'host',
    ]);
    expect(res.body.remotes[1]).toEqual({
      name: 'mfe_feed',
      live: {
        version: '0.1.0-bundled1',
        manifestUrl: '/remotes/mfe-feed/mf-manifest.json',
        deployedAt: null,
        deployedBy: null,
      },
      canary: null,
      history: [],
    });
  });

  it('requires If-Match (428) and refuses a stale one (412)', async () => {
    const missing = await put('mfe_feed', {}, { version: '1.0.0' });
    expect(missing.status).toBe(428);
    expect(missing.body.error.code).toBe('precondition_required');
    const stale = await put('mfe_feed', { 'if-match': '"99999"' }, { version: '1.0.0' });
    expect(stale.status).toBe(412);
    expect(stale.body.error.code).toBe('precondition_failed');
    expect((await put('mfe_feed', { 'if-match': 'garbage' }, { version: '1.0.0' })).status).toBe(412);
  });

  it('lets exactly one of two racing deploys from the same etag win', async () => {
    const { etag } = await liveMap(t);
    const results = await Promise.all([
      put('mfe_feed', { 'if-match': etag }, { version: '1.0.0' }),
      put('mfe_chat', { 'if-match': etag }, { version: '5.0.0' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const after = await liveMap(t);
    expect(after.etag).not.toBe(etag);
    const deployed = [(await feed())?.live.version, after.remotes.find((r) => r.name === 'mfe_chat')?.live.version];
    expect(deployed.filter((v) => v === '1.0.0' || v === '5.0.0')).toHaveLength(1);
  });

  it('rolls back to the previous live release, then to the bundled build, then 409', async () => {
    // Start from a known stack: whatever the race left, feed 1.0.0 goes on it now.
    await deploy(t, 'mfe_feed', { version: '2.0.0' });
    await deploy(t, 'mfe_feed', { version: '3.0.0' });
    const { etag } = await liveMap(t);
    expect((await rollback('mfe_feed', { 'if-match': '"99999"' })).status).toBe(412);
    const back = await rollback('mfe_feed', { 'if-match': etag });
    expect(back.status).toBe(200);
    expect(back.body.remote.live.version).toBe('2.0.0');
    expect(back.body.remote.history[0]).toMatchObject({
      version: '2.0.0',
      action: 'rollback',
      deployedBy: 'deploy-token',
    });
    while ((await feed())?.live.deployedAt) expect((await rollback('mfe_feed')).status).toBe(200);
    expect((await feed())?.live).toMatchObject({
      version: '0.1.0-bundled1',
      manifestUrl: '/remotes/mfe-feed/mf-manifest.json',
    });
    const none = await rollback('mfe_feed');
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe('conflict');
    expect((await rollback('mfe_nope')).status).toBe(404);
  });

  it('a rollback during a canary ends the canary and leaves live as it was', async () => {
    await deploy(t, 'mfe_feed', { version: '1.0.0' });
    const canary = await deploy(t, 'mfe_feed', { version: '2.0.0', percent: 30 });
    expect(canary.status).toBe(200);
    expect(canary.body.remote).toMatchObject({
      live: { version: '1.0.0' },
      canary: { version: '2.0.0', percent: 30, manifestUrl: '/releases/mfe-feed/2.0.0/mf-manifest.json' },
    });
    const ended = await rollback('mfe_feed');
    expect(ended.body.remote).toMatchObject({ live: { version: '1.0.0' }, canary: null });
    expect(ended.body.remote.history.slice(0, 3).map((h: { action: string }) => h.action)).toEqual([
      'rollback',
      'canary',
      'deploy',
    ]);
  });

  it('a full deploy ends a running canary', async () => {
    await deploy(t, 'mfe_feed', { version: '3.0.0', percent: 50 });
    const promoted = await deploy(t, 'mfe_feed', { version: '3.0.0' });
    expect(promoted.body.remote).toMatchObject({ live: { version: '3.0.0' }, canary: null });
  });
});
