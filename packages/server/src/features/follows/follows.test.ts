import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { countsOf, notificationsOf } from '../../../test/social-helpers';

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

  it('pages one list by nextToken, newest first, each person saying whether the caller follows them', async () => {
    const fans = [await t.createUser(), await t.createUser(), await t.createUser()];
    for (const fan of fans)
      await t.request({ method: 'POST', url: `/api/follows/${ben.userId}`, headers: fan.auth, payload: {} });
    await t.request({ method: 'POST', url: `/api/follows/${fans[0].userId}`, headers: ann.auth, payload: {} });
    const page = (nextToken?: string) =>
      t.request({
        method: 'GET',
        url: `/api/users/${ben.userId}/follows?type=followers&limit=2${nextToken ? `&nextToken=${nextToken}` : ''}`,
        headers: ann.auth,
      });

    const first = await page();
    expect(first.status).toBe(200);
    expect(first.body.followers.map((u: { userId: string }) => u.userId)).toEqual([fans[2].userId, fans[1].userId]);
    expect(first.body).toMatchObject({ followersCount: 3, hasMore: true, following: [] });
    expect(first.body.followers[0]).toMatchObject({
      userId: fans[2].userId,
      username: fans[2].username,
      isFollowing: false,
    });

    const second = await page(first.body.nextToken);
    expect(second.body.followers).toEqual([expect.objectContaining({ userId: fans[0].userId, isFollowing: true })]);
    expect(second.body).toMatchObject({ hasMore: false, nextToken: null });
  });

  it('refuses a nextToken that is not one of ours, or one for both lists at once', async () => {
    const url = `/api/users/${ben.userId}/follows`;
    const bad = await t.request({ method: 'GET', url: `${url}?type=followers&nextToken=nope`, headers: ann.auth });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({ code: 'validation_failed', message: 'Invalid nextToken' });
    const both = await t.request({ method: 'GET', url: `${url}?nextToken=abc`, headers: ann.auth });
    expect(both.status).toBe(400);
    expect(both.body.error.message).toBe('nextToken needs type followers or following');
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
