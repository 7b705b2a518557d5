import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

const limitedHost = 'limited.example';

describe('blocked and limited servers (admins)', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ FEDERATION: 'on', PUBLIC_ORIGIN: 'https://cliques.example', ADMIN_USERS: 'boss' });
    admin = await t.createUser('boss');
    member = await t.createUser();
  });
  afterAll(() => t.close());

  const put = (host: string, payload: object, user: TestUser | null = admin) =>
    t.request({ method: 'PUT', url: `/api/admin/servers/${host}`, payload, headers: user?.auth ?? {} });

  it('blocks and limits a server, lists them, lifts them', async () => {
    const blocked = await put('bad.example', { policy: 'block', reason: ' Spam ' });
    expect(blocked).toMatchObject({
      status: 200,
      body: { server: { host: 'bad.example', policy: 'block', reason: 'Spam', setBy: 'boss' } },
    });
    expect((await put('loud.example:8443', { policy: 'limit' })).status).toBe(200);
    const changed = await put('loud.example:8443', { policy: 'block', reason: 'Worse' });
    expect(changed.body.server).toMatchObject({ policy: 'block', reason: 'Worse' });
    const list = await t.request({ method: 'GET', url: '/api/admin/servers', headers: admin.auth });
    expect(list.status).toBe(200);
    expect(list.body.servers.map((s: { host: string }) => s.host)).toEqual(['bad.example', 'loud.example:8443']);
    const lifted = await t.request({ method: 'DELETE', url: '/api/admin/servers/bad.example', headers: admin.auth });
    expect(lifted.status).toBe(204);
    const again = await t.request({ method: 'DELETE', url: '/api/admin/servers/bad.example', headers: admin.auth });
    expect(again.status).toBe(404);
  });

  it('refuses a host that is not lowercase hostname[:port], and a policy it does not know (400)', async () => {
    for (const host of ['Bad.Example', 'a..b', 'x.example:0', 'x.example:70000', '-x.example', 'a_b.example'])
      expect({ host, status: (await put(encodeURIComponent(host), { policy: 'block' })).status }).toEqual({
        host,
        status: 400,
      });
    expect((await put('ok.example', { policy: 'silence' })).status).toBe(400);
    expect((await put('ok.example', { policy: 'block', extra: 1 })).status).toBe(400);
    expect(
      (await t.request({ method: 'DELETE', url: '/api/admin/servers/Bad.Example', headers: admin.auth })).status,
    ).toBe(400);
  });

  it('answers 401 without a token and 403 to someone who is not an admin', async () => {
    expect((await put('bad.example', { policy: 'block' }, null)).status).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/admin/servers' })).status).toBe(401);
    const refused = await put('bad.example', { policy: 'block' }, member);
    expect(refused.status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/servers', headers: member.auth })).status).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: '/api/admin/servers/loud.example:8443', headers: member.auth })).status,
    ).toBe(403);
  });

  describe('a limited server reaches only its accounts’ followers', () => {
    let remote: TestUser;
    let follower: TestUser;
    let stranger: TestUser;
    let postId: string;
    beforeAll(async () => {
      // A remote account is a users row with a remote_actors row: one made so writes a post as any account would.
      remote = await t.createUser(`quiet@${limitedHost}`);
      follower = await t.createUser();
      stranger = await t.createUser();
      const followed = await t.request({
        method: 'POST',
        url: `/api/follows/${remote.userId}`,
        headers: follower.auth,
        payload: {},
      });
      expect(followed.status).toBe(201);
      const created = await t.request({
        method: 'POST',
        url: '/api/posts',
        headers: remote.auth,
        payload: { content: 'Hushed words about #quietude' },
      });
      expect(created.status).toBe(201);
      postId = created.body.post.postId;
      await t.db.query(`INSERT INTO remote_actors (user_id, actor_uri, host, inbox) VALUES ($1, $2, $3, $4)`, [
        remote.userId,
        `https://${limitedHost}/users/quiet`,
        limitedHost,
        `https://${limitedHost}/users/quiet/inbox`,
      ]);
      await t.db.query(`UPDATE users SET followers_count = 50 WHERE user_id = $1`, [remote.userId]);
    });

    const seen = async (viewer: TestUser) => {
      const tag = await t.request({
        method: 'GET',
        url: '/api/hashtags/search?hashtag=quietude',
        headers: viewer.auth,
      });
      const search = await t.request({ method: 'GET', url: '/api/search?q=hushed&type=posts', headers: viewer.auth });
      const popular = await t.request({ method: 'GET', url: '/api/users/popular?limit=20', headers: viewer.auth });
      return {
        hashtag: tag.body.posts.some((p: { postId: string }) => p.postId === postId),
        search: search.body.items.some((p: { post: { postId: string } }) => p.post.postId === postId),
        popular: popular.body.users.some((u: { userId: string }) => u.userId === remote.userId),
      };
    };

    it('is in public places before the limit', async () => {
      expect(await seen(stranger)).toEqual({ hashtag: true, search: true, popular: true });
    });

    it('leaves public places once limited, except for its followers', async () => {
      expect((await put(limitedHost, { policy: 'limit' })).status).toBe(200);
      expect(await seen(stranger)).toEqual({ hashtag: false, search: false, popular: false });
      expect(await seen(follower)).toMatchObject({ hashtag: true, search: true });
      expect(
        (await t.request({ method: 'DELETE', url: `/api/admin/servers/${limitedHost}`, headers: admin.auth })).status,
      ).toBe(204);
      expect(await seen(stranger)).toEqual({ hashtag: true, search: true, popular: true });
    });

    it('a block cuts its follows (counts kept right) and its accounts leave public places too', async () => {
      expect((await put(limitedHost, { policy: 'block' })).status).toBe(200);
      const { rows } = await t.db.query(`SELECT 1 FROM follows WHERE followed_id = $1`, [remote.userId]);
      expect(rows).toEqual([]);
      const { rows: counts } = await t.db.query<{ following_count: number }>(
        `SELECT following_count FROM users WHERE user_id = $1`,
        [follower.userId],
      );
      expect(counts[0]?.following_count).toBe(0); // it was 1
      expect(await seen(follower)).toMatchObject({ hashtag: false, search: false });
    });
  });
});

describe('blocked and limited servers with federation off', () => {
  it('have no routes', async () => {
    const t = await createTestApp({ ADMIN_USERS: 'boss' });
    try {
      const admin = await t.createUser('boss');
      expect((await t.request({ method: 'GET', url: '/api/admin/servers', headers: admin.auth })).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
