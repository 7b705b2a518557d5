import {
  createDeployTestApp,
  deploy,
  hostShared,
  liveMap,
  publish,
  releaseFiles,
  tokenAuth,
} from '../../../test/deploy-fixtures';
import { hostReleaseFiles, openPage, publishHost, writeBundledHost } from '../../../test/host-release-fixtures';
import type { TestUser } from '../../../test/test-app';
import { canaryBucket } from './canary';
import { inlineScriptHashes } from '../../platform/http/security.plugin';

describe('the host as a release: pages, canary, rollback, validation both ways', () => {
  let t: Awaited<ReturnType<typeof createDeployTestApp>>;
  beforeAll(async () => {
    t = await createDeployTestApp({}, { serveApps: true });
    writeBundledHost(t.appsDir);
    for (const version of ['2.0.0', '3.0.0']) expect((await publishHost(t, version)).status).toBe(201);
  });
  afterAll(() => t.close());

  const host = async () => (await liveMap(t)).remotes.find((r) => r.name === 'host');
  const rollback = () => t.request({ method: 'POST', url: '/api/admin/remotes/host/rollback', headers: tokenAuth });
  /** The cohort cookie /config.json gives a signed-in person. */
  const cohortCookie = async (user: TestUser) => {
    const res = await t.request({ method: 'GET', url: '/config.json', headers: user.auth });
    return String(res.headers['set-cookie']).split(';')[0] as string;
  };
  /** Expects the live map to be exactly as before a refused deploy, and answers the 422's reasons. */
  async function refused(name: Parameters<typeof deploy>[1], body: Record<string, unknown>) {
    const before = await liveMap(t);
    const res = await deploy(t, name, body);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('invalid_remote');
    expect(await liveMap(t)).toEqual(before);
    return res.body.error.details as string[];
  }

  it('serves the bundled host page at / and app paths while no host release is live', async () => {
    expect((await host())?.live).toEqual({
      version: '0.1.0-host0001',
      manifestUrl: '/mf-manifest.json',
      deployedAt: null,
      deployedBy: null,
    });
    for (const url of ['/', '/feed', '/cliques/42?x=1'])
      expect((await openPage(t, url)).html).toContain('Bundled footer');
    expect((await t.request({ method: 'GET', url: '/sw.js' })).body).toBe('// worker of the bundled host');
  });

  it("serves the live host release's page at every app path, its files under /releases/host, its inline script allowed", async () => {
    const res = await deploy(t, 'host', { version: '2.0.0' });
    expect(res.status).toBe(200);
    expect(res.body.remote).toMatchObject({ name: 'host', live: { version: '2.0.0' }, canary: null });
    for (const url of ['/', '/feed', '/profile/ana', '/index.html']) {
      const page = await openPage(t, url);
      expect(page.status).toBe(200);
      expect(page.html).toContain('Footer of 2.0.0');
      expect(page.html).toContain('src="/releases/host/2.0.0/main.0123456789.js"');
      expect(page.html).toContain('href="/releases/host/2.0.0/main.abcdef0123.css"');
      // Not content-hashed: left at the root.
      expect(page.html).toContain('href="/manifest.webmanifest"');
      expect(page.csp).toContain(inlineScriptHashes(page.html)[0]);
    }
    const chunk = await t.request({ method: 'GET', url: '/releases/host/2.0.0/main.0123456789.js' });
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.request({ method: 'GET', url: '/sw.js' })).body).toBe('// worker of host 2.0.0');
  });

  it('gives the canary host page to the people in its cohort (by their signed cookie), the live one to the others', async () => {
    expect((await deploy(t, 'host', { version: '3.0.0', percent: 50 })).status).toBe(200);
    const users = await Promise.all(Array.from({ length: 12 }, () => t.createUser()));
    const inCanary = users.filter((user) => canaryBucket(user.userId) < 50);
    expect(inCanary.length).toBeGreaterThan(0);
    expect(inCanary.length).toBeLessThan(users.length);
    for (const user of users) {
      const cookie = await cohortCookie(user);
      expect(cookie).toMatch(/^cliques-cohort=\d{1,2}\.\d+\.[\w-]+$/);
      const expected = canaryBucket(user.userId) < 50 ? 'Footer of 3.0.0' : 'Footer of 2.0.0';
      expect((await openPage(t, '/feed', { cookie })).html).toContain(expected);
    }
    // Without the cookie, or with one made up, the live host.
    expect((await openPage(t, '/feed')).html).toContain('Footer of 2.0.0');
    const forged = `cliques-cohort=0.${Math.floor(Date.now() / 1000) + 3600}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    expect((await openPage(t, '/feed', { cookie: forged })).html).toContain('Footer of 2.0.0');
    // A signed-out /config.json clears the cookie.
    const signedOut = await t.request({ method: 'GET', url: '/config.json', headers: { cookie: forged } });
    expect(String(signedOut.headers['set-cookie'])).toMatch(
      /^cliques-cohort=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/,
    );
  });

  it('rolls the host back: the canary ends, then the previous release, then the bundled build, each within a second', async () => {
    const user = (await Promise.all(Array.from({ length: 12 }, () => t.createUser()))).find(
      (u) => canaryBucket(u.userId) < 50,
    ) as TestUser;
    const cookie = await cohortCookie(user);
    expect((await openPage(t, '/', { cookie })).html).toContain('Footer of 3.0.0');
    for (const expected of ['Footer of 2.0.0', 'Bundled footer']) {
      const started = Date.now();
      expect((await rollback()).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
      expect((await openPage(t, '/', { cookie })).html).toContain(expected);
    }
    expect((await host())?.canary).toBeNull();
    expect((await openPage(t, '/')).html).toContain('Bundled footer');
    expect((await rollback()).status).toBe(409);
  });

  it('refuses a host release missing a singleton the live remotes need, and one loading a module a remote lacks', async () => {
    await publishHost(
      t,
      'no-react-dom',
      hostReleaseFiles('no-react-dom', { shared: hostShared.filter((s) => s.name !== 'react-dom') }),
    );
    const missingSingleton = await refused('host', { version: 'no-react-dom' });
    expect(missingSingleton).toContain(
      'mfe_feed 0.1.0-bundled1 (live): shared singleton react-dom: the host does not provide it',
    );
    await publishHost(
      t,
      'needs-gallery',
      hostReleaseFiles('needs-gallery', { requires: { mfe_feed: { modules: { './gallery': 1 } } } }),
    );
    expect(await refused('host', { version: 'needs-gallery' })).toContain(
      'mfe_feed 0.1.0-bundled1 (live): module "./gallery" is missing (required by host)',
    );
    const byUrl = await deploy(t, 'host', { manifestUrl: '/remotes/mfe-feed/mf-manifest.json' });
    expect(byUrl.status).toBe(400);
  });

  it("checks a remote release against the live host release's singletons, not the bundled host's", async () => {
    const newerReact = hostShared.map((s) => (s.name === 'react' ? { ...s, version: '19.4.0' } : s));
    await publishHost(t, '4.0.0', hostReleaseFiles('4.0.0', { shared: newerReact }));
    expect((await deploy(t, 'host', { version: '4.0.0' })).status).toBe(200);
    const needs = (version: string, shared: typeof hostShared) =>
      publish(t, 'mfe_legal', version, releaseFiles('mfe_legal', version, { manifest: { shared } }));
    // The bundled host has react 19.3.1: this release would be refused against it.
    await needs(
      'react-19-4',
      newerReact.map((s) => (s.name === 'react' ? { ...s, requiredVersion: '^19.4.0' } : s)),
    );
    expect((await deploy(t, 'mfe_legal', { version: 'react-19-4' })).status).toBe(200);
    await needs('with-mobx', [
      ...hostShared,
      { name: 'mobx', version: '7.1.0', requiredVersion: '^7.1.0', singleton: true },
    ]);
    expect(await refused('mfe_legal', { version: 'with-mobx' })).toContain(
      'shared singleton mobx: the host does not provide it',
    );
  });
});
