import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

type Kind = 'block' | 'mute';
const listOf: Record<Kind, string> = { block: '/api/blocks', mute: '/api/mutes' };
const tableOf: Record<Kind, string> = {
  block: 'SELECT blocker_id AS a, blocked_id AS b FROM user_blocks WHERE $1 IN (blocker_id, blocked_id)',
  mute: 'SELECT muter_id AS a, muted_id AS b FROM user_mutes WHERE $1 IN (muter_id, muted_id)',
};

describe.each<Kind>(['block', 'mute'])('%s routes', (kind) => {
  let t: TestApp;
  let me: TestUser;
  let others: TestUser[];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    me = await t.createUser();
    others = [await t.createUser(), await t.createUser(), await t.createUser()];
  });

  const set = (user: TestUser, target: string, auth: Record<string, string> = user.auth) =>
    t.request({ method: 'POST', url: `/api/users/${target}/${kind}`, headers: auth });
  const lift = (user: TestUser, target: string) =>
    t.request({ method: 'DELETE', url: `/api/users/${target}/${kind}`, headers: user.auth });
  const list = (user: TestUser, query = '') =>
    t.request({ method: 'GET', url: `${listOf[kind]}${query}`, headers: user.auth });
  const stored = async () => (await t.db.query<{ a: string; b: string }>(tableOf[kind], [me.userId])).rows;
  const ids = (body: { items: { userId: string }[] }) => body.items.map((u) => u.userId);

  it(`sets a ${kind} (again: still 204), lists it with the person's summary, and lifts it (again: still 204)`, async () => {
    const [other] = others as [TestUser];
    expect((await set(me, other.userId)).status).toBe(204);
    expect((await set(me, other.userId)).status).toBe(204);
    const listed = await list(me);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      items: [{ userId: other.userId, username: other.username, displayName: other.username, profilePicture: null }],
      nextToken: null,
    });

    expect((await lift(me, other.userId)).status).toBe(204);
    expect((await lift(me, other.userId)).status).toBe(204);
    expect((await list(me)).body).toEqual({ items: [], nextToken: null });
  });

  it('pages newest first with an opaque nextToken', async () => {
    for (const other of others) {
      expect((await set(me, other.userId)).status).toBe(204);
      await new Promise((r) => setTimeout(r, 5));
    }
    const first = await list(me, '?limit=2');
    expect(ids(first.body)).toEqual([others[2]?.userId, others[1]?.userId]);
    expect(first.body.nextToken).toEqual(expect.any(String));
    const second = await list(me, `?limit=2&nextToken=${first.body.nextToken}`);
    expect(second.body).toEqual({ items: [expect.objectContaining({ userId: others[0]?.userId })], nextToken: null });
  });

  it('refuses yourself and malformed ids (400), unknown ids (404), and bad paging (400), changing nothing', async () => {
    for (const [target, status] of [
      [me.userId, 400],
      [randomUUID(), 404],
      ['not-a-user', 400],
    ] as const) {
      const res = await set(me, target);
      expect({ target, status: res.status, code: res.body.error?.code }).toEqual({
        target,
        status,
        code: status === 400 ? 'validation_failed' : 'not_found',
      });
      expect((await lift(me, target)).status).toBe(status);
    }
    expect((await list(me, '?limit=0')).status).toBe(400);
    expect((await list(me, '?nextToken=bogus')).body.error).toEqual({
      code: 'validation_failed',
      message: 'Invalid nextToken',
    });
    expect((await list(me, '?colour=red')).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('needs a token for every route', async () => {
    const [other] = others as [TestUser];
    expect((await set(me, other.userId, {})).status).toBe(401);
    expect((await t.request({ method: 'DELETE', url: `/api/users/${other.userId}/${kind}` })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: listOf[kind] })).status).toBe(401);
    expect(await stored()).toEqual([]);
  });

  it(`acts only for the caller: another's ${kind} is neither listed to nor lifted by anyone else`, async () => {
    const [other, third] = others as [TestUser, TestUser];
    await set(me, other.userId);
    expect((await list(other)).body.items).toEqual([]);
    expect((await list(third)).body.items).toEqual([]);
    // Lifting from the other side lifts only the caller's own (there is none).
    expect((await lift(other, me.userId)).status).toBe(204);
    expect(await stored()).toEqual([{ a: me.userId, b: other.userId }]);
  });
});
