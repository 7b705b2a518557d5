import type { TestUser } from '../../../test/test-app';
import { befriend, createClique, createPostsTestApp, follow, post } from '../../../test/post-fixtures';

describe('GET /api/users/{id}/feed', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let me: TestUser;
  let friend: TestUser;
  let followed: TestUser;
  let stranger: TestUser;
  let ids: Record<string, string>;
  let cliqueId: string;
  let strangersCliqueId: string;

  beforeAll(async () => {
    t = await createPostsTestApp();
    [me, friend, followed, stranger] = await Promise.all(
      ['me', 'friend', 'followed', 'stranger'].map((n) => t.createUser(n)),
    );
    await befriend(t, friend, me);
    await follow(t, me, followed);
    cliqueId = await createClique(t, [stranger, me]);
    strangersCliqueId = await createClique(t, [stranger, friend]);
    ids = {};
    for (const [name, user, body] of [
      ['mine', me, { content: 'mine' }],
      ['friends', friend, { content: 'from a friend' }],
      ['followed', followed, { content: 'from someone I follow' }],
      ['stranger', stranger, { content: 'from a stranger' }],
      ['clique', stranger, { content: 'in my clique', cliqueId }],
      ['hiddenClique', friend, { content: "in a clique I'm not in", cliqueId: strangersCliqueId }],
    ] as const) {
      ids[name] = (await post(t, user, body)).postId;
    }
    await t.request({
      method: 'POST',
      url: `/api/posts/${ids.stranger}/share`,
      headers: friend.auth,
      payload: { comment: 'look' },
    });
  });
  afterAll(() => t.close());

  const feed = (query: string, user: TestUser = me, owner: TestUser = user) =>
    t.request({ method: 'GET', url: `/api/users/${owner.userId}/feed${query}`, headers: user.auth });
  const contents = (body: { posts: { content: string; sharedBy?: { username: string } }[] }) =>
    body.posts.map((p) => (p.sharedBy ? `${p.content} (shared by ${p.sharedBy.username})` : p.content));

  it('all = my posts, friends, followed users, my cliques and their shares, newest first', async () => {
    const res = await feed('');
    expect(res.status).toBe(200);
    expect(contents(res.body)).toEqual([
      'from a stranger (shared by friend)',
      'in my clique',
      'from someone I follow',
      'from a friend',
      'mine',
    ]);
    expect(res.body.posts[0]).toMatchObject({
      sharedBy: { userId: friend.userId },
      shareComment: 'look',
      sharedAt: expect.any(String),
    });
    expect(res.body).toMatchObject({ hasMore: false, nextToken: null });
  });

  it('filters by type', async () => {
    expect(contents((await feed('?type=own')).body)).toEqual(['mine']);
    expect(contents((await feed('?type=friends')).body)).toEqual([
      'from a stranger (shared by friend)',
      'from a friend',
    ]);
    expect(contents((await feed('?type=following')).body)).toEqual(['from someone I follow']);
    expect(contents((await feed('?type=cliques')).body)).toEqual(['in my clique']);
  });

  it('pages by nextToken without gaps or repeats', async () => {
    const seen: string[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const res = await feed(`?limit=2${token ? `&nextToken=${token}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.posts.length).toBeLessThanOrEqual(2);
      seen.push(...contents(res.body));
      token = res.body.nextToken;
      expect(res.body.hasMore).toBe(token !== null);
      pages += 1;
    } while (token);
    expect(pages).toBe(3);
    expect(seen).toEqual(contents((await feed('')).body));
  });

  it("shows another user's own posts and shares only, and only what the reader may see", async () => {
    const res = await feed('?type=own', me, friend);
    expect(res.status).toBe(200);
    expect(contents(res.body)).toEqual(['from a stranger (shared by friend)', 'from a friend']);
    expect((await feed('', me, friend)).status).toBe(403);
    expect((await feed('?type=friends', me, friend)).status).toBe(403);
  });

  it('refuses bad input: unknown type or field, limit out of range, a forged token', async () => {
    for (const query of [
      '?type=everyone',
      '?limit=0',
      '?limit=101',
      '?page=2',
      '?nextToken=abc',
      `?nextToken=${Buffer.from('{"at":"x","id":"y"}').toString('base64url')}`,
    ]) {
      const res = await feed(query);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
  });

  it('answers 401 without a token and 404 for an unknown user', async () => {
    expect((await t.request({ method: 'GET', url: `/api/users/${me.userId}/feed` })).status).toBe(401);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/users/00000000-0000-4000-8000-000000000000/feed?type=own',
          headers: me.auth,
        })
      ).status,
    ).toBe(404);
  });

  it('keeps a deleted post out of every feed', async () => {
    const gone = await post(t, friend, { content: 'soon gone' });
    await t.request({ method: 'DELETE', url: `/api/posts/${gone.postId}`, headers: friend.auth });
    expect(contents((await feed('')).body)).not.toContain('soon gone');
  });

  it("never shows a clique's posts to a non-member, even shared", async () => {
    await t.request({ method: 'POST', url: `/api/posts/${ids.hiddenClique}/share`, headers: friend.auth });
    const all = contents((await feed('')).body).join('|');
    expect(all).not.toContain("in a clique I'm not in");
  });

  describe('GET /api/cliques/{id}/posts', () => {
    it('lists a clique to its members, newest or most liked first', async () => {
      const second = await post(t, me, { content: 'second in clique', cliqueId });
      await t.request({ method: 'POST', url: `/api/posts/${ids.clique}/like`, headers: me.auth });
      const newest = await t.request({ method: 'GET', url: `/api/cliques/${cliqueId}/posts`, headers: me.auth });
      expect(newest.body.posts.map((p: { postId: string }) => p.postId)).toEqual([second.postId, ids.clique]);
      const top = await t.request({
        method: 'GET',
        url: `/api/cliques/${cliqueId}/posts?sort=top&limit=1`,
        headers: me.auth,
      });
      expect(top.body.posts.map((p: { postId: string }) => p.postId)).toEqual([ids.clique]);
      const next = await t.request({
        method: 'GET',
        url: `/api/cliques/${cliqueId}/posts?sort=top&limit=1&nextToken=${top.body.nextToken}`,
        headers: me.auth,
      });
      expect(next.body.posts.map((p: { postId: string }) => p.postId)).toEqual([second.postId]);
    });

    it('answers 404 to a non-member, 400 to bad input and 401 without a token', async () => {
      expect(
        (await t.request({ method: 'GET', url: `/api/cliques/${strangersCliqueId}/posts`, headers: me.auth })).status,
      ).toBe(404);
      for (const query of ['?sort=oldest', '?limit=1000', '?nextToken=nope', '?page=1']) {
        expect(
          (await t.request({ method: 'GET', url: `/api/cliques/${cliqueId}/posts${query}`, headers: me.auth })).status,
        ).toBe(400);
      }
      expect((await t.request({ method: 'GET', url: `/api/cliques/${cliqueId}/posts` })).status).toBe(401);
    });
  });
});
