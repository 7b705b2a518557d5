import { randomUUID } from 'node:crypto';
import { notify } from './notify';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

describe('notifications', () => {
  let t: TestApp;
  let me: TestUser;
  let ann: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    me = await t.createUser();
    ann = await t.createUser();
  });

  const list = (query = '', who = me) =>
    t.request({ method: 'GET', url: `/api/notifications${query}`, headers: who.auth });
  const mark = (notificationIds: unknown, who = me) =>
    t.request({ method: 'PUT', url: '/api/notifications', headers: who.auth, payload: { notificationIds } });

  /** Five notifications for `me` from ann: follow, then four post likes. */
  async function seed() {
    await t.request({ method: 'POST', url: `/api/follows/${me.userId}`, headers: ann.auth, payload: {} });
    for (let i = 0; i < 4; i += 1)
      await notify(t.db, { userId: me.userId, type: 'post_like', actorId: ann.userId, postId: randomUUID() });
  }

  it('lists newest first with the actor, pages by nextToken to the end, and counts', async () => {
    await seed();
    const first = await list('?limit=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ unreadCount: 5, total: 5, hasMore: true });
    expect(first.body.notifications[0]).toMatchObject({
      type: 'post_like',
      read: false,
      actor: { userId: ann.userId, username: ann.username },
    });
    const seen = [...first.body.notifications];
    let token = first.body.nextToken;
    while (token) {
      const next = await list(`?limit=2&nextToken=${token}`);
      seen.push(...next.body.notifications);
      token = next.body.nextToken;
      if (!next.body.hasMore) expect(token).toBeNull();
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen.map((n) => n.notificationId)).size).toBe(5);
    expect(seen[4]).toMatchObject({ type: 'follow' });
  });

  it('filters by type and unread only', async () => {
    await seed();
    const follows = await list('?type=follow');
    expect(follows.body.notifications.map((n: { type: string }) => n.type)).toEqual(['follow']);
    expect(follows.body).toMatchObject({ total: 1, unreadCount: 5 });
    await mark([follows.body.notifications[0].notificationId]);
    const unread = await list('?unreadOnly=true&limit=1');
    expect(unread.body).toMatchObject({ unreadCount: 4, total: 4, hasMore: true });
    expect(unread.body.notifications[0].read).toBe(false);
  });

  it('marks some, then all, read', async () => {
    await seed();
    const ids = (await list()).body.notifications.map((n: { notificationId: string }) => n.notificationId);
    const some = await mark(ids.slice(0, 2));
    expect(some.body).toEqual({ updated: 2, unreadCount: 3 });
    expect((await mark(ids.slice(0, 2))).body).toEqual({ updated: 0, unreadCount: 3 });
    const all = await mark(['all']);
    expect(all.body).toEqual({ updated: 3, unreadCount: 0 });
    expect((await list('?unreadOnly=true')).body).toMatchObject({ notifications: [], total: 0, unreadCount: 0 });
  });

  it('another user’s notification cannot be marked (404) and stays unread', async () => {
    await seed();
    const theirs = (await list()).body.notifications[0].notificationId;
    const res = await mark([theirs], ann);
    expect(res.status).toBe(404);
    const { rows } = await t.db.query<{ read: boolean }>('SELECT read FROM notifications WHERE notification_id = $1', [
      theirs,
    ]);
    expect(rows[0]?.read).toBe(false);
    expect((await list('', ann)).body.notifications).toEqual([]);
  });

  it('never notifies you of your own action, and a repeated like notifies once', async () => {
    const postId = randomUUID();
    await notify(t.db, { userId: me.userId, type: 'post_like', actorId: me.userId, postId });
    for (let i = 0; i < 2; i += 1)
      await notify(t.db, {
        userId: me.userId,
        type: 'post_like',
        actorId: ann.userId,
        postId,
        dedupeKey: `post_like:${postId}:${ann.userId}`,
      });
    expect((await list()).body.total).toBe(1);
  });

  it('never creates a type the recipient turned off in their settings', async () => {
    await t.db.query(
      `UPDATE users SET settings = '{"notifications": {"follow": false, "post_like": true}}' WHERE user_id = $1`,
      [me.userId],
    );
    await t.request({ method: 'POST', url: `/api/follows/${me.userId}`, headers: ann.auth, payload: {} });
    await notify(t.db, { userId: me.userId, type: 'post_like', actorId: ann.userId, postId: randomUUID() });
    expect((await list()).body.notifications.map((n: { type: string }) => n.type)).toEqual(['post_like']);
  });

  it('refuses bad input', async () => {
    expect((await list('?type=poke')).status).toBe(400);
    expect((await list('?limit=101')).status).toBe(400);
    expect((await list('?nextToken=garbage')).status).toBe(400);
    expect((await list('?colour=red')).status).toBe(400);
    expect((await mark([])).status).toBe(400);
    expect((await mark(['nope'])).status).toBe(400);
    // "all" stands alone: a list of one item, never beside ids or repeated.
    expect((await mark(['all', randomUUID()])).status).toBe(400);
    expect((await mark([randomUUID(), 'all'])).status).toBe(400);
    expect((await mark(['all', 'all'])).status).toBe(400);
    expect((await mark(Array.from({ length: 101 }, () => randomUUID()))).status).toBe(400);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/notifications',
          headers: me.auth,
          payload: { notificationIds: ['all'], read: false },
        })
      ).status,
    ).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/notifications' })).status).toBe(401);
    expect(
      (await t.request({ method: 'PUT', url: '/api/notifications', payload: { notificationIds: ['all'] } })).status,
    ).toBe(401);
  });
});
