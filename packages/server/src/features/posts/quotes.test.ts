import type { TestUser } from '../../../test/test-app';
import { befriend, createClique, createPostsTestApp, follow, post } from '../../../test/post-fixtures';
import { addToClique } from '../../../test/social-helpers';

type QuoteView =
  { state: 'visible'; postId: string; content: string; author: { userId: string } } | { state: 'unavailable' };
type SeenPost = {
  postId: string;
  quote: QuoteView | null;
  quotePolicy: string;
  quotesCount: number;
  sharesCount: number;
};
type Page = { posts: SeenPost[]; hasMore: boolean; nextToken: string | null };

/** docs/API.md "Quotes": POST /posts {quotedPostId}, Post.quote, GET /posts/{id}/quotes, DELETE /posts/{quotedId}/quotes/{quotingId}. */
describe('quotes', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let author: TestUser;
  let quoter: TestUser;
  let other: TestUser;

  const create = (user: TestUser | null, body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/posts', headers: user ? user.auth : {}, payload: body });
  const seen = async (user: TestUser, postId: string) => {
    const res = await t.request({ method: 'GET', url: `/api/posts/${postId}`, headers: user.auth });
    expect(res.status).toBe(200);
    return res.body.post as SeenPost;
  };
  const quotesOf = (user: TestUser | null, postId: string, query = '') =>
    t.request({ method: 'GET', url: `/api/posts/${postId}/quotes${query}`, headers: user ? user.auth : {} });
  const detach = (user: TestUser | null, quotedId: string, quotingId: string) =>
    t.request({
      method: 'DELETE',
      url: `/api/posts/${quotedId}/quotes/${quotingId}`,
      headers: user ? user.auth : {},
    });
  const block = (blocker: TestUser, blocked: TestUser) =>
    t.request({ method: 'POST', url: `/api/users/${blocked.userId}/block`, headers: blocker.auth });
  const storedQuotes = async () =>
    Number((await t.db.query('SELECT count(*) AS n FROM posts WHERE quoted_post_id IS NOT NULL')).rows[0]?.n);

  beforeAll(async () => {
    t = await createPostsTestApp();
    [author, quoter, other] = await Promise.all(['qt_author', 'qt_quoter', 'qt_other'].map((n) => t.createUser(n)));
  });
  afterAll(() => t.close());

  describe('POST /posts {quotedPostId}', () => {
    it('quotes a post: each reader sees it embedded, the quoted post counts it, its author is told', async () => {
      const quoted = await post(t, author, { content: 'worth quoting' });
      expect(quoted).toMatchObject({ quote: null, quotePolicy: 'anyone', quotesCount: 0 });
      const res = await create(quoter, { content: 'so true', quotedPostId: quoted.postId });
      expect(res.status).toBe(201);
      const quote = res.body.post as SeenPost;
      const view = {
        state: 'visible',
        postId: quoted.postId,
        content: 'worth quoting',
        author: { userId: author.userId },
      };
      expect(quote.quote).toMatchObject(view);
      expect((await seen(other, quote.postId)).quote).toMatchObject(view);
      expect(await seen(other, quoted.postId)).toMatchObject({ quotesCount: 1, sharesCount: 0 });
      const notes = await t.db.query(
        "SELECT actor_id FROM notifications WHERE user_id = $1 AND type = 'quote' AND post_id = $2",
        [author.userId, quote.postId],
      );
      expect(notes.rows).toEqual([{ actor_id: quoter.userId }]);
    });

    it('defaults the policy by audience and keeps the one chosen', async () => {
      expect(await post(t, author, { content: 'friends', audience: 'friends' })).toMatchObject({
        quotePolicy: 'nobody',
      });
      const cliqueId = await createClique(t, [author]);
      expect(await post(t, author, { content: 'clique', cliqueId })).toMatchObject({ quotePolicy: 'nobody' });
      expect(await post(t, author, { content: 'mine', quotePolicy: 'followers' })).toMatchObject({
        quotePolicy: 'followers',
      });
    });

    it('answers 400 naming the field for a bad quotedPostId or quotePolicy, and stores nothing', async () => {
      const before = await storedQuotes();
      for (const [body, field] of [
        [{ content: 'x', quotedPostId: 'nope' }, 'quotedPostId'],
        [{ content: 'x', quotedPostId: 5 }, 'quotedPostId'],
        [{ content: 'x', quotePolicy: 'friends' }, 'quotePolicy'],
      ] as const) {
        const res = await create(quoter, body);
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body.error.details)).toContain(field);
      }
      expect(await storedQuotes()).toBe(before);
    });

    it('answers 401 without a token', async () => {
      const quoted = await post(t, author, { content: 'no token' });
      expect((await create(null, { content: 'x', quotedPostId: quoted.postId })).status).toBe(401);
    });

    it('answers 404 for a post the quoter cannot see or that is gone, and stores nothing', async () => {
      const cliqueId = await createClique(t, [author]);
      const { postId: cliquePost } = await post(t, author, { content: 'members only', cliqueId });
      const { postId: friendsPost } = await post(t, author, { content: 'friends only', audience: 'friends' });
      const before = await storedQuotes();
      for (const quotedPostId of [cliquePost, friendsPost, '00000000-0000-4000-8000-000000000000'])
        expect((await create(quoter, { content: 'x', quotedPostId })).status).toBe(404);
      expect(await storedQuotes()).toBe(before);
    });

    it('refuses a friends-only post with 403, even to a friend, whatever its policy', async () => {
      const friend = await t.createUser('qt_friend');
      await befriend(t, author, friend);
      const { postId } = await post(t, author, { content: 'between us', audience: 'friends', quotePolicy: 'anyone' });
      const before = await storedQuotes();
      for (const audience of ['public', 'friends'])
        expect((await create(friend, { content: 'x', quotedPostId: postId, audience })).status).toBe(403);
      expect(await storedQuotes()).toBe(before);
      // Its author may quote it to the same audience.
      expect((await create(author, { content: 'again', quotedPostId: postId, audience: 'friends' })).status).toBe(201);
    });

    it('refuses a clique post outside its clique (403) and allows it inside when its policy does', async () => {
      const member = await t.createUser('qt_member');
      const cliqueId = await createClique(t, [author, member]);
      const { postId: closed } = await post(t, author, { content: 'in the clique', cliqueId });
      expect((await create(member, { content: 'x', quotedPostId: closed, cliqueId })).status).toBe(403);
      const { postId } = await post(t, author, { content: 'quotable', cliqueId, quotePolicy: 'anyone' });
      expect((await create(member, { content: 'x', quotedPostId: postId })).status).toBe(403);
      expect((await create(member, { content: 'x', quotedPostId: postId, cliqueId })).status).toBe(201);
    });

    it('follows the policy: nobody refuses everyone but the author, followers admits followers only', async () => {
      const { postId: closed } = await post(t, author, { content: 'not for quoting', quotePolicy: 'nobody' });
      expect((await create(quoter, { content: 'x', quotedPostId: closed })).status).toBe(403);
      expect((await create(author, { content: 'me', quotedPostId: closed })).status).toBe(201);
      const fan = await t.createUser('qt_fan');
      await follow(t, fan, author);
      const { postId } = await post(t, author, { content: 'followers', quotePolicy: 'followers' });
      expect((await create(quoter, { content: 'x', quotedPostId: postId })).status).toBe(403);
      expect((await create(fan, { content: 'x', quotedPostId: postId })).status).toBe(201);
    });

    it('tells the quoted author of a quote held for a clique’s moderators only once it is approved', async () => {
      const owner = await t.createUser('qt_owner');
      const member = await t.createUser('qt_held');
      const made = await t.request({
        method: 'POST',
        url: '/api/cliques',
        headers: owner.auth,
        payload: { name: 'Quotes held', visibility: 'private', joinPolicy: 'invite', postingPolicy: 'approval' },
      });
      const cliqueId = made.body.clique.cliqueId as string;
      await addToClique(t, owner, cliqueId, member);
      const { postId } = await post(t, owner, { content: 'quote me here', cliqueId, quotePolicy: 'anyone' });
      const held = await post(t, member, { content: 'held quote', cliqueId, quotedPostId: postId });
      expect(held).toMatchObject({ status: 'pending' });
      const told = async () =>
        (await t.db.query("SELECT post_id FROM notifications WHERE user_id = $1 AND type = 'quote'", [owner.userId]))
          .rows;
      expect(await told()).toEqual([]);
      const approved = await t.request({
        method: 'POST',
        url: `/api/cliques/${cliqueId}/pending/${held.postId}/approve`,
        headers: owner.auth,
      });
      expect(approved.status).toBeLessThan(300);
      expect(await told()).toEqual([{ post_id: held.postId }]);
    });

    it('refuses with 403 blocked when a block stands between them, either way', async () => {
      const a = await t.createUser('qt_block_a');
      const b = await t.createUser('qt_block_b');
      const { postId: ofA } = await post(t, a, { content: 'by a' });
      const { postId: ofB } = await post(t, b, { content: 'by b' });
      await block(a, b);
      for (const [user, quotedPostId] of [
        [b, ofA],
        [a, ofB],
      ] as const) {
        const res = await create(user, { content: 'x', quotedPostId });
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('blocked');
      }
    });
  });

  describe('Post.quote as the reader may see it', () => {
    it('shows unavailable once the quoted author blocks the quoter (and to whoever they block)', async () => {
      const quoted = await post(t, author, { content: 'blocked later' });
      const quote = await post(t, quoter, { content: 'my take', quotedPostId: quoted.postId });
      await block(author, quoter);
      expect((await seen(quoter, quote.postId)).quote).toEqual({ state: 'unavailable' });
      expect((await seen(other, quote.postId)).quote).toMatchObject({ state: 'visible' });
      await t.request({ method: 'DELETE', url: `/api/users/${quoter.userId}/block`, headers: author.auth });
    });

    it('shows unavailable when the quoted post is deleted or leaves the reader’s audience', async () => {
      const quoted = await post(t, author, { content: 'going away' });
      const later = await post(t, author, { content: 'narrowed later' });
      const q1 = await post(t, quoter, { content: 'a', quotedPostId: quoted.postId });
      const q2 = await post(t, quoter, { content: 'b', quotedPostId: later.postId });
      await t.request({ method: 'DELETE', url: `/api/posts/${quoted.postId}`, headers: author.auth });
      await t.db.query("UPDATE posts SET audience = 'friends' WHERE post_id = $1", [later.postId]);
      expect((await seen(other, q1.postId)).quote).toEqual({ state: 'unavailable' });
      expect((await seen(other, q2.postId)).quote).toEqual({ state: 'unavailable' });
    });

    it('shows each quote of a feed page, and no kept first page outlives a change of the quoted post', async () => {
      const reader = await t.createUser('qt_reader');
      await follow(t, reader, quoter);
      const quoted = await post(t, author, { content: 'often quoted' });
      for (let i = 0; i < 5; i += 1) await post(t, quoter, { content: `q${i}`, quotedPostId: quoted.postId });
      const res = await t.request({
        method: 'GET',
        url: `/api/users/${reader.userId}/feed?limit=5`,
        headers: reader.auth,
      });
      const page = res.body as Page;
      expect(page.posts).toHaveLength(5);
      expect(page.posts.every((p) => p.quote?.state === 'visible')).toBe(true);
      await t.request({ method: 'DELETE', url: `/api/posts/${quoted.postId}`, headers: author.auth });
      const again = await t.request({
        method: 'GET',
        url: `/api/users/${reader.userId}/feed?limit=5`,
        headers: reader.auth,
      });
      expect((again.body as Page).posts.every((p) => p.quote?.state === 'unavailable')).toBe(true);
    });
  });

  describe('PUT /posts/{id} quotePolicy', () => {
    it('changes the policy for its author only; left out, it stays', async () => {
      const { postId } = await post(t, author, { content: 'policy' });
      const put = (user: TestUser, payload: Record<string, unknown>) =>
        t.request({ method: 'PUT', url: `/api/posts/${postId}`, headers: user.auth, payload });
      expect((await put(author, { content: 'policy', quotePolicy: 'nobody' })).body.post.quotePolicy).toBe('nobody');
      expect((await put(author, { content: 'edited' })).body.post.quotePolicy).toBe('nobody');
      expect((await put(quoter, { content: 'x', quotePolicy: 'anyone' })).status).toBe(403);
      const bad = await put(author, { content: 'x', quotePolicy: 'all' });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body.error.details)).toContain('quotePolicy');
      expect((await create(quoter, { content: 'x', quotedPostId: postId })).status).toBe(403);
    });
  });

  describe('GET /posts/{id}/quotes', () => {
    it('lists the quotes the caller may see, newest first, a page at a time', async () => {
      const quoted = await post(t, author, { content: 'listed' });
      const first = await post(t, quoter, { content: 'first', quotedPostId: quoted.postId });
      const second = await post(t, other, { content: 'second', quotedPostId: quoted.postId });
      const hidden = await post(t, quoter, { content: 'friends', quotedPostId: quoted.postId, audience: 'friends' });
      const page1 = (await quotesOf(other, quoted.postId, '?limit=1')).body as Page;
      expect(page1.posts.map((p) => p.postId)).toEqual([second.postId]);
      const page2 = (await quotesOf(other, quoted.postId, `?limit=5&nextToken=${page1.nextToken}`)).body as Page;
      expect(page2.posts.map((p) => p.postId)).toEqual([first.postId]);
      const own = (await quotesOf(quoter, quoted.postId)).body as Page;
      expect(own.posts.map((p) => p.postId)).toEqual([hidden.postId, second.postId, first.postId]);
    });

    it('answers 400 naming the field, 401 without a token, 404 for a post the caller cannot see', async () => {
      const { postId } = await post(t, author, { content: 'friends', audience: 'friends' });
      const bad = await quotesOf(quoter, postId, '?limit=0');
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body.error)).toContain('limit');
      expect((await quotesOf(null, postId)).status).toBe(401);
      expect((await quotesOf(quoter, postId)).status).toBe(404);
    });
  });

  describe('DELETE /posts/{quotedId}/quotes/{quotingId}', () => {
    it('detaches a quote for the quoted author: unavailable to all, uncounted, unlisted', async () => {
      const quoted = await post(t, author, { content: 'detach me' });
      const quote = await post(t, quoter, { content: 'q', quotedPostId: quoted.postId });
      expect((await detach(quoter, quoted.postId, quote.postId)).status).toBe(403);
      expect((await detach(other, quoted.postId, quote.postId)).status).toBe(403);
      const res = await detach(author, quoted.postId, quote.postId);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ detached: true });
      expect((await detach(author, quoted.postId, quote.postId)).status).toBe(200);
      for (const user of [quoter, other, author])
        expect((await seen(user, quote.postId)).quote).toEqual({ state: 'unavailable' });
      expect((await seen(other, quoted.postId)).quotesCount).toBe(0);
      expect(((await quotesOf(author, quoted.postId)).body as Page).posts).toEqual([]);
    });

    it('answers 400 naming a malformed id, 401 without a token, 404 for no such quote', async () => {
      const quoted = await post(t, author, { content: 'not quoted' });
      const unrelated = await post(t, quoter, { content: 'no quote' });
      for (const [res, field] of [
        [await detach(author, 'nope', unrelated.postId), 'quotedId'],
        [await detach(author, quoted.postId, 'nope'), 'quotingId'],
      ] as const) {
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body.error.details)).toContain(field);
      }
      expect((await detach(null, quoted.postId, unrelated.postId)).status).toBe(401);
      expect((await detach(author, quoted.postId, unrelated.postId)).status).toBe(404);
    });
  });
});
