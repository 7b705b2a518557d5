import fs from 'node:fs';
import path from 'node:path';
import { createDeployTestApp, deploy, publish, releaseFiles, tokenAuth } from '../../../test/deploy-fixtures';
import { removeReleases } from './retention.job';
import type { RetainedRelease } from './retention';

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('release retention: what stays, what goes', () => {
  let t: Awaited<ReturnType<typeof createDeployTestApp>>;
  // r1 oldest … r16 newest: r7–r16 are the 10 newest the default policy keeps.
  const versions = Array.from({ length: 16 }, (_, i) => `r${i + 1}`);
  const newest = Object.fromEntries(versions.slice(6).map((version) => [version, 'newest']));

  const list = async (name = 'mfe_legal', headers: Record<string, string> = tokenAuth) =>
    t.request({ method: 'GET', url: `/api/admin/releases/${name}`, headers });
  const states = async () =>
    Object.fromEntries(((await list()).body.releases as RetainedRelease[]).map((r) => [r.version, r.state]));
  const onDisk = (version: string) => fs.existsSync(path.join(t.dataDir, 'releases', 'mfe-legal', version));
  const fetchFile = (version: string) =>
    t.request({ method: 'GET', url: `/releases/mfe-legal/${version}/remoteEntry.js` });
  const lastFetch = async (version: string) =>
    (
      await t.db.query<{ at: Date | null }>(
        "SELECT last_fetched_at AS at FROM remote_releases WHERE remote = 'mfe_legal' AND version = $1",
        [version],
      )
    ).rows[0]?.at ?? null;
  const ago = (version: string, column: 'created_at' | 'last_fetched_at', hours: number) =>
    t.db.query(
      `UPDATE remote_releases SET ${column} = now() - make_interval(hours => $2) WHERE remote = 'mfe_legal' AND version = $1`,
      [version, hours],
    );

  beforeAll(async () => {
    t = await createDeployTestApp();
    for (const [index, version] of versions.entries()) {
      expect((await publish(t, 'mfe_legal', version)).status).toBe(201);
      await ago(version, 'created_at', 100 - index);
    }
    // The rollback stack, bottom to top: r5, r1 (previous), r2 (live); r3 the canary.
    for (const version of ['r5', 'r1', 'r2']) expect((await deploy(t, 'mfe_legal', { version })).status).toBe(200);
    expect((await deploy(t, 'mfe_legal', { version: 'r3', percent: 10 })).status).toBe(200);
    // r4 served just now, r5 eight days ago; r6 never.
    expect((await fetchFile('r4')).status).toBe(200);
    // The fetch is written after the answer is sent.
    for (let i = 0; i < 100 && (await lastFetch('r4')) === null; i++) await pause();
    expect(await lastFetch('r4')).not.toBeNull();
    await ago('r5', 'last_fetched_at', 8 * 24);
  });
  afterAll(() => t.close());

  it('lists each release with its size, last fetch and state, newest first', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const releases = res.body.releases as RetainedRelease[];
    expect(releases.map((r) => r.version)).toEqual([...versions].reverse());
    const size = [...releaseFiles('mfe_legal', 'r16').values()].reduce((sum, file) => sum + file.length, 0);
    expect(releases[0]).toEqual({
      version: 'r16',
      state: 'newest',
      sizeBytes: size,
      createdAt: expect.any(String),
      lastFetchedAt: null,
    });
    expect(Date.parse(releases.find((r) => r.version === 'r4')?.lastFetchedAt ?? '')).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });

  it('keeps the live, canary, previous, newest and recently fetched releases; the others are removable', async () => {
    expect(await states()).toEqual({
      ...newest,
      r6: 'removable',
      r5: 'removable',
      r4: 'recent',
      r3: 'canary',
      r2: 'live',
      r1: 'previous',
    });
  });

  it('records a release fetch at most once an hour', async () => {
    await ago('r4', 'last_fetched_at', 2);
    const before = await lastFetch('r4');
    expect((await fetchFile('r4')).status).toBe(200);
    await pause();
    expect(await lastFetch('r4')).toEqual(before);
    await ago('r4', 'last_fetched_at', 0);
  });

  it('removes the removable releases from disk, and them alone', async () => {
    await t.context.jobs.run('deploy.release-retention');
    expect(versions.filter((version) => !onDisk(version))).toEqual(['r5', 'r6']);
    expect(await states()).toMatchObject({ r6: 'removed', r5: 'removed', r4: 'recent' });
    expect((await fetchFile('r6')).status).toBe(404);
    const deps = { db: t.db, store: t.context.releaseStore, policy: t.config.releaseRetention };
    expect(await removeReleases(deps, 'mfe_legal')).toEqual([]);
  });

  it('refuses to deploy a removed release, and takes it off the rollback stack', async () => {
    const res = await deploy(t, 'mfe_legal', { version: 'r6' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toMatch(/removed by retention/);
    const rollback = () =>
      t.request({ method: 'POST', url: '/api/admin/remotes/mfe_legal/rollback', headers: tokenAuth });
    expect((await rollback()).status).toBe(200); // ends the canary
    expect((await rollback()).body.remote.live.version).toBe('r1');
    // r5, under r1 on the stack, is gone: the bundled build comes back.
    expect((await rollback()).body.remote.live.version).toMatch(/bundled/);
  });

  it('stores a removed release again when the same bytes are published', async () => {
    expect((await publish(t, 'mfe_legal', 'r6')).status).toBe(200);
    expect(onDisk('r6')).toBe(true);
    expect((await states()).r6).not.toBe('removed');
  });

  it('refuses a malformed remote (400), an unknown one (404), no token (401) and a non-admin (403)', async () => {
    expect((await list('MFE-Legal!')).status).toBe(400);
    expect((await list('mfe_nope')).status).toBe(404);
    expect((await list('mfe_legal', {})).status).toBe(401);
    const user = await t.createUser();
    expect((await list('mfe_legal', user.auth)).status).toBe(403);
    const admin = await t.createUser('root');
    expect((await list('mfe_legal', admin.auth)).status).toBe(200);
  });
});
