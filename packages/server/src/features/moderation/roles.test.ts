import { randomUUID } from 'node:crypto';
import type { TestUser } from '../../../test/test-app';
import { act, createModerationWorld, postAs, report, type ModerationWorld } from '../../../test/moderation-world';

const deployToken = 'a-deploy-token-of-ci-123456';

describe('roles: who may moderate', () => {
  let w: ModerationWorld;
  let reportId: string;
  beforeAll(async () => {
    w = await createModerationWorld({ DEPLOY_TOKEN: deployToken });
    const postId = await postAs(w.t, w.bob, 'reported post');
    reportId = (await report(w.t, w.alice, 'post', postId)).body.id;
  }, 120_000);
  afterAll(() => w.t.close());

  const routes = [
    ['the open queue', { method: 'GET' as const, url: '/api/moderation/reports?status=open' }],
    ['the resolved list', { method: 'GET' as const, url: '/api/moderation/reports?status=resolved' }],
    ['the audit log', { method: 'GET' as const, url: '/api/moderation/audit' }],
    // An unknown report: the role check comes first, so a member never learns whether it exists.
    [
      'an action',
      {
        method: 'POST' as const,
        url: `/api/moderation/reports/${randomUUID()}/actions`,
        payload: { action: 'dismiss' },
      },
    ],
  ] as const;

  it.each(routes)('%s: anonymous 401, member 403 forbidden, moderator and admin through', async (_name, route) => {
    const send = (user?: TestUser) => w.t.request({ ...route, headers: user?.auth ?? {} });
    const anonymous = await send();
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, 'unauthorized']);
    const member = await send(w.alice);
    expect([member.status, member.body.error.code]).toEqual([403, 'forbidden']);
    const expected = route.method === 'GET' ? 200 : 404;
    expect((await send(w.moderator)).status).toBe(expected);
    expect((await send(w.admin)).status).toBe(expected);
  });

  it('refuses a member even with a bad body (403 before validation), and changes nothing', async () => {
    const res = await w.t.request({
      method: 'POST',
      url: `/api/moderation/reports/${reportId}/actions`,
      headers: w.alice.auth,
      payload: { action: 'nuke' },
    });
    expect([res.status, res.body.error.code]).toEqual([403, 'forbidden']);
    const { rows } = await w.t.db.query('SELECT status FROM reports WHERE report_id = $1', [reportId]);
    expect(rows[0]).toEqual({ status: 'open' });
  });

  describe('PUT /api/admin/users/{id}/role', () => {
    const setRole = (user: TestUser | null, id: string, payload: object, headers: Record<string, string> = {}) =>
      w.t.request({
        method: 'PUT',
        url: `/api/admin/users/${id}/role`,
        headers: { ...(user?.auth ?? {}), ...headers },
        payload,
      });

    it('lets an admin name a moderator and take it back, each in the audit log', async () => {
      const carol = await w.t.createUser('carol');
      const granted = await setRole(w.admin, carol.userId, { role: 'moderator' });
      expect([granted.status, granted.body]).toEqual([200, { userId: carol.userId, role: 'moderator' }]);
      expect((await w.t.request({ method: 'GET', url: '/api/moderation/audit', headers: carol.auth })).status).toBe(
        200,
      );
      const taken = await setRole(w.admin, carol.userId, { role: 'member' });
      expect([taken.status, taken.body]).toEqual([200, { userId: carol.userId, role: 'member' }]);
      expect((await w.t.request({ method: 'GET', url: '/api/moderation/audit', headers: carol.auth })).status).toBe(
        403,
      );
      const audit = await w.t.request({ method: 'GET', url: '/api/moderation/audit?limit=2', headers: w.admin.auth });
      expect(
        audit.body.items.map(
          (e: { action: string; role: string; subject: { userId: string }; moderator: { userId: string } }) => [
            e.action,
            e.role,
            e.subject.userId,
            e.moderator.userId,
          ],
        ),
      ).toEqual([
        ['set_role', 'member', carol.userId, w.admin.userId],
        ['set_role', 'moderator', carol.userId, w.admin.userId],
      ]);
    });

    it('refuses moderators and members (403), anonymous callers and the deploy token (401)', async () => {
      for (const user of [w.moderator, w.alice])
        expect((await setRole(user, w.bob.userId, { role: 'moderator' })).status).toBe(403);
      expect((await setRole(null, w.bob.userId, { role: 'moderator' })).status).toBe(401);
      const deploy = { authorization: `Bearer ${deployToken}` };
      expect((await w.t.request({ method: 'GET', url: '/api/admin/remotes', headers: deploy })).status).toBe(200);
      expect((await setRole(null, w.bob.userId, { role: 'moderator' }, deploy)).status).toBe(401);
      const { rows } = await w.t.db.query('SELECT role FROM users WHERE user_id = $1', [w.bob.userId]);
      expect(rows[0]).toEqual({ role: 'member' });
    });

    it("answers 400 for an admin's role, a bad role and a malformed id, 404 for an unknown id", async () => {
      expect((await setRole(w.admin, w.admin.userId, { role: 'member' })).status).toBe(400);
      expect((await setRole(w.admin, w.bob.userId, { role: 'admin' })).status).toBe(400);
      expect((await setRole(w.admin, w.bob.userId, { role: 'moderator', extra: 1 })).status).toBe(400);
      expect((await setRole(w.admin, randomUUID(), { role: 'moderator' })).status).toBe(404);
      expect((await setRole(w.admin, 'not-an-id', { role: 'moderator' })).status).toBe(400);
    });
  });

  it('shows your own role on your profile only', async () => {
    const roleOf = async (viewer: TestUser, user: TestUser) =>
      (await w.t.request({ method: 'GET', url: `/api/users/${user.userId}`, headers: viewer.auth })).body.user.role;
    expect(await roleOf(w.admin, w.admin)).toBe('admin');
    expect(await roleOf(w.moderator, w.moderator)).toBe('moderator');
    expect(await roleOf(w.alice, w.alice)).toBe('member');
    expect(await roleOf(w.alice, w.moderator)).toBeUndefined();
    const synced = await w.t.request({ method: 'POST', url: '/api/users/sync', headers: w.admin.auth });
    expect(synced.body.user.role).toBe('admin');
  });

  it('lets a moderator act, but not on reports about themselves', async () => {
    const modPost = await postAs(w.t, w.moderator, 'a moderator can be reported too');
    const aboutMod = (await report(w.t, w.alice, 'post', modPost)).body.id;
    const res = await act(w.t, w.moderator, aboutMod, { action: 'dismiss' });
    expect([res.status, res.body.error.code]).toEqual([403, 'forbidden']);
    expect((await act(w.t, w.admin, aboutMod, { action: 'dismiss' })).status).toBe(200);
  });
});
