import type { TestUser } from '../../../test/test-app';
import { befriend, createClique, createPostsTestApp, post } from '../../../test/post-fixtures';
import { connect, trackSockets } from '../../../test/socket-test-client';

type Page = { posts: { postId: string; bookmarkedByMe: boolean }[]; hasMore: boolean; nextToken: string | null };

/** docs/API.md "Bookmarks": PUT/DELETE /posts/{id}/bookmark and GET /bookmarks. */
describe('bookmarks', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let author: TestUser;
  let reader: TestUser;
  let other: TestUser;

  const put = (user: TestUser | null, postId: string) =>
    t.request({ method: 'PUT', url: `/api/posts/${postId}/bookmark`, headers: user ? user.auth : {} });
  const remove = (user: TestUser | null, postId: string) =>
    t.request({ method: 'DELETE', url: `/api/posts/${postId}/bookmark`, headers: user ? user.auth : {} });
  const list = (user: TestUser | null, query = '') =>
    t.request({ method: 'GET', url: `/api/bookmarks${query}`, headers: user ? user.auth : {} });
  const listedIds = async (user: TestUser) => {
    const res = await list(user);
    expect(res.status).toBe(200);
    return (res.body as Page).posts.map((p) => p.postId);
  };
  const storedCount = async () => Number((await t.db.query('SELECT count(*) AS n FROM bookmarks')).rows[0]?.n);

  beforeAll(async () => {
    t = await createPostsTestApp();
    [author, reader, other] = await Promise.all(['bm_author', 'bm_reader', 'bm_other'].map((n) => t.createUser(n)));
  });
  afterAll(() => t.close());

  describe('PUT and DELETE /posts/{id}/bookmark', () => {
    it('bookmarks idempotently; the post says so to its bookmarker alone', async () => {
      const { postId } = await post(t, author, { content: 'keep me' });
      expect((await put(reader, postId)).body).toEqual({ bookmarked: true });
      expect((await put(reader, postId)).body).toEqual({ bookmarked: true });
      const seen = async (user: TestUser) =>
        (await t.request({ method: 'GET', url: `/api/posts/${postId}`, headers: user.auth })).body.post;
      expect(await seen(reader)).toMatchObject({ bookmarkedByMe: true });
      expect(await seen(author)).toMatchObject({ bookmarkedByMe: false });
      expect(JSON.stringify(await seen(author))).not.toContain(reader.userId);
      const notes = await t.db.query('SELECT 1 FROM notifications WHERE user_id = $1 AND post_id = $2', [
        author.userId,
        postId,
      ]);
      expect(notes.rows).toHaveLength(0);
      expect((await remove(reader, postId)).body).toEqual({ bookmarked: false });
      expect((await remove(reader, postId)).body).toEqual({ bookmarked: false });
      expect(await seen(reader)).toMatchObject({ bookmarkedByMe: false });
    });

    it('answers 400 naming the id for a malformed one, and stores nothing', async () => {
      const before = await storedCount();
      for (const res of [await put(reader, 'not-an-id'), await remove(reader, 'not-an-id')]) {
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('validation_failed');
        expect(res.body.error.details).toEqual([expect.objectContaining({ path: '/id' })]);
      }
      expect(await storedCount()).toBe(before);
    });

    it('answers 401 without a token', async () => {
      const { postId } = await post(t, author, { content: 'no token' });
      expect((await put(null, postId)).status).toBe(401);
      expect((await remove(null, postId)).status).toBe(401);
      expect(await listedIds(reader)).not.toContain(postId);
    });

    it('answers 404 for a post the caller cannot see, as other post routes do, and stores nothing', async () => {
      const cliqueId = await createClique(t, [author]);
      const { postId: cliquePost } = await post(t, author, { content: 'members only', cliqueId });
      const { postId: friendsPost } = await post(t, author, { content: 'friends only', audience: 'friends' });
      const missing = '00000000-0000-4000-8000-000000000000';
      const before = await storedCount();
      for (const postId of [cliquePost, friendsPost, missing]) {
        expect((await put(reader, postId)).status).toBe(404);
        expect((await remove(reader, postId)).status).toBe(404);
        expect((await t.request({ method: 'GET', url: `/api/posts/${postId}`, headers: reader.auth })).status).toBe(
          404,
        );
      }
      expect(await storedCount()).toBe(before);
    });

    it('refuses a suspended caller with 403 suspended', async () => {
      const suspended = await t.createUser('bm_suspended');
      const { postId } = await post(t, author, { content: 'while suspended' });
      await t.db.query("UPDATE users SET suspended_until = now() + interval '1 day' WHERE user_id = $1", [
        suspended.userId,
      ]);
      const res = await put(suspended, postId);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('suspended');
      expect((await list(suspended)).status).toBe(200);
    });
  });

  describe('GET /bookmarks', () => {
    it('lists the caller’s bookmarks as full posts, newest bookmark first, a page at a time', async () => {
      const lister = await t.createUser('bm_lister');
      const first = await post(t, author, { content: 'first written' });
      const second = await post(t, author, { content: 'second written' });
      const third = await post(t, author, { content: 'third written' });
      // Bookmarked in another order than written: the list follows the bookmarks.
      for (const p of [second, third, first]) await put(lister, p.postId);
      const page1 = (await list(lister, '?limit=2')).body as Page;
      expect(page1.posts.map((p) => p.postId)).toEqual([first.postId, third.postId]);
      expect(page1.posts[0]).toMatchObject({ content: 'first written', author: { userId: author.userId } });
      expect(page1.posts.every((p) => p.bookmarkedByMe)).toBe(true);
      expect(page1.hasMore).toBe(true);
      const page2 = (await list(lister, `?limit=2&nextToken=${page1.nextToken}`)).body as Page;
      expect(page2).toMatchObject({ hasMore: false, nextToken: null });
      expect(page2.posts.map((p) => p.postId)).toEqual([second.postId]);
    });

    it('answers 400 naming the field for a bad limit or nextToken', async () => {
      const refusals = [
        ['?limit=0', 'limit'],
        ['?limit=101', 'limit'],
        ['?limit=x', 'limit'],
        ['?nextToken=bad', 'nextToken'],
        ['?other=1', 'other'],
      ];
      for (const [query, field] of refusals) {
        const res = await list(reader, query);
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('validation_failed');
        expect(JSON.stringify(res.body.error)).toContain(field);
      }
    });

    it('answers 401 without a token', async () => {
      expect((await list(null)).status).toBe(401);
    });

    it('never shows anyone else’s bookmarks', async () => {
      const { postId } = await post(t, author, { content: 'only mine to keep' });
      await put(reader, postId);
      expect(await listedIds(reader)).toContain(postId);
      expect(await listedIds(other)).not.toContain(postId);
      expect(await listedIds(author)).not.toContain(postId);
    });
  });

  describe('a bookmark of a post the bookmarker can no longer see leaves the list', () => {
    it('when the post’s audience no longer admits them, and comes back when it does again', async () => {
      const friend = await t.createUser('bm_friend');
      await befriend(t, author, friend);
      const { postId } = await post(t, author, { content: 'for friends', audience: 'friends' });
      const { postId: publicPost } = await post(t, author, { content: 'for all, later for friends' });
      await put(friend, postId);
      await put(friend, publicPost);
      expect(await listedIds(friend)).toEqual(expect.arrayContaining([postId, publicPost]));
      expect(
        (await t.request({ method: 'DELETE', url: `/api/friends/${friend.userId}`, headers: author.auth })).status,
      ).toBe(204);
      await t.db.query("UPDATE posts SET audience = 'friends' WHERE post_id = $1", [publicPost]);
      expect(await listedIds(friend)).not.toContain(postId);
      expect(await listedIds(friend)).not.toContain(publicPost);
      await befriend(t, author, friend);
      expect(await listedIds(friend)).toEqual(expect.arrayContaining([postId, publicPost]));
    });

    it('when its author blocks the bookmarker (and while the bookmarker mutes the author)', async () => {
      const fan = await t.createUser('bm_fan');
      const { postId } = await post(t, author, { content: 'blocked later' });
      await put(fan, postId);
      await t.request({ method: 'POST', url: `/api/users/${fan.userId}/block`, headers: author.auth });
      expect(await listedIds(fan)).not.toContain(postId);
      expect((await put(fan, postId)).status).toBe(404);
      await t.request({ method: 'DELETE', url: `/api/users/${fan.userId}/block`, headers: author.auth });
      expect(await listedIds(fan)).toContain(postId);
      await t.request({ method: 'POST', url: `/api/users/${author.userId}/mute`, headers: fan.auth });
      expect(await listedIds(fan)).not.toContain(postId);
    });

    it('when the author blocks the bookmarker of a clique post (403 blocked to bookmark it again)', async () => {
      const member = await t.createUser('bm_member');
      const cliqueId = await createClique(t, [author, member]);
      const { postId } = await post(t, author, { content: 'clique post', cliqueId });
      await put(member, postId);
      expect(await listedIds(member)).toContain(postId);
      await t.request({ method: 'POST', url: `/api/users/${member.userId}/block`, headers: author.auth });
      expect(await listedIds(member)).not.toContain(postId);
      const res = await put(member, postId);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('blocked');
    });

    it('when the post is deleted: the bookmark goes with it', async () => {
      const { postId } = await post(t, author, { content: 'deleted later' });
      await put(reader, postId);
      await t.request({ method: 'DELETE', url: `/api/posts/${postId}`, headers: author.auth });
      expect(await listedIds(reader)).not.toContain(postId);
      const { rows } = await t.db.query('SELECT 1 FROM bookmarks WHERE post_id = $1', [postId]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('live', () => {
    const track = trackSockets();

    it('tells the bookmarker’s own sockets of each change, after the commit, and nobody else', async () => {
      const { postId } = await post(t, author, { content: 'live bookmark' });
      const [mine, authors] = [track(await connect(t, reader)), track(await connect(t, author))];
      await Promise.all([mine.next('counts'), authors.next('counts')]);
      await put(reader, postId);
      expect(await mine.next('bookmark', undefined, 1000)).toEqual({ type: 'bookmark', postId, bookmarked: true });
      await remove(reader, postId);
      expect(await mine.next('bookmark', (f) => !f.bookmarked, 1000)).toEqual({
        type: 'bookmark',
        postId,
        bookmarked: false,
      });
      expect(await authors.collect('bookmark', 300)).toEqual([]);
    });
  });

  it('moves the bookmarker’s kept first feed page: the feed shows the bookmark at once', async () => {
    const feedOf = async (user: TestUser) =>
      (await t.request({ method: 'GET', url: `/api/users/${user.userId}/feed`, headers: user.auth })).body as Page;
    const { postId } = await post(t, reader, { content: 'my own, bookmarked' });
    expect((await feedOf(reader)).posts.find((p) => p.postId === postId)?.bookmarkedByMe).toBe(false);
    await put(reader, postId);
    expect((await feedOf(reader)).posts.find((p) => p.postId === postId)?.bookmarkedByMe).toBe(true);
  });
});
