import { createDeployTestApp, deployToken, tokenAuth } from '../../../test/deploy-fixtures';
import type { TestApp } from '../../../test/test-app';

describe('/api/admin auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createDeployTestApp();
  });
  afterAll(() => t.close());

  const remotes = (headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: '/api/admin/remotes', headers });

  it('refuses a caller without a token (401)', async () => {
    const res = await remotes();
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('refuses a wrong deploy token and a token that is not an ID token (401)', async () => {
    expect((await remotes({ authorization: `Bearer ${deployToken}x` })).status).toBe(401);
    expect((await remotes({ authorization: 'Bearer not-a-token-at-all' })).status).toBe(401);
  });

  it('refuses a signed-in user who is not an admin (403), also before reading an upload', async () => {
    const user = await t.createUser();
    const res = await remotes(user.auth);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
    const upload = await t.request({
      method: 'PUT',
      url: '/api/admin/releases/mfe_feed/1.0.0',
      headers: { ...user.auth, 'content-type': 'application/gzip' },
      payload: Buffer.alloc(10),
    });
    expect(upload.status).toBe(403);
  });

  it('admits an admin listed in ADMIN_USERS and the deploy token', async () => {
    const admin = await t.createUser('root');
    expect((await remotes(admin.auth)).status).toBe(200);
    expect((await remotes(tokenAuth)).status).toBe(200);
  });

  it('accepts no token at all when DEPLOY_TOKEN is unset', async () => {
    const other = await createDeployTestApp({ DEPLOY_TOKEN: '' });
    try {
      expect((await other.request({ method: 'GET', url: '/api/admin/remotes', headers: tokenAuth })).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
