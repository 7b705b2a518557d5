import zlib from 'node:zlib';
import { createDeployTestApp, publish, releaseFiles, tarball, tokenAuth } from '../../../test/deploy-fixtures';
import type { TestApp } from '../../../test/test-app';

describe('releases: publish and serve', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createDeployTestApp();
  });
  afterAll(() => t.close());

  const upload = (url: string, payload: Buffer) =>
    t.request({ method: 'PUT', url, headers: { ...tokenAuth, 'content-type': 'application/gzip' }, payload });
  const count = async () =>
    Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM remote_releases')).rows[0]?.n);

  it('publishes a release (201), answers 200 for the same bytes and 409 for other bytes under that version', async () => {
    const first = await publish(t, 'mfe_feed', '1.0.0');
    expect(first.status).toBe(201);
    expect(first.body.release).toMatchObject({
      name: 'mfe_feed',
      version: '1.0.0',
      files: 5,
      createdBy: 'deploy-token',
    });
    expect(first.body.release.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(Math.abs(Date.now() - Date.parse(first.body.release.createdAt))).toBeLessThan(60_000);
    const again = await publish(t, 'mfe_feed', '1.0.0');
    expect(again.status).toBe(200);
    expect(again.body.release).toEqual(first.body.release);
    const other = await publish(t, 'mfe_feed', '1.0.0', releaseFiles('mfe_feed', '1.0.0', { marker: 'changed' }));
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('conflict');
    const served = await t.request({ method: 'GET', url: '/releases/mfe-feed/1.0.0/chunks/main.0123456789.js' });
    expect(served.body).toBe('console.log("mfe_feed 1.0.0");');
  });

  it('refuses a bad version (400) and an unknown remote (404), storing nothing', async () => {
    const before = await count();
    const body = await tarball(releaseFiles('mfe_feed', 'x'));
    expect((await upload('/api/admin/releases/mfe_feed/-bad', body)).status).toBe(400);
    expect((await upload(`/api/admin/releases/mfe_feed/${'v'.repeat(65)}`, body)).status).toBe(400);
    expect((await upload('/api/admin/releases/mfe_nope/1.0.0', body)).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it("refuses a body that is not a gzip'd tar, or lacks the manifest or contract (400)", async () => {
    const before = await count();
    const notGzip = await upload('/api/admin/releases/mfe_feed/2.0.0', Buffer.from('hello'));
    expect(notGzip.status).toBe(400);
    expect(notGzip.body.error.message).toMatch(/gzip/);
    expect((await upload('/api/admin/releases/mfe_feed/2.0.0', zlib.gzipSync(Buffer.alloc(700, 7)))).status).toBe(400);
    const files = releaseFiles('mfe_feed', '2.0.0');
    files.delete('cliques-contract.json');
    const noContract = await upload('/api/admin/releases/mfe_feed/2.0.0', await tarball(files));
    expect(noContract.status).toBe(400);
    expect(noContract.body.error.message).toMatch(/cliques-contract\.json/);
    const wrongRemote = await upload(
      '/api/admin/releases/mfe_feed/2.0.0',
      await tarball(releaseFiles('mfe_chat', '2.0.0')),
    );
    expect(wrongRemote.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('refuses traversal, absolute paths and links in the archive (400)', async () => {
    const files = releaseFiles('mfe_feed', '3.0.0');
    for (const header of [
      { name: '../escape.js' },
      { name: 'chunks/../../escape.js' },
      { name: '/etc/escape.js' },
      { name: 'link.js', type: 'symlink' as const, linkname: '/etc/passwd' },
      { name: 'hard.js', type: 'link' as const, linkname: 'remoteEntry.js' },
    ]) {
      const res = await upload(
        '/api/admin/releases/mfe_feed/3.0.0',
        await tarball(files, [{ header, content: header.type ? undefined : Buffer.from('x') }]),
      );
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    expect((await t.request({ method: 'GET', url: '/releases/mfe-feed/3.0.0/remoteEntry.js' })).status).toBe(404);
  });

  // Regression: these two answered 500 (the store could not write them) instead of 400.
  it('refuses a name over 255 bytes and a name that is both a file and a folder (400), storing nothing', async () => {
    const before = await count();
    const files = releaseFiles('mfe_feed', '3.1.0');
    const long = await upload(
      '/api/admin/releases/mfe_feed/3.1.0',
      await tarball(files, [{ header: { name: `chunks/${'é'.repeat(128)}.js` }, content: Buffer.from('x') }]),
    );
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/longer than 255 bytes/);
    const clash = await upload(
      '/api/admin/releases/mfe_feed/3.1.0',
      await tarball(files, [
        { header: { name: 'assets' }, content: Buffer.from('a file') },
        { header: { name: 'assets/logo.svg' }, content: Buffer.from('<svg/>') },
      ]),
    );
    expect(clash.status).toBe(400);
    expect(clash.body.error.message).toBe('The archive holds "assets" as both a file and a folder');
    expect(await count()).toBe(before);
  });

  it('answers 415 to an archive sent as another type (JSON, text), before reading it', async () => {
    const body = await tarball(releaseFiles('mfe_feed', '3.2.0'));
    for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await t.request({
        method: 'PUT',
        url: '/api/admin/releases/mfe_feed/3.2.0',
        headers: { ...tokenAuth, 'content-type': type },
        payload: body,
      });
      expect([type, res.status, res.body.error.message]).toEqual([
        type,
        415,
        "Send the dist as a gzip'd tar (Content-Type: application/gzip)",
      ]);
    }
  });

  it('serves release files with immutable caching and CORS, .gz copies as they are, 404 for anything missing', async () => {
    await publish(t, 'mfe_chat', '1.2.3+build.7');
    const res = await t.app.inject({ method: 'GET', url: '/releases/mfe-chat/1.2.3+build.7/mf-manifest.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json().name).toBe('mfe_chat');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/releases/mfe-chat/1.2.3+build.7/chunks/main.0123456789.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('mfe_chat');
    for (const url of [
      '/releases/mfe-chat/1.2.3+build.7/missing.js',
      '/releases/mfe-chat/9.9.9/mf-manifest.json',
      '/releases/mfe-nope/1.0.0/mf-manifest.json',
      '/releases/mfe-chat/1.2.3+build.7/../../../../etc/passwd',
      '/releases/mfe-chat/1.2.3+build.7/..%2f..%2f..%2fmfe-feed%2f1.0.0%2fremoteEntry.js',
      '/releases/mfe-chat/1.2.3+build.7/..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '/releases/.incoming/x/y',
    ]) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect([url, missing.statusCode]).toEqual([url, 404]);
      expect(String(missing.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
    }
  });
});
