import type { TestUser } from '../../../test/test-app';
import { createClique, createPostsTestApp, post } from '../../../test/post-fixtures';

describe('hashtags and mentions', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let ann: TestUser;
  let bob: TestUser;
  let cat: TestUser;
  let cliqueId: string;
  beforeAll(async () => {
    t = await createPostsTestApp();
    [ann, bob, cat] = await Promise.all(['ann', 'bob', 'cat'].map((n) => t.createUser(n)));
    cliqueId = await createClique(t, [ann, bob]);
    await post(t, ann, { content: 'one #Sun' });
    await post(t, ann, { content: 'two #sun #sea' });
    await post(t, bob, { content: 'three #SUN @cat' });
    await post(t, cat, { content: 'four #sea' });
    await post(t, bob, { content: 'secret #sun #hidden @cat', cliqueId });
    // An old post: outside today and this week, inside this month.
    const old = await post(t, cat, { content: 'old #vintage' });
    await t.db.query("UPDATE posts SET created_at = now() - interval '10 days' WHERE post_id = $1", [old.postId]);
    await t.db.query("UPDATE post_hashtags SET created_at = now() - interval '10 days' WHERE post_id = $1", [
      old.postId,
    ]);
  });
  afterAll(() => t.close());

  const get = (user: TestUser, url: string) => t.request({ method: 'GET', url, headers: user.auth });
  const contents = (body: { posts: { content: string }[] }) => body.posts.map((p) => p.content);

  describe('GET /api/hashtags/search', () => {
    it('finds posts by tag, case-insensitive, with or without #, newest first, visible ones only', async () => {
      const res = await get(cat, '/api/hashtags/search?hashtag=SUN');
      expect(res.status).toBe(200);
      expect(res.body.hashtag).toBe('sun');
      expect(contents(res.body)).toEqual(['three #SUN @cat', 'two #sun #sea', 'one #Sun']);
      expect(contents((await get(ann, `/api/hashtags/search?hashtag=${encodeURIComponent('#sun')}`)).body)[0]).toBe(
        'secret #sun #hidden @cat',
      );
    });

    it('pages by nextToken', async () => {
      const first = await get(cat, '/api/hashtags/search?hashtag=sun&limit=2');
      expect(first.body).toMatchObject({ hasMore: true });
      const second = await get(cat, `/api/hashtags/search?hashtag=sun&limit=2&nextToken=${first.body.nextToken}`);
      expect(contents(second.body)).toEqual(['one #Sun']);
      expect(second.body).toMatchObject({ hasMore: false, nextToken: null });
    });

    it('refuses a missing or malformed tag, unknown fields and bad tokens; 401 without a token', async () => {
      for (const q of [
        '',
        '?hashtag=two%20words',
        `?hashtag=${'x'.repeat(51)}`,
        '?hashtag=sun&sort=top',
        '?hashtag=sun&nextToken=%7B%7D',
      ]) {
        expect((await get(cat, `/api/hashtags/search${q}`)).status).toBe(400);
      }
      expect((await t.request({ method: 'GET', url: '/api/hashtags/search?hashtag=sun' })).status).toBe(401);
    });
  });

  describe('GET /api/hashtags/trending', () => {
    it('counts distinct authors per tag among visible posts in the period', async () => {
      const res = await get(cat, '/api/hashtags/trending');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        period: 'today',
        trending: [
          { hashtag: 'sea', count: 2 },
          { hashtag: 'sun', count: 2 },
        ],
        total: 2,
      });
      const member = await get(ann, '/api/hashtags/trending?period=week');
      expect(member.body.trending).toEqual([
        { hashtag: 'sea', count: 2 },
        { hashtag: 'sun', count: 2 },
        { hashtag: 'hidden', count: 1 },
      ]);
      const month = await get(cat, '/api/hashtags/trending?period=month&limit=1');
      expect(month.body).toMatchObject({ period: 'month', trending: [{ hashtag: 'sea', count: 2 }], total: 3 });
    });

    it('refuses an unknown period, a limit over 100 and unknown fields; 401 without a token', async () => {
      for (const q of ['?period=year', '?limit=101', '?top=1'])
        expect((await get(cat, `/api/hashtags/trending${q}`)).status).toBe(400);
      expect((await t.request({ method: 'GET', url: '/api/hashtags/trending' })).status).toBe(401);
    });
  });

  describe('GET /api/users/{id}/mentions', () => {
    it("lists posts mentioning a user, without clique posts the reader can't see", async () => {
      const own = await get(cat, `/api/users/${cat.userId}/mentions`);
      expect(own.status).toBe(200);
      expect(contents(own.body)).toEqual(['three #SUN @cat']);
      expect(contents((await get(ann, `/api/users/${cat.userId}/mentions`)).body)).toEqual([
        'secret #sun #hidden @cat',
        'three #SUN @cat',
      ]);
    });

    it('refuses bad paging input, an unknown user (404) and no token (401)', async () => {
      expect((await get(cat, `/api/users/${cat.userId}/mentions?limit=500`)).status).toBe(400);
      expect((await get(cat, `/api/users/${cat.userId}/mentions?nextToken=zzz`)).status).toBe(400);
      expect((await get(cat, '/api/users/00000000-0000-4000-8000-000000000000/mentions')).status).toBe(404);
      expect((await t.request({ method: 'GET', url: `/api/users/${cat.userId}/mentions` })).status).toBe(401);
    });
  });
});
