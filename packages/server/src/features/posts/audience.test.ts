import type { TestUser } from '../../../test/test-app';
import {
  befriend,
  createClique,
  createPostsTestApp,
  follow,
  pngBytes,
  post,
  upload,
} from '../../../test/post-fixtures';

type Page = { posts: { postId: string }[] };

/** docs/API.md "Safety", Audience: a friends-only post on every read path. */
describe('who may see a post: audience "friends"', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let author: TestUser;
  let friend: TestUser;
  let follower: TestUser;
  let stranger: TestUser;
  let secret: { postId: string; [key: string]: unknown };
  let mediaKey: string;
  let forEveryone: { postId: string };

  const get = (user: TestUser | null, url: string) => t.request({ method: 'GET', url, headers: user ? user.auth : {} });
  const ids = (body: Page) => body.posts.map((p) => p.postId);
  /** Whether the friends-only post is on a list read by `user`. */
  const lists = async (user: TestUser, url: string) => {
    const res = await get(user, url);
    expect(res.status).toBe(200);
    return ids(res.body as Page).includes(secret.postId);
  };
  const feedOf = (user: TestUser, type = 'all') => `/api/users/${user.userId}/feed?type=${type}`;

  beforeAll(async () => {
    t = await createPostsTestApp();
    [author, friend, follower, stranger] = await Promise.all(
      ['aud_author', 'aud_friend', 'aud_follower', 'aud_stranger'].map((n) => t.createUser(n)),
    );
    await befriend(t, author, friend);
    await follow(t, follower, author);
    await follow(t, friend, author);
    // Feed heads are built before the post, so the post reaches them through the insert trigger.
    for (const reader of [author, friend, follower, stranger]) await get(reader, feedOf(reader));
    await post(t, author, { content: 'Earlier, for everyone #hushhush' });
    mediaKey = (await upload(t, author, { name: 'p.png', type: 'image/png', bytes: pngBytes })).key;
    secret = await post(t, author, {
      content: 'For friends #hushhush #friendsonly with @aud_friend and @aud_stranger',
      audience: 'friends',
      media: [{ key: mediaKey }],
    });
    forEveryone = await post(t, author, { content: 'For everyone #hushhush_public' });
  });
  afterAll(() => t.close());

  it('stores and answers the audience; public by default, clique with a clique', async () => {
    expect(secret.audience).toBe('friends');
    expect((await post(t, author, { content: 'plain' })).audience).toBe('public');
    const cliqueId = await createClique(t, [author, friend]);
    expect((await post(t, author, { content: 'in the clique', cliqueId })).audience).toBe('clique');
  });

  it('refuses friends with a clique, and an audience the contract does not name', async () => {
    const cliqueId = await createClique(t, [author]);
    for (const payload of [
      { content: 'x', cliqueId, audience: 'friends' },
      { content: 'x', audience: 'clique' },
      { content: 'x', audience: 'everyone' },
    ]) {
      const res = await t.request({ method: 'POST', url: '/api/posts', headers: author.auth, payload });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
  });

  it('shows the post to the author and their friends on the post page, comments and likes; 404 for others, 401 without a token', async () => {
    for (const viewer of [author, friend]) {
      expect((await get(viewer, `/api/posts/${secret.postId}`)).status).toBe(200);
      expect((await get(viewer, `/api/posts/${secret.postId}/comments`)).status).toBe(200);
    }
    for (const viewer of [follower, stranger]) {
      expect((await get(viewer, `/api/posts/${secret.postId}`)).status).toBe(404);
      expect((await get(viewer, `/api/posts/${secret.postId}/comments`)).status).toBe(404);
      const comment = await t.request({
        method: 'POST',
        url: `/api/posts/${secret.postId}/comments`,
        headers: viewer.auth,
        payload: { content: 'hi' },
      });
      expect(comment.status).toBe(404);
      expect(
        (await t.request({ method: 'POST', url: `/api/posts/${secret.postId}/like`, headers: viewer.auth })).status,
      ).toBe(404);
    }
    expect((await get(null, `/api/posts/${secret.postId}`)).status).toBe(401);
    const comment = await t.request({
      method: 'POST',
      url: `/api/posts/${secret.postId}/comments`,
      headers: friend.auth,
      payload: { content: 'seen' },
    });
    expect(comment.status).toBe(201);
  });

  it('lists the post in feeds (heads and merge), the profile, hashtag search and mentions only for the author and friends', async () => {
    expect(await lists(author, feedOf(author))).toBe(true);
    expect(await lists(friend, feedOf(friend))).toBe(true);
    expect(await lists(friend, feedOf(friend, 'friends'))).toBe(true);
    expect(await lists(follower, feedOf(follower))).toBe(false);
    expect(await lists(follower, feedOf(follower, 'following'))).toBe(false);
    const heads = await t.db.query<{ reader_id: string }>('SELECT reader_id FROM feed_head_items WHERE post_id = $1', [
      secret.postId,
    ]);
    expect(heads.rows.map((r) => r.reader_id).sort()).toEqual([author.userId, friend.userId].sort());

    for (const [viewer, sees] of [
      [author, true],
      [friend, true],
      [follower, false],
      [stranger, false],
    ] as const) {
      expect(await lists(viewer, `/api/users/${author.userId}/feed?type=own`)).toBe(sees);
      expect(await lists(viewer, '/api/hashtags/search?hashtag=hushhush')).toBe(sees);
    }
    expect(await lists(friend, `/api/users/${friend.userId}/mentions`)).toBe(true);
    expect(await lists(stranger, `/api/users/${stranger.userId}/mentions`)).toBe(false);
    expect(await lists(author, `/api/users/${stranger.userId}/mentions`)).toBe(true);
  });

  it('leaves no hole in the pages of those who may not see it (filtered in the list, not after it)', async () => {
    for (const [viewer, url] of [
      [follower, feedOf(follower)],
      [follower, `/api/users/${author.userId}/feed?type=own`],
      [stranger, '/api/hashtags/search?hashtag=hushhush'],
    ] as const) {
      let token: string | null = null;
      do {
        const res = await get(
          viewer,
          `${url}${url.includes('?') ? '&' : '?'}limit=1${token ? `&nextToken=${token}` : ''}`,
        );
        expect(res.body.posts).toHaveLength(1);
        token = res.body.nextToken;
      } while (token);
    }
  });

  it('signs its media for the author and friends only', async () => {
    const sign = (viewer: TestUser) => get(viewer, `/api/signed-url?key=${encodeURIComponent(mediaKey)}`);
    expect((await sign(friend)).status).toBe(200);
    expect((await sign(stranger)).status).toBe(404);
  });

  it('notifies a mentioned friend, not a mentioned stranger who cannot see it', async () => {
    const mentionsOf = async (user: TestUser) =>
      (
        await t.db.query('SELECT 1 FROM notifications WHERE user_id = $1 AND type = $2 AND post_id = $3', [
          user.userId,
          'mention',
          secret.postId,
        ])
      ).rows.length;
    expect(await mentionsOf(friend)).toBe(1);
    expect(await mentionsOf(stranger)).toBe(0);
  });

  it('keeps its hashtag out of trending for everyone', async () => {
    for (const viewer of [author, friend, stranger]) {
      const res = await get(viewer, '/api/hashtags/trending?period=today');
      const tags = (res.body.trending as { hashtag: string }[]).map((x) => x.hashtag);
      expect(tags).toContain('hushhush_public');
      expect(tags).not.toContain('friendsonly');
    }
  });

  it('refuses to share it (403 forbidden), for friends and the author alike', async () => {
    for (const viewer of [friend, author]) {
      const res = await t.request({
        method: 'POST',
        url: `/api/posts/${secret.postId}/share`,
        headers: viewer.auth,
        payload: {},
      });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
    expect((await t.db.query('SELECT 1 FROM shares WHERE post_id = $1', [secret.postId])).rows).toEqual([]);
  });

  it('hides it from a friend on the next read once the friendship ends', async () => {
    await lists(friend, feedOf(friend));
    const ended = await t.request({ method: 'DELETE', url: `/api/friends/${author.userId}`, headers: friend.auth });
    expect(ended.status).toBe(204);
    expect(await lists(friend, feedOf(friend))).toBe(false);
    expect(await lists(friend, `/api/users/${author.userId}/feed?type=own`)).toBe(false);
    expect(await lists(friend, '/api/hashtags/search?hashtag=hushhush')).toBe(false);
    expect(await lists(friend, `/api/users/${friend.userId}/mentions`)).toBe(false);
    expect((await get(friend, `/api/posts/${secret.postId}`)).status).toBe(404);
    expect((await get(friend, `/api/posts/${secret.postId}/comments`)).status).toBe(404);
    // Still a follower: the author's public posts stay in the feed.
    expect(ids((await get(friend, feedOf(friend))).body as Page)).toContain(forEveryone.postId);
  });
});
