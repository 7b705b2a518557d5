import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createDeployTestApp,
  deploy,
  fixtureContract,
  fixtureExports,
  fixtureManifest,
  fixtureProps,
  fixtureRoutes,
  liveMap,
  publish,
  releaseFiles,
  tokenAuth,
} from '../../../test/deploy-fixtures';
import type { TestApp } from '../../../test/test-app';
import type { Contract } from './contracts';

/** mfe_feed's routes in the fixture. */
const feedRoutes = { routes: fixtureRoutes.mfe_feed, nav: [] };

describe('deploy validation: nothing goes live unchecked', () => {
  let t: TestApp;
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    // A remote hosted elsewhere: /ok/ answers, /hang/ never does.
    server = http.createServer((request, response) => {
      if (!request.url?.startsWith('/ok/')) return;
      const contract = fixtureContract('mfe_legal', '7.0.0-elsewhere');
      const body = request.url.endsWith('mf-manifest.json') ? fixtureManifest(contract) : contract;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createDeployTestApp({ REMOTE_ORIGINS: origin });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  /** Deploys and expects a 422 whose reasons include `reason`, with the live map exactly as before. */
  async function expectRefused(name: Parameters<typeof deploy>[1], body: Record<string, unknown>, reason: unknown) {
    const before = await liveMap(t);
    const res = await deploy(t, name, body);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('invalid_remote');
    expect(res.body.error.details).toContainEqual(reason);
    expect(await liveMap(t)).toEqual(before);
    return res.body.error.details as string[];
  }

  it('refuses a manifest without ./routes', async () => {
    const manifest = {
      exposes: [
        { name: 'post-card', path: './post-card' },
        { name: 'composer', path: './composer' },
      ],
    };
    await publish(t, 'mfe_feed', 'no-routes', releaseFiles('mfe_feed', 'no-routes', { manifest }));
    await expectRefused('mfe_feed', { version: 'no-routes' }, 'the manifest exposes no ./routes');
  });

  it('refuses a module another remote loads, dropped from the release', async () => {
    await publish(
      t,
      'mfe_feed',
      'no-composer',
      releaseFiles('mfe_feed', 'no-composer', {
        contract: { provides: { ...feedRoutes, modules: { './post-card': 1 }, props: {}, exports: {} } },
      }),
    );
    await expectRefused(
      'mfe_feed',
      { version: 'no-composer' },
      'module "./composer" is missing (required by mfe_social)',
    );
  });

  it('refuses a module whose contract version changed, and a contract module the manifest does not expose', async () => {
    const contract = {
      provides: {
        ...feedRoutes,
        modules: { './post-card': 2, './composer': 1, './extra': 1 },
        props: {},
        exports: {},
      },
    };
    const manifest = { exposes: ['routes', 'post-card', 'composer'].map((name) => ({ name, path: `./${name}` })) };
    await publish(t, 'mfe_feed', 'card-v2', releaseFiles('mfe_feed', 'card-v2', { contract, manifest }));
    const details = await expectRefused(
      'mfe_feed',
      { version: 'card-v2' },
      'module "./post-card" is version 2, not 1 (required by mfe_social)',
    );
    expect(details).toContain('module "./extra" is in the contract, but the manifest does not expose it');
  });

  /** mfe_feed's contract with its routes and modules, and these props fingerprints and export names. */
  function feedContract({ props = fixtureProps, exports = fixtureExports }: Partial<Contract['provides']>) {
    return { provides: { ...feedRoutes, modules: { './post-card': 1, './composer': 1 }, props, exports } };
  }

  it('refuses a module that does not take the props another remote passes (a renamed prop)', async () => {
    // mfe_feed renamed ComposerProps.cliqueId to targetCliqueId: the contract's version is unchanged,
    // the props are not, and the live mfe_social still passes cliqueId.
    const { cliqueId, ...others } = fixtureProps['./composer'];
    const contract = feedContract({
      props: { ...fixtureProps, './composer': { ...others, targetCliqueId: cliqueId } },
    });
    await publish(t, 'mfe_feed', 'target-clique', releaseFiles('mfe_feed', 'target-clique', { contract }));
    await expectRefused(
      'mfe_feed',
      { version: 'target-clique' },
      'module "./composer" takes no prop cliqueId (required by mfe_social)',
    );
  });

  it('refuses a retyped or newly required prop, and takes a new optional one', async () => {
    const card = { ...fixtureProps['./post-card'], post: 'fedcba987654', sharedBy: '0123456789ab' };
    const retyped = feedContract({ props: { ...fixtureProps, './post-card': card } });
    await publish(t, 'mfe_feed', 'card-retyped', releaseFiles('mfe_feed', 'card-retyped', { contract: retyped }));
    const details = await expectRefused(
      'mfe_feed',
      { version: 'card-retyped' },
      'module "./post-card" takes prop post with another type (required by mfe_social)',
    );
    expect(details).toContain(
      'module "./post-card" requires prop sharedBy, which is not passed (required by mfe_social)',
    );
    const composer = { ...fixtureProps['./composer'], draft: '?0123456789ab' };
    const added = feedContract({ props: { ...fixtureProps, './composer': composer } });
    await publish(t, 'mfe_feed', 'draft', releaseFiles('mfe_feed', 'draft', { contract: added }));
    expect((await deploy(t, 'mfe_feed', { version: 'draft' })).status).toBe(200);
    const back = await t.request({ method: 'POST', url: '/api/admin/remotes/mfe_feed/rollback', headers: tokenAuth });
    expect(back.status).toBe(200);
  });

  it('refuses a module whose export another remote reads was renamed', async () => {
    // PostCard renamed PostCardView in the contract and in mfe_feed: the live mfe_social reads PostCard.
    const contract = feedContract({ exports: { ...fixtureExports, './post-card': 'PostCardView' } });
    await publish(t, 'mfe_feed', 'card-view', releaseFiles('mfe_feed', 'card-view', { contract }));
    await expectRefused(
      'mfe_feed',
      { version: 'card-view' },
      'module "./post-card" exports PostCardView, not PostCard (required by mfe_social)',
    );
  });

  it('refuses a release whose own needs the live remotes do not meet', async () => {
    const contract = { requires: { mfe_feed: { modules: { './post-card': 1, './gallery': 1 } } } };
    await publish(t, 'mfe_social', 'needs-gallery', releaseFiles('mfe_social', 'needs-gallery', { contract }));
    await expectRefused(
      'mfe_social',
      { version: 'needs-gallery' },
      'module "./gallery" is missing in mfe_feed 0.1.0-bundled1 (live), which the release loads it from',
    );
  });

  it('refuses a shared singleton the host cannot satisfy', async () => {
    const manifest = { shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }] };
    await publish(t, 'mfe_chat', 'react-20', releaseFiles('mfe_chat', 'react-20', { manifest }));
    await expectRefused(
      'mfe_chat',
      { version: 'react-20' },
      'shared singleton react: the host provides 19.3.1, the release requires ^20.0.0',
    );
  });

  it('refuses a manifest that does not answer within 5 s', async () => {
    await expectRefused(
      'mfe_legal',
      { manifestUrl: `${origin}/hang/mf-manifest.json` },
      'the manifest did not answer within 5 s',
    );
  }, 20_000);

  it('refuses a manifest URL on an origin not in REMOTE_ORIGINS, and a bundled path of another remote', async () => {
    const details = await expectRefused(
      'mfe_legal',
      { manifestUrl: 'http://elsewhere.example/mf-manifest.json' },
      expect.stringContaining('REMOTE_ORIGINS'),
    );
    expect(details).toHaveLength(1);
    await expectRefused(
      'mfe_legal',
      { manifestUrl: '/remotes/mfe-chat/mf-manifest.json' },
      'the manifest is for "mfe_chat", not "mfe_legal"',
    );
  });

  it('answers 404 for an unpublished version or an unknown remote, 400 for both or neither of version and manifestUrl', async () => {
    expect((await deploy(t, 'mfe_feed', { version: '404.0.0' })).status).toBe(404);
    const { etag } = await liveMap(t);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/admin/remotes/mfe_nope',
          headers: { ...tokenAuth, 'if-match': etag },
          payload: { version: '1' },
        })
      ).status,
    ).toBe(404);
    expect((await deploy(t, 'mfe_feed', {})).status).toBe(400);
    expect(
      (await deploy(t, 'mfe_feed', { version: '1', manifestUrl: '/remotes/mfe-feed/mf-manifest.json' })).status,
    ).toBe(400);
    expect((await deploy(t, 'mfe_feed', { version: '1', percent: 100 })).status).toBe(400);
  });

  it('puts a valid release or a remote hosted on an allowed origin live', async () => {
    await publish(t, 'mfe_feed', '2.0.0');
    const res = await deploy(t, 'mfe_feed', { version: '2.0.0' });
    expect(res.status).toBe(200);
    expect(res.body.remote).toMatchObject({
      name: 'mfe_feed',
      live: { version: '2.0.0', manifestUrl: '/releases/mfe-feed/2.0.0/mf-manifest.json', deployedBy: 'deploy-token' },
      canary: null,
    });
    const elsewhere = await deploy(t, 'mfe_legal', { manifestUrl: `${origin}/ok/mf-manifest.json` });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.remote.live).toMatchObject({
      version: '7.0.0-elsewhere',
      manifestUrl: `${origin}/ok/mf-manifest.json`,
    });
    const config = await t.request({ method: 'GET', url: '/config.json' });
    expect(config.body.remotes).toMatchObject({
      mfe_feed: '/releases/mfe-feed/2.0.0/mf-manifest.json',
      mfe_legal: `${origin}/ok/mf-manifest.json`,
    });
    expect(config.body.versions).toMatchObject({
      mfe_feed: '2.0.0',
      mfe_legal: '7.0.0-elsewhere',
      mfe_chat: '0.1.0-bundled2',
    });
  });
});
