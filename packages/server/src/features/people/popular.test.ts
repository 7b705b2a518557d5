import { befriend } from '../../../test/social-helpers';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

/** GET /users/popular: people to follow, offered on an empty feed (issue 34, item 7). */
describe('popular people', () => {
  let t: TestApp;
  let newcomer: TestUser;
  let star: TestUser;
  let known: TestUser;
  let friend: TestUser;
  let blocker: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [newcomer, star, known, friend, blocker] = await Promise.all(
      ['pp_new', 'pp_star', 'pp_known', 'pp_friend', 'pp_blocker'].map((n) => t.createUser(n)),
    );
    await t.db.query('UPDATE users SET followers_count = 50 WHERE user_id = $1', [star.userId]);
    await t.db.query('UPDATE users SET followers_count = 40 WHERE user_id = $1', [known.userId]);
    await t.db.query('UPDATE users SET followers_count = 30 WHERE user_id = $1', [blocker.userId]);
    await befriend(t, newcomer, friend);
    await t.request({ method: 'POST', url: `/api/follows/${known.userId}`, headers: newcomer.auth, payload: {} });
    await t.request({ method: 'POST', url: `/api/users/${newcomer.userId}/block`, headers: blocker.auth });
  });
  afterAll(() => t.close());

  const popular = (user: TestUser | null, query = '') =>
    t.request({ method: 'GET', url: `/api/users/popular${query}`, ...(user ? { headers: user.auth } : {}) });

  it('offers the most followed first, leaving out yourself, people you follow, friends and blocks either way', async () => {
    const res = await popular(newcomer, '?limit=20');
    expect(res.status).toBe(200);
    const ids = res.body.users.map((u: { userId: string }) => u.userId);
    expect(ids[0]).toBe(star.userId);
    for (const gone of [newcomer, known, friend, blocker]) expect(ids).not.toContain(gone.userId);
    expect((await popular(blocker, '?limit=20')).body.users.map((u: { userId: string }) => u.userId)).not.toContain(
      newcomer.userId,
    );
  });

  it('bounds the limit (400 naming it) and needs a token', async () => {
    const bad = await popular(newcomer, '?limit=500');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('limit');
    expect((await popular(newcomer, '?limit=1')).body.users).toHaveLength(1);
    expect((await popular(null)).status).toBe(401);
  });
});
