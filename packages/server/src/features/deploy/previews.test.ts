import { randomBytes } from 'node:crypto';
import { createDeployTestApp, deploy, liveMap, publish, releaseFiles, tokenAuth } from '../../../test/deploy-fixtures';
import { openPage, publishHost, writeBundledHost } from '../../../test/host-release-fixtures';
import { UrlSigner } from '../media';
import { readPreview, signPreview } from './preview-tokens';
import type { RetainedRelease } from './retention';

describe('preview tokens', () => {
  const signer = new UrlSigner(randomBytes(32));
  const now = Date.UTC(2026, 10, 28, 12);
  const grant = { app: 'mfe_feed' as const, version: '1.4.0+abc', expires: now / 1000 + 3600 };

  it('reads back the grant it signed, until it expires', () => {
    const token = signPreview(signer, grant);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(readPreview(signer, token, now)).toEqual({ grant });
    expect(readPreview(signer, token, now + 3600_000)).toEqual({
      problem: 'the preview link of mfe_feed 1.4.0+abc expired at 2026-11-28T13:00:00.000Z',
    });
  });

  it("refuses a token whose payload names another app, another version or a later expiry, or another server's", () => {
    const [, signature] = signPreview(signer, grant).split('.');
    for (const changed of [
      { ...grant, app: 'mfe_chat' },
      { ...grant, version: '9.9.9' },
      { ...grant, expires: grant.expires + 86400 },
    ]) {
      const payload = Buffer.from(JSON.stringify(changed)).toString('base64url');
      expect(readPreview(signer, `${payload}.${signature}`, now)).toEqual({
        problem: `the preview link of ${changed.app} ${changed.version} is not valid: its signature does not match`,
      });
    }
    const otherServer = signPreview(new UrlSigner(randomBytes(32)), grant);
    expect(readPreview(signer, otherServer, now)).toMatchObject({ problem: expect.stringContaining('signature') });
  });

  it('says what is wrong with anything that is not a token, and never throws', () => {
    const notAToken = { problem: 'a preview link is not valid: it is not a preview token' };
    const unknownApp = Buffer.from(JSON.stringify({ ...grant, app: 'mfe_nope' })).toString('base64url');
    for (const token of ['', 'x', 'a.b.c', '%%%.sig', `${unknownApp}.sig`, 'e30.sig', 'x'.repeat(600)])
      expect(readPreview(signer, token, now)).toEqual(notAToken);
  });
});

