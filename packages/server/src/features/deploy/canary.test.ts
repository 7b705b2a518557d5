import { createHash } from 'node:crypto';
import { createDeployTestApp, deploy, publish } from '../../../test/deploy-fixtures';
import type { TestApp, TestUser } from '../../../test/test-app';
import { canaryBucket } from './canary';

describe('/config.json from the live map, with canaries by user', () => {
  let t: TestApp;
  let users: TestUser[];
  beforeAll(async () => {
    t = await createDeployTestApp({ REMOTE_OVERRIDE_ORIGINS: 'http://localhost:4002,http://localhost:4003' });
    await publish(t, 'mfe_feed', '1.0.0');
    await publish(t, 'mfe_feed', '2.0.0');
    users = [];
    for (let i = 0; i < 20; i++) users.push(await t.createUser());
  });
  afterAll(() => t.close());

  const configFor = (headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: '/config.json', headers });

  it('computes the bucket as documented: sha256(userId), first 4 bytes big-endian, mod 100', () => {
    const id = '0b9a7f3e-1111-4222-8333-444455556666';
    expect(canaryBucket(id)).toBe(createHash('sha256').update(id).digest().readUInt32BE(0) % 100);
    expect(canaryBucket(id)).toBeGreaterThanOrEqual(0);
    expect(canaryBucket(id)).toBeLessThan(100);
  });

  it('gives the bundled builds and the override origins before any deploy', async () => {
    const res = await configFor();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatchObject({
      remotes: { mfe_feed: '/remotes/mfe-feed/mf-manifest.json' },
      versions: { mfe_feed: '0.1.0-bundled1', mfe_auth: '0.1.0-bundled0' },
      allowRemoteOverrides: true,
      remoteOverrideOrigins: ['http://localhost:4002', 'http://localhost:4003'],
      apiBase: '/api',
    });
    expect(res.body.identity.userPoolClientId).toBe('cliques-web');
  });

  it('splits 20 users by the bucket rule, each keeping their version on every call; anonymous and bad tokens get live', async () => {
    await deploy(t, 'mfe_feed', { version: '1.0.0' });
    await deploy(t, 'mfe_feed', { version: '2.0.0', percent: 50 });
    for (const user of users) {
      const expected = canaryBucket(user.userId) < 50 ? '2.0.0' : '1.0.0';
      for (let call = 0; call < 3; call++) {
        const res = await configFor(user.auth);
        expect(res.headers['cache-control']).toBe('private, no-cache');
        expect(res.body.versions.mfe_feed).toBe(expected);
        expect(res.body.remotes.mfe_feed).toBe(`/releases/mfe-feed/${expected}/mf-manifest.json`);
      }
    }
    const inCanary = users.filter((u) => canaryBucket(u.userId) < 50).length;
    expect(inCanary).toBeGreaterThan(0);
    expect(inCanary).toBeLessThan(20);
    const anonymous = await configFor();
    expect(anonymous.body.versions.mfe_feed).toBe('1.0.0');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    const invalid = await configFor({ authorization: 'Bearer not.a.token' });
    expect(invalid.status).toBe(200);
    expect(invalid.body.versions.mfe_feed).toBe('1.0.0');
  });

  it('says nothing about overrides when they are off', async () => {
    const off = await createDeployTestApp({ ALLOW_REMOTE_OVERRIDES: 'false' });
    try {
      const res = await off.request({ method: 'GET', url: '/config.json' });
      expect(res.body).toMatchObject({ allowRemoteOverrides: false, remoteOverrideOrigins: [] });
    } finally {
      await off.close();
    }
  });
});

describe('/config.json on two instances sharing the database', () => {
  it('follows a deploy made through the other instance, without a restart', async () => {
    const t = await createDeployTestApp();
    const second = await t.openSecondInstance();
    try {
      await publish(t, 'mfe_chat', '4.0.0');
      const before = await second.request({ method: 'GET', url: '/config.json' });
      expect(before.body.versions.mfe_chat).toBe('0.1.0-bundled2');
      expect((await deploy(t, 'mfe_chat', { version: '4.0.0' })).status).toBe(200);
      const after = await second.request({ method: 'GET', url: '/config.json' });
      expect(after.body.remotes.mfe_chat).toBe('/releases/mfe-chat/4.0.0/mf-manifest.json');
      expect(after.body.versions.mfe_chat).toBe('4.0.0');
      // And back the other way: a rollback on the second instance reaches the first.
      expect(
        (
          await second.request({
            method: 'POST',
            url: '/api/admin/remotes/mfe_chat/rollback',
            headers: { authorization: 'Bearer test-deploy-token-0123456789' },
          })
        ).status,
      ).toBe(200);
      expect((await t.request({ method: 'GET', url: '/config.json' })).body.versions.mfe_chat).toBe('0.1.0-bundled2');
    } finally {
      await second.close();
      await t.close();
    }
  });
});
