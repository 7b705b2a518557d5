import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { befriend } from '../../../test/social-helpers';

describe('GET /users/{id}/suggestions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /**
   * me — a, b, c (friends). Friends of friends: dan (a, b, c: 3 mutual), eve (a, b: 2), fay and gus
   * (a: 1 each; gus has a follower, so he ranks above fay), hal (a: 1, but I already asked him),
   * ida (b: 1, but she asked me), a and b are friends with each other (not suggested: friends).
   */
  it('ranks friends of friends by mutual friends, then popularity, and excludes friends, requests and yourself', async () => {
    const [me, a, b, c, dan, eve, fay, gus, hal, ida, fan] = await Promise.all(
      Array.from({ length: 11 }, () => t.createUser()),
    );
    const u = (x: TestUser | undefined) => x as TestUser;
    for (const friend of [a, b, c]) await befriend(t, u(me), u(friend));
    await befriend(t, u(a), u(b));
    for (const friend of [a, b, c]) await befriend(t, u(dan), u(friend));
    for (const friend of [a, b]) await befriend(t, u(eve), u(friend));
    for (const person of [fay, gus, hal]) await befriend(t, u(a), u(person));
    await befriend(t, u(b), u(ida));
    await t.request({ method: 'POST', url: `/api/follows/${u(gus).userId}`, headers: u(fan).auth, payload: {} });
    await t.request({
      method: 'POST',
      url: '/api/friends/request',
      headers: u(me).auth,
      payload: { recipientId: u(hal).userId },
    });
    await t.request({
      method: 'POST',
      url: '/api/friends/request',
      headers: u(ida).auth,
      payload: { recipientId: u(me).userId },
    });

    const res = await t.request({ method: 'GET', url: `/api/users/${u(me).userId}/suggestions`, headers: u(me).auth });
    expect(res.status).toBe(200);
    expect(
      res.body.suggestions.map((s: { user: { userId: string }; mutualFriends: number }) => [
        s.user.userId,
        s.mutualFriends,
      ]),
    ).toEqual([
      [u(dan).userId, 3],
      [u(eve).userId, 2],
      [u(gus).userId, 1],
      [u(fay).userId, 1],
    ]);
    expect(res.body.suggestions[0].reason).toBe('3 mutual friends');
    expect(res.body.total).toBe(4);

    const two = await t.request({
      method: 'GET',
      url: `/api/users/${u(me).userId}/suggestions?limit=2`,
      headers: u(me).auth,
    });
    expect(two.body.suggestions).toHaveLength(2);
    expect(two.body.total).toBe(4);
  });

  it('is empty for someone without friends', async () => {
    const loner = await t.createUser();
    const res = await t.request({ method: 'GET', url: `/api/users/${loner.userId}/suggestions`, headers: loner.auth });
    expect(res.body).toEqual({ suggestions: [], total: 0 });
  });

  it('is yours only (404 for another user), bounded, and needs a token', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    expect(
      (await t.request({ method: 'GET', url: `/api/users/${other.userId}/suggestions`, headers: me.auth })).status,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/users/${me.userId}/suggestions?limit=51`, headers: me.auth }))
        .status,
    ).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: `/api/users/${me.userId}/suggestions?sort=x`, headers: me.auth })).status,
    ).toBe(400);
    expect((await t.request({ method: 'GET', url: `/api/users/${randomUUID()}/suggestions` })).status).toBe(401);
  });
});