describe('previews: a release for whoever opens its link, live for everyone else', () => {
  let t: Awaited<ReturnType<typeof createDeployTestApp>>;
  beforeAll(async () => {
    t = await createDeployTestApp({ RELEASE_KEEP_NEWEST: '1' }, { serveApps: true });
    writeBundledHost(t.appsDir);
    for (const version of ['1.0.0', '1.4.0+abc']) expect((await publish(t, 'mfe_feed', version)).status).toBe(201);
    expect((await publish(t, 'mfe_chat', '2.0.0')).status).toBe(201);
    expect((await publishHost(t, '5.0.0')).status).toBe(201);
    expect((await deploy(t, 'mfe_feed', { version: '1.0.0' })).status).toBe(200);
  });
  afterAll(() => t.close());

  const preview = (name: string, body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `/api/admin/previews/${name}`, headers: tokenAuth, payload: body });
  const tokenOf = async (name: string, version: string) => {
    const res = await preview(name, { version });
    expect(res.status).toBe(201);
    return res.body.preview.token as string;
  };
  const config = (tokens: string[]) =>
    t.request({
      method: 'GET',
      url: `/config.json${tokens.length ? `?${tokens.map((token) => `preview=${encodeURIComponent(token)}`).join('&')}` : ''}`,
    });

  it('issues a signed, expiring link without touching the live map', async () => {
    const before = await liveMap(t);
    const res = await preview('mfe_feed', { version: '1.4.0+abc', expiresInSeconds: 600 });
    expect(res.status).toBe(201);
    const { token, url, expiresAt, app, version } = res.body.preview;
    expect({ app, version }).toEqual({ app: 'mfe_feed', version: '1.4.0+abc' });
    expect(url).toBe(`${t.config.publicOrigin}/?preview=${encodeURIComponent(token)}`);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(590_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(600_000);
    expect(await liveMap(t)).toEqual(before);
  });

  it('refuses a preview of an unknown app or version, a bad body, and a release that fails the checks', async () => {
    expect((await preview('mfe_nope', { version: '1.0.0' })).status).toBe(404);
    expect((await preview('mfe_feed', { version: '7.7.7' })).status).toBe(404);
    expect((await preview('mfe_feed', { version: '1.0.0', expiresInSeconds: 5 })).status).toBe(400);
    expect((await preview('mfe_feed', {})).status).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/admin/previews/mfe_feed', payload: {} })).status).toBe(401);
    await publish(t, 'mfe_feed', 'no-composer', releaseFiles('mfe_feed', 'no-composer', { manifest: { exposes: [] } }));
    const broken = await preview('mfe_feed', { version: 'no-composer' });
    expect(broken.status).toBe(422);
    expect(broken.body.error.message).toMatch(/^mfe_feed cannot be previewed: \d+ problems$/);
  });

  it('gives the previewed releases to the page that names them; several apps combine; everyone else stays live', async () => {
    const [feed, chat] = [await tokenOf('mfe_feed', '1.4.0+abc'), await tokenOf('mfe_chat', '2.0.0')];
    const both = await config([feed, chat]);
    expect(both.status).toBe(200);
    expect(both.headers['cache-control']).toBe('private, no-cache');
    expect(both.body.remotes).toMatchObject({
      mfe_feed: '/releases/mfe-feed/1.4.0+abc/mf-manifest.json',
      mfe_chat: '/releases/mfe-chat/2.0.0/mf-manifest.json',
    });
    expect(both.body.versions).toMatchObject({ mfe_feed: '1.4.0+abc', mfe_chat: '2.0.0' });
    expect(both.body.previews.map((p: { app: string; token: string }) => [p.app, p.token])).toEqual([
      ['mfe_feed', feed],
      ['mfe_chat', chat],
    ]);
    expect(both.body.previewProblems).toEqual([]);
    const live = await config([]);
    expect(live.body.versions).toMatchObject({ mfe_feed: '1.0.0', mfe_chat: '0.1.0-bundled2' });
    expect(live.body).not.toHaveProperty('previews');
  });

  it('ignores a tampered, foreign or malformed token with a message, never a 500', async () => {
    const feed = await tokenOf('mfe_feed', '1.4.0+abc');
    const [payload, signature] = feed.split('.') as [string, string];
    const asChat = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), app: 'mfe_chat' }),
    ).toString('base64url');
    const res = await config([`${asChat}.${signature}`, 'garbage', `${payload}.${signature}x`]);
    expect(res.status).toBe(200);
    expect(res.body.versions).toMatchObject({ mfe_feed: '1.0.0', mfe_chat: '0.1.0-bundled2' });
    expect(res.body.previews).toEqual([]);
    expect(res.body.previewProblems).toEqual([
      'the preview link of mfe_chat 1.4.0+abc is not valid: its signature does not match',
      'a preview link is not valid: it is not a preview token',
      'the preview link of mfe_feed 1.4.0+abc is not valid: its signature does not match',
    ]);
  });

  it("opens a host release's page for its link (and the page's preview cookie); other pages stay on the live host", async () => {
    const host = await tokenOf('host', '5.0.0');
    const previewed = await openPage(t, `/feed?preview=${encodeURIComponent(host)}`);
    expect(previewed.html).toContain('Footer of 5.0.0');
    expect((await openPage(t, '/feed', { cookie: `cliques-host-preview=${host}` })).html).toContain('Footer of 5.0.0');
    expect((await openPage(t, '/feed')).html).toContain('Bundled footer');
    expect((await openPage(t, '/feed?preview=tampered.token')).html).toContain('Bundled footer');
    const listed = await config([host]);
    expect(listed.body.previews).toMatchObject([{ app: 'host', version: '5.0.0' }]);
  });

  it('keeps a release in preview from retention while its link is valid', async () => {
    const states = async () =>
      Object.fromEntries(
        (
          (await t.request({ method: 'GET', url: '/api/admin/releases/mfe_chat', headers: tokenAuth })).body
            .releases as RetainedRelease[]
        ).map((r) => [r.version, r.state]),
      );
    expect((await publish(t, 'mfe_chat', '3.0.0')).status).toBe(201);
    // 2.0.0 is past the newest 1 and never fetched: only its preview keeps it.
    expect(await states()).toEqual({ '3.0.0': 'newest', '2.0.0': 'preview' });
    await t.db.query("UPDATE release_previews SET expires_at = now() - interval '1 second' WHERE remote = 'mfe_chat'");
    expect(await states()).toEqual({ '3.0.0': 'newest', '2.0.0': 'removable' });
  });
});
