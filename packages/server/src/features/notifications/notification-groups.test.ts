import { randomUUID } from 'node:crypto';
import { post } from '../../../test/post-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

describe('grouped notifications', () => {
  let t: TestApp;
  let me: TestUser;
  let likers: TestUser[];
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.createUser('grouped_me');
    likers = [];
    for (let i = 0; i < 60; i += 1) likers.push(await t.createUser(`liker_${i}`));
  });
  afterAll(() => t.close());

  const list = (query: string, who = me) =>
    t.request({ method: 'GET', url: `/api/notifications${query}`, headers: who.auth });
  const mark = (notificationIds: unknown, who = me) =>
    t.request({ method: 'PUT', url: '/api/notifications', headers: who.auth, payload: { notificationIds } });
  const like = (who: TestUser, postId: string) =>
    t.request({ method: 'POST', url: `/api/posts/${postId}/like`, headers: who.auth });
  const names = (actors: { username: string }[]) => actors.map((a) => a.username);

  it('makes 60 likes of one post one item with the count, the newest three actors and the latest time', async () => {
    const { postId } = await post(t, me, { content: 'popular' });
    const other = await post(t, me, { content: 'less popular' });
    for (const liker of likers) expect((await like(liker, postId)).status).toBe(200);
    await like(likers[0] as TestUser, other.postId);
    await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/comments`,
      headers: likers[1]!.auth,
      payload: { content: 'hi' },
    });
    await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/comments`,
      headers: likers[2]!.auth,
      payload: { content: 'hey' },
    });

    const grouped = await list('?grouped=true');
    expect(grouped.status).toBe(200);
    expect(grouped.body).toMatchObject({ unreadCount: 4, total: 4, hasMore: false });
    const items = grouped.body.notifications;
    expect(items.map((n: { type: string; count: number }) => [n.type, n.count])).toEqual([
      ['comment', 1],
      ['comment', 1],
      ['post_like', 1],
      ['post_like', 60],
    ]);
    const big = items[3];
    expect(big).toMatchObject({ postId, read: false, groupId: big.notificationId, actor: { username: 'liker_59' } });
    expect(names(big.actors)).toEqual(['liker_59', 'liker_58', 'liker_57']);
    expect(big.latestAt).toBe(big.createdAt);

    const raw = await list('?limit=100');
    expect(raw.body).toMatchObject({ unreadCount: 63, total: 63 });
    expect(raw.body.notifications[0]).not.toHaveProperty('count');
    expect(raw.body.notifications[0]).not.toHaveProperty('actors');
  });

  it('marks a whole group read by its id, counts groups for the bell, and starts a new group after', async () => {
    const reader = await t.createUser();
    const { postId } = await post(t, reader, { content: 'read me' });
    for (const liker of likers.slice(0, 5)) await like(liker, postId);
    await t.request({ method: 'POST', url: `/api/follows/${reader.userId}`, headers: likers[0]!.auth, payload: {} });
    await t.request({ method: 'POST', url: `/api/follows/${reader.userId}`, headers: likers[1]!.auth, payload: {} });

    const before = await list('?grouped=true', reader);
    expect(before.body.unreadCount).toBe(2);
    const likes = before.body.notifications.find((n: { type: string }) => n.type === 'post_like');
    const follows = before.body.notifications.find((n: { type: string }) => n.type === 'follow');
    expect(follows).toMatchObject({ count: 2 });
    expect(names(follows.actors)).toEqual(['liker_1', 'liker_0']);

    const marked = await mark([likes.notificationId], reader);
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ updated: 5, unreadCount: 1 });
    const unreadRaw = await t.db.query('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT read', [
      reader.userId,
    ]);
    expect(unreadRaw.rows[0].n).toBe(2);

    await like(likers[10]!, postId);
    const after = await list('?grouped=true', reader);
    expect(after.body.unreadCount).toBe(2);
    expect(
      after.body.notifications.map((n: { type: string; count: number; read: boolean }) => [n.type, n.count, n.read]),
    ).toEqual([
      ['post_like', 1, false],
      ['follow', 2, false],
      ['post_like', 5, true],
    ]);
    expect((await list('?grouped=true&unreadOnly=true', reader)).body.notifications).toHaveLength(2);
    expect((await list('?grouped=true&type=follow', reader)).body).toMatchObject({ total: 1 });
  });

  it('recounts a group when some of its notifications go (a block takes the blocked person out)', async () => {
    const owner = await t.createUser();
    const { postId } = await post(t, owner, { content: 'block test' });
    for (const liker of likers.slice(20, 24)) await like(liker, postId);
    const blocked = likers[23]!;
    const block = await t.request({ method: 'POST', url: `/api/users/${blocked.userId}/block`, headers: owner.auth });
    expect(block.status).toBe(204);
    const [group] = (await list('?grouped=true', owner)).body.notifications;
    expect(group).toMatchObject({ count: 3, actor: { username: 'liker_22' } });
    expect(names(group.actors)).toEqual(['liker_22', 'liker_21', 'liker_20']);
  });

  it('groups quotes of one post, whatever post quotes it', async () => {
    const quoted = await t.createUser();
    const { postId } = await post(t, quoted, { content: 'quote me' });
    for (const quoter of likers.slice(40, 43)) {
      const res = await t.request({
        method: 'POST',
        url: '/api/posts',
        headers: quoter.auth,
        payload: { content: 'so true', quotedPostId: postId },
      });
      expect(res.status).toBe(201);
    }
    const [group] = (await list('?grouped=true', quoted)).body.notifications;
    expect(group).toMatchObject({ type: 'quote', count: 3, actor: { username: 'liker_42' } });
    expect(names(group.actors)).toEqual(['liker_42', 'liker_41', 'liker_40']);
  });

  it('pages groups by nextToken', async () => {
    const pager = await t.createUser();
    for (let i = 0; i < 3; i += 1) {
      const { postId } = await post(t, pager, { content: `post ${i}` });
      await like(likers[30]!, postId);
      await like(likers[31]!, postId);
    }
    const first = await list('?grouped=true&limit=2', pager);
    expect(first.body).toMatchObject({ hasMore: true, total: 3 });
    const second = await list(`?grouped=true&limit=2&nextToken=${first.body.nextToken}`, pager);
    expect(second.body).toMatchObject({ hasMore: false, nextToken: null });
    const all = [...first.body.notifications, ...second.body.notifications];
    expect(new Set(all.map((n: { notificationId: string }) => n.notificationId)).size).toBe(3);
    expect(all.every((n: { count: number }) => n.count === 2)).toBe(true);
  });

  it('refuses bad input, answers 401 without a token, and 404 for another person’s group', async () => {
    expect((await list('?grouped=maybe')).status).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/notifications?grouped=true' })).status).toBe(401);
    const stranger = await t.createUser();
    const [mine] = (await list('?grouped=true')).body.notifications;
    expect((await mark([mine.notificationId], stranger)).status).toBe(404);
    expect((await mark([randomUUID()])).status).toBe(404);
    expect((await list('?grouped=true')).body.notifications[0].read).toBe(false);
  });
});
