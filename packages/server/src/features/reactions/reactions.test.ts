import type { TestUser } from '../../../test/test-app';
import { createClique, createPostsTestApp, post } from '../../../test/post-fixtures';

describe('likes and shares', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let author: TestUser;
  let fan: TestUser;
  let outsider: TestUser;
  beforeAll(async () => {
    t = await createPostsTestApp();
    [author, fan, outsider] = await Promise.all(['author', 'fan', 'outsider'].map((n) => t.createUser(n)));
  });
  afterAll(() => t.close());

  it('likes and unlikes idempotently; the author is notified once', async () => {
    const { postId } = await post(t, author, { content: 'like me' });
    const url = `/api/posts/${postId}/like`;
    expect((await t.request({ method: 'POST', url, headers: fan.auth })).body).toEqual({ liked: true, likesCount: 1 });
    expect((await t.request({ method: 'POST', url, headers: fan.auth })).body).toEqual({ liked: true, likesCount: 1 });
    expect(
      (await t.request({ method: 'GET', url: `/api/posts/${postId}`, headers: fan.auth })).body.post,
    ).toMatchObject({ likesCount: 1, likedByMe: true });
    expect((await t.request({ method: 'DELETE', url, headers: fan.auth })).body).toEqual({
      liked: false,
      likesCount: 0,
    });
    expect((await t.request({ method: 'DELETE', url, headers: fan.auth })).body).toEqual({
      liked: false,
      likesCount: 0,
    });
    await t.request({ method: 'POST', url, headers: fan.auth });
    const notes = await t.db.query(
      "SELECT 1 FROM notifications WHERE user_id = $1 AND type = 'post_like' AND post_id = $2",
      [author.userId, postId],
    );
    expect(notes.rows).toHaveLength(1);
  });

  it('keeps the count exact under concurrent likes and unlikes', async () => {
    const { postId } = await post(t, author, { content: 'popular' });
    const users = await Promise.all(Array.from({ length: 12 }, () => t.createUser()));
    const like = (u: TestUser) => t.request({ method: 'POST', url: `/api/posts/${postId}/like`, headers: u.auth });
    await Promise.all([...users.map(like), ...users.map(like)]);
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT likes_count AS n FROM posts WHERE post_id = $1', [postId])).rows[0]?.n;
    expect(await count()).toBe(12);
    await Promise.all(
      users
        .slice(0, 5)
        .flatMap((u) =>
          [1, 2].map(() => t.request({ method: 'DELETE', url: `/api/posts/${postId}/like`, headers: u.auth })),
        ),
    );
    expect(await count()).toBe(7);
    const rows = await t.db.query('SELECT 1 FROM post_likes WHERE post_id = $1', [postId]);
    expect(rows.rows).toHaveLength(7);
  });

  it('shares once and unshares, counting exactly and notifying the author once', async () => {
    const { postId } = await post(t, author, { content: 'share me' });
    const url = `/api/posts/${postId}/share`;
    expect(
      (await t.request({ method: 'POST', url, headers: fan.auth, payload: { comment: 'must read' } })).body,
    ).toEqual({ shared: true, sharesCount: 1 });
    expect((await t.request({ method: 'POST', url, headers: fan.auth })).body).toEqual({
      shared: true,
      sharesCount: 1,
    });
    expect(
      (await t.request({ method: 'GET', url: `/api/posts/${postId}`, headers: fan.auth })).body.post,
    ).toMatchObject({ sharesCount: 1, sharedByMe: true });
    expect((await t.request({ method: 'DELETE', url, headers: fan.auth })).body).toEqual({
      shared: false,
      sharesCount: 0,
    });
    await t.request({ method: 'POST', url, headers: fan.auth });
    const notes = await t.db.query(
      "SELECT 1 FROM notifications WHERE user_id = $1 AND type = 'share' AND post_id = $2",
      [author.userId, postId],
    );
    expect(notes.rows).toHaveLength(1);
  });

  it('refuses unknown share fields, an over-long comment and no token', async () => {
    const { postId } = await post(t, author, { content: 'strict share' });
    const url = `/api/posts/${postId}/share`;
    expect(
      (await t.request({ method: 'POST', url, headers: fan.auth, payload: { comment: 'x', userId: outsider.userId } }))
        .status,
    ).toBe(400);
    expect(
      (await t.request({ method: 'POST', url, headers: fan.auth, payload: { comment: 'x'.repeat(2001) } })).status,
    ).toBe(400);
    expect((await t.request({ method: 'POST', url })).status).toBe(401);
    expect((await t.request({ method: 'POST', url: `/api/posts/${postId}/like` })).status).toBe(401);
    expect(
      (await t.db.query<{ n: number }>('SELECT shares_count AS n FROM posts WHERE post_id = $1', [postId])).rows[0]?.n,
    ).toBe(0);
  });

  it("answers 404 for likes and shares of a clique's post by a non-member", async () => {
    const cliqueId = await createClique(t, [author, fan]);
    const { postId } = await post(t, author, { content: 'inner circle', cliqueId });
    for (const [method, path] of [
      ['POST', 'like'],
      ['DELETE', 'like'],
      ['POST', 'share'],
      ['DELETE', 'share'],
    ] as const) {
      expect((await t.request({ method, url: `/api/posts/${postId}/${path}`, headers: outsider.auth })).status).toBe(
        404,
      );
    }
    expect((await t.request({ method: 'POST', url: `/api/posts/${postId}/like`, headers: fan.auth })).status).toBe(200);
  });
});
