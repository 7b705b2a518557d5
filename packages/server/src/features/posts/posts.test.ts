import type { TestUser } from '../../../test/test-app';
import { createClique, createPostsTestApp, post, upload, pngBytes } from '../../../test/post-fixtures';

describe('posts', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let ann: TestUser;
  let bob: TestUser;
  let cat: TestUser;
  beforeAll(async () => {
    t = await createPostsTestApp();
    ann = await t.createUser('ann');
    bob = await t.createUser('bob');
    cat = await t.createUser('cat');
  });
  afterAll(() => t.close());

  const postsCount = async (user: TestUser) =>
    (await t.db.query<{ n: number }>('SELECT posts_count AS n FROM users WHERE user_id = $1', [user.userId])).rows[0]
      ?.n;

  describe('POST /api/posts', () => {
    it('creates a post with hashtags and mentions parsed from the content and counts it on the author', async () => {
      const before = await postsCount(ann);
      const res = await t.request({
        method: 'POST',
        url: '/api/posts',
        headers: ann.auth,
        payload: { content: '  Hello #World with @bob and @nobody #world  ' },
      });
      expect(res.status).toBe(201);
      expect(res.body.post).toMatchObject({
        content: 'Hello #World with @bob and @nobody #world',
        hashtags: ['world'],
        mentions: [{ userId: bob.userId, username: 'bob' }],
        author: { userId: ann.userId, username: 'ann' },
        cliqueId: null,
        likesCount: 0,
        commentsCount: 0,
        sharesCount: 0,
        likedByMe: false,
        sharedByMe: false,
        bookmarkedByMe: false,
        media: [],
      });
      expect(await postsCount(ann)).toBe((before ?? 0) + 1);
      const notes = await t.db.query('SELECT type, actor_id FROM notifications WHERE user_id = $1 AND post_id = $2', [
        bob.userId,
        res.body.post.postId,
      ]);
      expect(notes.rows).toEqual([{ type: 'mention', actor_id: ann.userId }]);
    });

    it('attaches uploaded media of the author with its type and size', async () => {
      const file = await upload(t, ann, { name: 'dot.png', type: 'image/png', bytes: pngBytes, gzip: true });
      const created = await post(t, ann, { content: 'pic', media: [{ key: file.key }] });
      expect(created.media).toEqual([
        {
          key: file.key,
          url: expect.stringMatching(/^\/media\/files\/users\/.+\?expires=\d+&sig=/),
          type: 'image',
          fileType: 'image/png',
          fileSize: pngBytes.length,
        },
      ]);
    });

    it('refuses a post without content or media, over 5,000 characters, with more than 10 media or unknown fields', async () => {
      const cases = [
        { content: '   ' },
        { content: 'x'.repeat(5001) },
        { content: 'x', media: Array.from({ length: 11 }, (_, i) => ({ key: `k${i}` })) },
        { content: 'x', authorId: bob.userId },
        { content: 'x', media: [{ key: 'k', url: 'http://evil' }] },
      ];
      for (const payload of cases) {
        const res = await t.request({ method: 'POST', url: '/api/posts', headers: ann.auth, payload });
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('validation_failed');
      }
      expect((await t.db.query('SELECT 1 FROM posts WHERE content = $1', ['x'])).rows).toHaveLength(0);
    });

    it("refuses another user's media key", async () => {
      const file = await upload(t, bob, { name: 'b.png', type: 'image/png', bytes: pngBytes });
      const res = await t.request({
        method: 'POST',
        url: '/api/posts',
        headers: ann.auth,
        payload: { content: 'mine?', media: [{ key: file.key }] },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(`Unknown media key: ${file.key}`);
    });

    it('posts into a clique only for its members (404 for others)', async () => {
      const cliqueId = await createClique(t, [ann, bob]);
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/posts',
            headers: bob.auth,
            payload: { content: 'in', cliqueId },
          })
        ).status,
      ).toBe(201);
      const res = await t.request({
        method: 'POST',
        url: '/api/posts',
        headers: cat.auth,
        payload: { content: 'in', cliqueId },
      });
      expect(res.status).toBe(404);
    });

    it('answers 401 without a token, or with one that is not a valid ID token', async () => {
      const res = await t.request({ method: 'POST', url: '/api/posts', payload: { content: 'x' } });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
      const forged = `${ann.idToken.split('.').slice(0, 2).join('.')}.forged-signature`;
      for (const authorization of ['Bearer nonsense', `Bearer ${forged}`, `Basic ${ann.idToken}`]) {
        expect(
          (
            await t.request({
              method: 'POST',
              url: '/api/posts',
              headers: { authorization },
              payload: { content: 'x' },
            })
          ).status,
        ).toBe(401);
      }
    });
  });

  describe('GET /api/posts/{id}', () => {
    it('shows a public post to anyone signed in', async () => {
      const created = await post(t, ann, { content: 'public' });
      const res = await t.request({ method: 'GET', url: `/api/posts/${created.postId}`, headers: cat.auth });
      expect(res.status).toBe(200);
      expect(res.body.post.content).toBe('public');
    });

    it("answers 404 to a non-member reading a clique's post and for an unknown id, 400 for a malformed one", async () => {
      const cliqueId = await createClique(t, [ann, bob]);
      const secret = await post(t, ann, { content: 'members only', cliqueId });
      expect((await t.request({ method: 'GET', url: `/api/posts/${secret.postId}`, headers: bob.auth })).status).toBe(
        200,
      );
      for (const id of [secret.postId, '00000000-0000-4000-8000-000000000000']) {
        const res = await t.request({ method: 'GET', url: `/api/posts/${id}`, headers: cat.auth });
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('not_found');
      }
      const malformed = await t.request({ method: 'GET', url: '/api/posts/not-an-id', headers: cat.auth });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error).toMatchObject({ code: 'validation_failed', message: 'id must match format "uuid"' });
    });

    it('answers 401 without a token', async () => {
      const created = await post(t, ann, { content: 'x1' });
      expect((await t.request({ method: 'GET', url: `/api/posts/${created.postId}` })).status).toBe(401);
    });
  });

  describe('PUT /api/posts/{id}', () => {
    it('lets the author edit, re-parsing hashtags and mentions', async () => {
      const created = await post(t, ann, { content: 'old #before' });
      const res = await t.request({
        method: 'PUT',
        url: `/api/posts/${created.postId}`,
        headers: ann.auth,
        payload: { content: 'new #after @cat' },
      });
      expect(res.status).toBe(200);
      expect(res.body.post).toMatchObject({
        content: 'new #after @cat',
        hashtags: ['after'],
        mentions: [{ username: 'cat' }],
      });
      const tags = await t.db.query('SELECT tag FROM post_hashtags WHERE post_id = $1', [created.postId]);
      expect(tags.rows).toEqual([{ tag: 'after' }]);
    });

    it("refuses another user's post (403), unknown fields and over-long content (400), and no token (401)", async () => {
      const created = await post(t, ann, { content: 'mine' });
      const url = `/api/posts/${created.postId}`;
      expect((await t.request({ method: 'PUT', url, headers: bob.auth, payload: { content: 'hacked' } })).status).toBe(
        403,
      );
      expect(
        (await t.request({ method: 'PUT', url, headers: ann.auth, payload: { content: 'x', cliqueId: null } })).status,
      ).toBe(400);
      expect(
        (await t.request({ method: 'PUT', url, headers: ann.auth, payload: { content: 'x'.repeat(5001) } })).status,
      ).toBe(400);
      expect((await t.request({ method: 'PUT', url, headers: ann.auth, payload: { content: '' } })).status).toBe(400);
      expect((await t.request({ method: 'PUT', url, payload: { content: 'x' } })).status).toBe(401);
      expect((await t.request({ method: 'GET', url, headers: ann.auth })).body.post.content).toBe('mine');
    });
  });

  describe('DELETE /api/posts/{id}', () => {
    it('lets the author delete, uncounting the post; its file is left to the release job (grace period)', async () => {
      const file = await upload(t, ann, { name: 'gone.png', type: 'image/png', bytes: pngBytes });
      const created = await post(t, ann, { content: 'bye', media: [{ key: file.key }] });
      const before = await postsCount(ann);
      const res = await t.request({ method: 'DELETE', url: `/api/posts/${created.postId}`, headers: ann.auth });
      expect(res.status).toBe(204);
      expect(await postsCount(ann)).toBe((before ?? 0) - 1);
      expect((await t.request({ method: 'GET', url: `/api/posts/${created.postId}`, headers: ann.auth })).status).toBe(
        404,
      );
      expect((await t.db.query('SELECT 1 FROM media_releases WHERE key = $1', [file.key])).rows).toHaveLength(1);
    });

    it("refuses another user's post (403), a post you cannot see (404) and no token (401)", async () => {
      const created = await post(t, ann, { content: 'stay' });
      expect(
        (await t.request({ method: 'DELETE', url: `/api/posts/${created.postId}`, headers: bob.auth })).status,
      ).toBe(403);
      const cliqueId = await createClique(t, [ann]);
      const hidden = await post(t, ann, { content: 'hidden', cliqueId });
      expect(
        (await t.request({ method: 'DELETE', url: `/api/posts/${hidden.postId}`, headers: bob.auth })).status,
      ).toBe(404);
      expect((await t.request({ method: 'DELETE', url: `/api/posts/${created.postId}` })).status).toBe(401);
      expect((await t.request({ method: 'GET', url: `/api/posts/${created.postId}`, headers: ann.auth })).status).toBe(
        200,
      );
    });
  });
});
