import { randomUUID } from 'node:crypto';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { issueTokens } from '../identity/tokens';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

describe('Users API', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.createUser('alice');
    bob = await t.createUser('bob');
  }, 120_000);
  afterAll(() => t?.close());

  const get = (url: string, user?: TestUser | { authorization: string }) =>
    t.request({ method: 'GET', url, headers: user ? ('auth' in user ? user.auth : user) : {} });
  const put = (url: string, payload: unknown, user: TestUser = alice) =>
    t.request({ method: 'PUT', url, payload: payload as object, headers: user.auth });

  async function tokenFor(claims: { sub: string; username: string; email: string; name?: string }) {
    const { idToken } = await issueTokens(
      { ...claims, emailVerified: true },
      {
        key: t.context.signingKey,
        issuer: t.context.identityIssuer,
        clientId: t.config.identityClientId,
        originJti: randomUUID(),
        authTime: Math.floor(Date.now() / 1000),
      },
    );
    return { authorization: `Bearer ${idToken}` };
  }

  describe('POST /users/sync', () => {
    it("creates the caller's row from the token, then refreshes its email without touching edited fields", async () => {
      const sub = randomUUID();
      const first = await t.request({
        method: 'POST',
        url: '/api/users/sync',
        headers: await tokenFor({ sub, username: 'carol', email: 'carol@example.com', name: 'Carol C' }),
      });
      expect(first.status).toBe(200);
      expect(first.body.user).toMatchObject({
        userId: sub,
        username: 'carol',
        displayName: 'Carol C',
        email: 'carol@example.com',
        settings: {},
        followersCount: 0,
        friendStatus: 'none',
      });
      await t.db.query("UPDATE users SET display_name = 'Carol Edited' WHERE user_id = $1", [sub]);
      const again = await t.request({
        method: 'POST',
        url: '/api/users/sync',
        headers: await tokenFor({ sub, username: 'carol', email: 'new@example.com' }),
      });
      expect(again.body.user).toMatchObject({ email: 'new@example.com', displayName: 'Carol Edited' });
    });

    it('refuses a username another account holds (409) and needs a token (401)', async () => {
      const taken = await t.request({
        method: 'POST',
        url: '/api/users/sync',
        headers: await tokenFor({ sub: randomUUID(), username: 'ALICE', email: 'x@example.com' }),
      });
      expect(taken.status).toBe(409);
      expect(taken.body.error.code).toBe('conflict');
      expect((await t.request({ method: 'POST', url: '/api/users/sync' })).status).toBe(401);
    });
  });

  describe('GET /users/{id}', () => {
    it('shows email and settings to yourself only', async () => {
      const self = await get(`/api/users/${alice.userId}`, alice);
      expect(self.status).toBe(200);
      expect(self.body.user).toMatchObject({
        userId: alice.userId,
        username: 'alice',
        email: alice.email,
        settings: {},
        bio: '',
        profilePicture: null,
      });
      expect(self.body.user.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const other = await get(`/api/users/${alice.userId}`, bob);
      expect(other.status).toBe(200);
      expect(other.body.user).not.toHaveProperty('email');
      expect(other.body.user).not.toHaveProperty('settings');
    });

    it("counts followers, following and friends, and shows the caller's relation", async () => {
      const dave = await t.createUser('dave');
      const erin = await t.createUser('erin');
      await t.db.query('INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2), ($3, $2), ($2, $1)', [
        bob.userId,
        dave.userId,
        erin.userId,
      ]);
      await t.db.query(
        "INSERT INTO friendships (sender_id, recipient_id, status) VALUES ($1, $2, 'accepted'), ($3, $1, 'pending')",
        [dave.userId, erin.userId, bob.userId],
      );
      const seenByBob = (await get(`/api/users/${dave.userId}`, bob)).body.user;
      expect(seenByBob).toMatchObject({
        followersCount: 2,
        followingCount: 1,
        friendsCount: 1,
        isFollowing: true,
        friendStatus: 'pending_sent',
      });
      expect((await get(`/api/users/${bob.userId}`, dave)).body.user).toMatchObject({
        friendStatus: 'pending_received',
        isFollowing: true,
      });
      expect((await get(`/api/users/${dave.userId}`, erin)).body.user).toMatchObject({
        friendStatus: 'accepted',
        isFollowing: true,
      });
      expect((await get(`/api/users/${dave.userId}`, dave)).body.user).toMatchObject({
        friendStatus: 'none',
        isFollowing: false,
      });
    });

    it('creates your own row on first read when you were never synced', async () => {
      const sub = randomUUID();
      const res = await get(
        `/api/users/${sub}`,
        await tokenFor({ sub, username: 'fresh_one', email: 'fresh@example.com' }),
      );
      expect(res).toMatchObject({
        status: 200,
        body: { user: { userId: sub, username: 'fresh_one', email: 'fresh@example.com' } },
      });
    });

    it('answers 404 for an unknown id and 400 for a malformed one, as every :id route does', async () => {
      expect((await get(`/api/users/${randomUUID()}`, alice)).body.error).toEqual({
        code: 'not_found',
        message: 'User not found',
      });
      const malformed = await get('/api/users/not-a-uuid', alice);
      expect(malformed.status).toBe(400);
      expect(malformed.body.error).toMatchObject({ code: 'validation_failed', message: 'id must match format "uuid"' });
    });

    it('answers 401 without a token, with a forged token and with an expired one', async () => {
      expect((await get(`/api/users/${alice.userId}`)).status).toBe(401);
      const claims = decodeJwt(alice.idToken);
      const { privateKey } = await generateKeyPair('RS256');
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: t.context.signingKey.kid })
        .sign(privateKey);
      expect((await get(`/api/users/${alice.userId}`, { authorization: `Bearer ${forged}` })).status).toBe(401);
      const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
        .setProtectedHeader({ alg: 'RS256', kid: t.context.signingKey.kid })
        .sign(t.context.signingKey.privateKey);
      const res = await get(`/api/users/${alice.userId}`, { authorization: `Bearer ${expired}` });
      expect(res).toMatchObject({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Invalid or expired token' } },
      });
    });
  });

  describe('GET /users/search', () => {
    beforeAll(async () => {
      await t.createUser('searchable_one');
      const two = await t.createUser('zed_two');
      await t.db.query("UPDATE users SET display_name = 'Searchable Zed' WHERE user_id = $1", [two.userId]);
      await t.createUser('per_cent');
    });

    it('finds people by username or display-name prefix, case-insensitively', async () => {
      const res = await get('/api/users/search?query=%20SEARCH', alice);
      expect(res.status).toBe(200);
      expect(res.body.users.map((u: { username: string }) => u.username)).toEqual(['searchable_one', 'zed_two']);
      expect(Object.keys(res.body.users[0]).sort()).toEqual(['displayName', 'profilePicture', 'userId', 'username']);
    });

    it('matches wildcards literally and respects the limit', async () => {
      expect((await get('/api/users/search?query=%25', alice)).body.users).toEqual([]);
      expect((await get('/api/users/search?query=per_', alice)).body.users).toHaveLength(1);
      expect((await get('/api/users/search?query=s&limit=1', alice)).body.users).toHaveLength(1);
    });

    it('refuses an empty query, a limit over 100, unknown parameters and callers without a token', async () => {
      expect((await get('/api/users/search?query=', alice)).status).toBe(400);
      expect((await get('/api/users/search?query=%20%20', alice)).status).toBe(400);
      expect((await get('/api/users/search?query=a&limit=101', alice)).status).toBe(400);
      expect((await get('/api/users/search?query=a&admin=1', alice)).status).toBe(400);
      expect((await get('/api/users/search?query=a')).status).toBe(401);
    });
  });

  describe('PUT /users/{id}', () => {
    it('changes your own profile fields, trimmed', async () => {
      const picture = `/media/files/users/${alice.userId}/profile/avatar.jpg`;
      const res = await put(`/api/users/${alice.userId}`, {
        displayName: '  Alice A  ',
        bio: 'Hi',
        location: 'Oslo',
        profession: 'Pilot',
        profilePicture: picture,
      });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({
        displayName: 'Alice A',
        bio: 'Hi',
        location: 'Oslo',
        profession: 'Pilot',
        profilePicture: picture,
        email: alice.email,
      });
      expect((await put(`/api/users/${alice.userId}`, { profilePicture: null })).body.user.profilePicture).toBeNull();
      expect(
        (await put(`/api/users/${alice.userId}`, { profilePicture: `users/${alice.userId}/profile/avatar.jpg` }))
          .status,
      ).toBe(200);
    });

    it.each([
      ['an unknown field', { role: 'admin' }, 'Unknown field: role'],
      ['a bio over 500 characters', { bio: 'x'.repeat(501) }, undefined],
      ['a display name over 80 characters', { displayName: 'x'.repeat(81) }, undefined],
      ['a blank display name', { displayName: '   ' }, undefined],
      ['a location over 100 characters', { location: 'x'.repeat(101) }, undefined],
      ['a picture URL over 1024 characters', { profilePicture: `users/x/${'a'.repeat(1024)}` }, undefined],
      [
        "someone else's picture",
        { profilePicture: '/media/files/users/00000000-0000-4000-8000-000000000000/profile/avatar.jpg' },
        'profilePicture must be one of your own media files',
      ],
      ['a script URL', { profilePicture: 'javascript:alert(1)' }, 'profilePicture must be one of your own media files'],
    ])('refuses %s (400) and changes nothing', async (_case, body, message) => {
      const before = (await get(`/api/users/${alice.userId}`, alice)).body.user;
      const res = await put(`/api/users/${alice.userId}`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      if (message) expect(res.body.error.message).toBe(message);
      expect((await get(`/api/users/${alice.userId}`, alice)).body.user).toEqual(before);
    });

    it("refuses to change another person's profile (403) or without a token (401)", async () => {
      const res = await put(`/api/users/${bob.userId}`, { bio: 'hacked' });
      expect(res).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
      expect((await get(`/api/users/${bob.userId}`, bob)).body.user.bio).toBe('');
      expect(
        (await t.request({ method: 'PUT', url: `/api/users/${alice.userId}`, payload: { bio: 'x' } })).status,
      ).toBe(401);
    });
  });

  describe('PUT /users/{id}/settings', () => {
    it('replaces your own settings and shows them to you', async () => {
      const settings = { theme: 'dark', notifications: { email: false } };
      const res = await put(`/api/users/${alice.userId}/settings`, { settings });
      expect(res).toMatchObject({ status: 200, body: { settings } });
      expect((await get(`/api/users/${alice.userId}`, alice)).body.user.settings).toEqual(settings);
    });

    it('refuses settings over 16 KB (413), malformed bodies (400), another person (403), no token (401)', async () => {
      expect(
        (await put(`/api/users/${alice.userId}/settings`, { settings: { blob: 'x'.repeat(16 * 1024) } })).status,
      ).toBe(413);
      expect((await put(`/api/users/${alice.userId}/settings`, { settings: [1, 2] })).status).toBe(400);
      expect((await put(`/api/users/${alice.userId}/settings`, { settings: {}, extra: 1 })).status).toBe(400);
      expect((await put(`/api/users/${alice.userId}/settings`, {})).status).toBe(400);
      expect((await put(`/api/users/${bob.userId}/settings`, { settings: { theme: 'dark' } })).status).toBe(403);
      expect((await get(`/api/users/${bob.userId}`, bob)).body.user.settings).toEqual({});
      expect(
        (await t.request({ method: 'PUT', url: `/api/users/${alice.userId}/settings`, payload: { settings: {} } }))
          .status,
      ).toBe(401);
    });
  });

  it('documents every users route in the OpenAPI document under the users tag', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).body;
    for (const [path, method] of [
      ['/api/users/sync', 'post'],
      ['/api/users/search', 'get'],
      ['/api/users/{id}', 'get'],
      ['/api/users/{id}', 'put'],
      ['/api/users/{id}/settings', 'put'],
    ] as const) {
      expect(doc.paths[path][method].tags).toEqual(['users']);
    }
  });
});
