import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { countsOf, notificationsOf } from '../test/social-helpers';

describe('follows', () => {
  let t: TestApp;
  let ann: TestUser;
  let ben: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    ann = await t.createUser();
    ben = await t.createUser();
  });

  const followBen = (payload: object = { followedId: ben.userId }) =>
    t.request({ method: 'POST', url: `/api/follows/${ben.userId}`, headers: ann.auth, payload });
  const status = () => t.request({ method: 'GET', url: `/api/follows/${ben.userId}`, headers: ann.auth });

  it('follows and unfollows with exact counts on both sides, and tells the followed user once', async () => {
    expect((await status()).body).toEqual({ isFollowing: false });
    const res = await followBen();
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ isFollowing: true });
    expect((await status()).body).toEqual({ isFollowing: true });
    expect(await countsOf(t, ann)).toMatchObject({ following_count: 1, followers_count: 0 });
    expect(await countsOf(t, ben)).toMatchObject({ following_count: 0, followers_count: 1 });

    const lists = await t.request({ method: 'GET', url: `/api/users/${ben.userId}/follows`, headers: ann.auth });
    expect(lists.body).toMatchObject({ followersCount: 1, followingCount: 0, following: [] });
    expect(lists.body.followers.map((u: { userId: string }) => u.userId)).toEqual([ann.userId]);

    const off = await t.request({ method: 'DELETE', url: `/api/follows/${ben.userId}`, headers: ann.auth });
    expect(off.body).toEqual({ isFollowing: false });
    expect(await countsOf(t, ben)).toMatchObject({ followers_count: 0 });
    await followBen();
    expect(await notificationsOf(t, ben)).toEqual([expect.objectContaining({ type: 'follow', actor_id: ann.userId })]);
  });

  it('following twice or unfollowing twice keeps the counts exact', async () => {
    await Promise.all([followBen(), followBen(), followBen()]);
    expect(await countsOf(t, ben)).toMatchObject({ followers_count: 1 });
    await t.request({ method: 'DELETE', url: `/api/follows/${ben.userId}`, headers: ann.auth });
    await t.request({ method: 'DELETE', url: `/api/follows/${ben.userId}`, headers: ann.auth });
    expect(await countsOf(t, ben)).toMatchObject({ followers_count: 0 });
    expect(await countsOf(t, ann)).toMatchObject({ following_count: 0 });
  });

  it('filters the lists by type', async () => {
    await followBen();
    const following = await t.request({
      method: 'GET',
      url: `/api/users/${ann.userId}/follows?type=following`,
      headers: ben.auth,
    });
    expect(following.body.following.map((u: { userId: string }) => u.userId)).toEqual([ben.userId]);
    expect(following.body.followers).toEqual([]);
    expect(following.body.followingCount).toBe(1);
  });

  it('refuses following yourself, a mismatched body, an unknown user and bad input', async () => {
    expect(
      (await t.request({ method: 'POST', url: `/api/follows/${ann.userId}`, headers: ann.auth, payload: {} })).status,
    ).toBe(400);
    expect((await followBen({ followedId: randomUUID() })).status).toBe(400);
    expect((await followBen({ followedId: ben.userId, extra: 1 })).status).toBe(400);
    expect(
      (await t.request({ method: 'POST', url: `/api/follows/${randomUUID()}`, headers: ann.auth, payload: {} })).status,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/users/${randomUUID()}/follows`, headers: ann.auth })).status,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/users/${ben.userId}/follows?type=all`, headers: ann.auth })).status,
    ).toBe(400);
    expect(await countsOf(t, ann)).toMatchObject({ following_count: 0 });
    expect(await countsOf(t, ben)).toMatchObject({ followers_count: 0 });
  });

  it('answers 401 without a token', async () => {
    expect((await t.request({ method: 'POST', url: `/api/follows/${ben.userId}`, payload: {} })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/follows/${ben.userId}` })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/users/${ben.userId}/follows` })).status).toBe(401);
  });
});
