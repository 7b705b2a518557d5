import { randomUUID } from 'node:crypto';
import { connect, trackSockets } from '../../../test/socket-test-client';
import { insertMessage } from '../chat/chat.repository';
import { notify } from '../notifications/notify';
import { startCursor } from '../../platform/input/page-token';
import { feedItems } from '../posts/post-lists.repository';
import { createClique, post } from '../../../test/post-fixtures';
import { befriend } from '../../../test/social-helpers';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

type PostBody = { postId: string; author: { userId: string }; sharedBy?: { userId: string }; blockedAuthor?: boolean };

/**
 * The block matrix (docs/API.md "Safety", Block): A blocks B; on every surface, in both directions,
 * neither sees nor reaches the other; unblocking brings back what a block hides, not what it ended.
 * The third person C is a friend of both and owns the clique all three share.
 */
describe('the block matrix', () => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  let c: TestUser;
  let cliqueId: string;
  /** Each person's public post (#matrix, mentioning C and the other), clique post, own clique and comment on C's post. */
  const of = new Map<string, { post: string; cliquePost: string; ownClique: string; comment: string }>();
  let cPost: string;
  const track = trackSockets();

  const get = (user: TestUser, url: string) => t.request({ method: 'GET', url: `/api${url}`, headers: user.auth });
  const send = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url: `/api${url}`, headers: user.auth, ...(payload ? { payload } : {}) });
  const mine = (user: TestUser) =>
    of.get(user.userId) as { post: string; cliquePost: string; ownClique: string; comment: string };
  const between = async (x: TestUser, y: TestUser, sql: string) =>
    (await t.db.query(sql, [x.userId, y.userId])).rows.length +
    (await t.db.query(sql, [y.userId, x.userId])).rows.length;
  const notificationsBetween = (x: TestUser, y: TestUser) =>
    between(x, y, 'SELECT 1 FROM notifications WHERE user_id = $1 AND actor_id = $2');

  /** Every item of a list read page by page (`nextToken`), as "postId" or "postId shared by userId". */
  async function walk(user: TestUser, url: string): Promise<PostBody[]> {
    const seen: PostBody[] = [];
    let token: string | null = null;
    do {
      const res = await get(user, `${url}${url.includes('?') ? '&' : '?'}limit=5${token ? `&nextToken=${token}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...(res.body.posts as PostBody[]));
      token = res.body.nextToken;
    } while (token);
    return seen;
  }
  const byAuthor = (posts: PostBody[], user: TestUser) =>
    posts.filter((p) => p.author.userId === user.userId || p.sharedBy?.userId === user.userId);

  beforeAll(async () => {
    t = await createTestApp();
    [a, b, c] = [await t.createUser('mx_ann'), await t.createUser('mx_bob'), await t.createUser('mx_cat')];
    await befriend(t, a, b);
    await befriend(t, a, c);
    await befriend(t, b, c);
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      expect((await send(x, 'POST', `/follows/${y.userId}`, {})).status).toBe(201);
    }
    cliqueId = await createClique(t, [c, a, b]);
    cPost = (await post(t, c, { content: 'C asks: #matrix?' })).postId;
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const own = await post(t, x, { content: `#matrix from ${x.username} to @mx_cat and @${y.username}` });
      const inClique = await post(t, x, { content: `#matrix in the clique from ${x.username}`, cliqueId });
      const comment = await send(x, 'POST', `/posts/${cPost}/comments`, { content: `${x.username} answers` });
      const ownClique = await send(x, 'POST', '/cliques', { name: `${x.username}'s`, description: '' });
      of.set(x.userId, {
        post: own.postId,
        cliquePost: inClique.postId,
        ownClique: ownClique.body.clique.cliqueId,
        comment: comment.body.comment.commentId,
      });
      expect((await send(c, 'POST', `/posts/${own.postId}/share`, { comment: 'look' })).status).toBe(200);
      expect((await send(y, 'POST', `/posts/${own.postId}/like`)).status).toBe(200);
    }
    await insertMessage(t.db, {
      messageId: randomUUID(),
      senderId: b.userId,
      recipientId: a.userId,
      cliqueId: null,
      content: 'hi A',
      clientMessageId: null,
    });
    // The friend request and its acceptance, a follow each way, a mention each way and a like each way.
    expect(await notificationsBetween(a, b)).toBe(8);

    expect((await send(a, 'POST', `/users/${b.userId}/block`)).status).toBe(204);
  });
  afterAll(() => t.close());

  const directions = [
    ['A (who blocked) and B', () => [a, b] as const],
    ['B (who was blocked) and A', () => [b, a] as const],
  ] as const;

  it('ends the friendship, the follows both ways and the notifications between them at once; a pending request too', async () => {
    expect(await between(a, b, 'SELECT 1 FROM friendships WHERE sender_id = $1 AND recipient_id = $2')).toBe(0);
    expect(await between(a, b, 'SELECT 1 FROM follows WHERE follower_id = $1 AND followed_id = $2')).toBe(0);
    expect(await notificationsBetween(a, b)).toBe(0);
    const counts = await t.db.query(
      'SELECT friends_count, followers_count, following_count FROM users WHERE user_id = ANY($1::uuid[]) ORDER BY username',
      [[a.userId, b.userId]],
    );
    expect(counts.rows).toEqual([
      { friends_count: 1, followers_count: 0, following_count: 0 },
      { friends_count: 1, followers_count: 0, following_count: 0 },
    ]);

    const [asker, asked] = [await t.createUser(), await t.createUser()];
    expect((await send(asker, 'POST', '/friends/request', { recipientId: asked.userId })).status).toBe(201);
    expect((await send(asked, 'POST', `/users/${asker.userId}/block`)).status).toBe(204);
    expect(await between(asker, asked, 'SELECT 1 FROM friendships WHERE sender_id = $1 AND recipient_id = $2')).toBe(0);
    expect(await notificationsBetween(asker, asked)).toBe(0);
  });

  it.each(directions)('%s: no notification passes, whatever the path that would record one', async (_name, pair) => {
    const [x, y] = pair();
    await notify(t.db, { userId: x.userId, type: 'post_like', actorId: y.userId, postId: mine(x).post });
    await notify(t.db, { userId: x.userId, type: 'clique_added', actorId: y.userId, cliqueId });
    expect(await notificationsBetween(x, y)).toBe(0);
  });

  it.each(directions)('%s: profile, its lists and the post page read 404 for each other', async (_name, pair) => {
    const [x, y] = pair();
    for (const url of [
      `/users/${y.userId}`,
      `/users/${y.userId}/feed?type=own`,
      `/users/${y.userId}/mentions`,
      `/users/${y.userId}/friends`,
      `/users/${y.userId}/follows`,
      `/posts/${mine(y).post}`,
      `/posts/${mine(y).post}/comments`,
    ]) {
      const res = await get(x, url);
      expect({ url, status: res.status, code: res.body.error?.code }).toEqual({ url, status: 404, code: 'not_found' });
    }
  });

  it.each(directions)(
    '%s: feeds, hashtag and mention lists leave out the other’s posts and shares of them',
    async (_name, pair) => {
      const [x, y] = pair();
      const feed = await walk(x, `/users/${x.userId}/feed`);
      expect(feed.map((p) => p.postId)).toEqual(expect.arrayContaining([cPost, mine(x).post, mine(x).cliquePost]));
      expect(feed.filter((p) => p.postId === mine(x).post && p.sharedBy?.userId === c.userId)).toHaveLength(1);
      expect(byAuthor(feed, y)).toEqual([]);
      // Read again from the head the first page built: the same, and equal to the merge it stands in for.
      const merged = await feedItems(t.db, x.userId, x.userId, 'all', startCursor, 1000);
      expect((await walk(x, `/users/${x.userId}/feed`)).map((p) => p.postId)).toEqual(merged.map((i) => i.postId));
      for (const type of ['friends', 'following', 'cliques'])
        expect(byAuthor(await walk(x, `/users/${x.userId}/feed?type=${type}`), y)).toEqual([]);
      expect(byAuthor(await walk(x, `/users/${c.userId}/feed?type=own`), y)).toEqual([]);

      const tagged = await walk(x, '/hashtags/search?hashtag=matrix');
      expect(tagged.map((p) => p.postId)).toEqual(expect.arrayContaining([cPost, mine(x).post]));
      expect(byAuthor(tagged, y)).toEqual([]);
      for (const user of [x, c]) expect(byAuthor(await walk(x, `/users/${user.userId}/mentions`), y)).toEqual([]);
    },
  );

  it.each(directions)('%s: the other’s comments vanish from a third person’s post', async (_name, pair) => {
    const [x, y] = pair();
    const res = await get(x, `/posts/${cPost}/comments`);
    const authors = (res.body.comments as { author: { userId: string } }[]).map((comment) => comment.author.userId);
    expect(authors).toEqual([x.userId]);
    expect(authors).not.toContain(y.userId);
  });

  it.each(directions)(
    '%s: a clique post of the other stays for clique members, marked blockedAuthor',
    async (_name, pair) => {
      const [x, y] = pair();
      const page = await walk(x, `/cliques/${cliqueId}/posts`);
      expect(page.find((p) => p.postId === mine(y).cliquePost)).toMatchObject({ blockedAuthor: true });
      expect(page.find((p) => p.postId === mine(x).cliquePost)).not.toHaveProperty('blockedAuthor');
      const single = await get(x, `/posts/${mine(y).cliquePost}`);
      expect(single.status).toBe(200);
      expect(single.body.post.blockedAuthor).toBe(true);
      expect((await get(c, `/posts/${mine(y).cliquePost}`)).body.post).not.toHaveProperty('blockedAuthor');
    },
  );

  it.each(directions)(
    '%s: people search, mention autocomplete, member pickers and suggestions leave the other out',
    async (_name, pair) => {
      const [x, y] = pair();
      const found = await get(x, `/users/search?query=${y.username}`);
      expect(found.body.users).toEqual([]);
      expect((await get(x, '/users/search?query=mx_')).body.users.map((u: { userId: string }) => u.userId)).toEqual([
        x.userId,
        c.userId,
      ]);
      // C is a friend of both, so the other would be a friend of a friend.
      const suggested = await get(x, `/users/${x.userId}/suggestions`);
      expect(suggested.body.suggestions).toEqual([]);
    },
  );

  it.each(directions)(
    '%s: every act that reaches the other answers 403 blocked and stores nothing',
    async (_name, pair) => {
      const [x, y] = pair();
      const theirs = mine(y);
      const acts: [string, 'POST' | 'PUT', string, object?][] = [
        ['like a post', 'POST', `/posts/${theirs.post}/like`],
        ['like a clique post', 'POST', `/posts/${theirs.cliquePost}/like`],
        ['comment', 'POST', `/posts/${theirs.cliquePost}/comments`, { content: 'hey' }],
        ['share', 'POST', `/posts/${theirs.post}/share`, {}],
        ['reply', 'POST', `/posts/${cPost}/comments`, { content: 'hey', parentCommentId: theirs.comment }],
        ['like a comment', 'POST', `/posts/${cPost}/comments/${theirs.comment}/like`],
        ['mention', 'POST', '/posts', { content: `hello @${y.username}` }],
        ['mention in an edit', 'PUT', `/posts/${mine(x).post}`, { content: `now @${y.username}` }],
        ['friend request', 'POST', '/friends/request', { recipientId: y.userId }],
        ['follow', 'POST', `/follows/${y.userId}`, {}],
        ['add to a clique', 'POST', `/cliques/${mine(x).ownClique}/members`, { userId: y.userId }],
        ['open the conversation', 'POST', '/messages/mark-read', { otherUserId: y.userId }],
      ];
      const before = await t.db.query('SELECT count(*)::int AS n FROM notifications');
      for (const [name, method, url, payload] of acts) {
        const res = await send(x, method, url, payload);
        expect({ name, status: res.status, code: res.body.error?.code }).toEqual({
          name,
          status: 403,
          code: 'blocked',
        });
      }
      const conversation = await get(x, `/messages/conversation?withUserId=${y.userId}`);
      expect({ status: conversation.status, code: conversation.body.error?.code }).toEqual({
        status: 403,
        code: 'blocked',
      });
      expect((await t.db.query('SELECT count(*)::int AS n FROM notifications')).rows).toEqual(before.rows);
      expect(await notificationsBetween(x, y)).toBe(0);
      expect((await get(x, `/posts/${mine(x).post}`)).body.post.content).toMatch(/^#matrix from/);
      expect(await between(x, y, 'SELECT 1 FROM follows WHERE follower_id = $1 AND followed_id = $2')).toBe(0);
    },
  );

  it.each(directions)(
    '%s: over the socket a message is refused with code blocked, history too; the conversation list leaves the other out',
    async (_name, pair) => {
      const [x, y] = pair();
      const [mySocket, theirSocket] = [track(await connect(t, x)), track(await connect(t, y))];
      mySocket.send({ action: 'sendMessage', recipientId: y.userId, content: 'psst', clientMessageId: 'blocked-1' });
      expect(await mySocket.next('error')).toEqual({
        type: 'error',
        code: 'blocked',
        message: expect.any(String),
        clientMessageId: 'blocked-1',
      });
      mySocket.send({ action: 'getMessages', withUserId: y.userId });
      expect(await mySocket.next('error')).toMatchObject({ type: 'error', code: 'blocked' });
      expect(await theirSocket.collect('message', 200)).toEqual([]);
      expect(
        await between(x, y, "SELECT 1 FROM messages WHERE sender_id = $1 AND recipient_id = $2 AND content = 'psst'"),
      ).toBe(0);

      const list = await get(x, '/messages/conversations');
      const people = (list.body.conversations as { withUser: { userId: string }; cliqueId: string | null }[])
        .filter((conv) => !conv.cliqueId)
        .map((conv) => conv.withUser.userId);
      expect(people).toEqual([c.userId]);
      // The clique is shared space: its chat still carries both.
      mySocket.send({ action: 'sendMessage', cliqueId, content: `to the clique from ${x.username}` });
      expect((await theirSocket.next('message')).message).toMatchObject({ senderId: x.userId, cliqueId });
    },
  );

  it('unblocking brings back what a block hides, not what it ended; a block from each side needs lifting on both', async () => {
    expect((await send(b, 'DELETE', `/users/${a.userId}/block`)).status).toBe(204);
    expect((await get(b, `/users/${a.userId}`)).status).toBe(404);
    expect((await send(a, 'DELETE', `/users/${b.userId}/block`)).status).toBe(204);

    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const profile = await get(x, `/users/${y.userId}`);
      expect(profile.status).toBe(200);
      expect(profile.body.user).toMatchObject({ friendStatus: 'none', isFollowing: false });
      expect((await get(x, `/posts/${mine(y).post}`)).status).toBe(200);
      expect((await get(x, `/users/search?query=${y.username}`)).body.users).toEqual([
        expect.objectContaining({ userId: y.userId }),
      ]);
      expect((await get(x, `/posts/${cPost}/comments`)).body.comments).toHaveLength(2);
      const feed = await walk(x, `/users/${x.userId}/feed`);
      expect(feed.filter((p) => p.postId === mine(y).post).map((p) => p.sharedBy?.userId)).toEqual([c.userId]);
      expect(
        (await get(x, `/cliques/${cliqueId}/posts`)).body.posts.find((p: PostBody) => p.postId === mine(y).cliquePost),
      ).not.toHaveProperty('blockedAuthor');
    }
    expect(await between(a, b, 'SELECT 1 FROM friendships WHERE sender_id = $1 AND recipient_id = $2')).toBe(0);
    expect(await between(a, b, 'SELECT 1 FROM follows WHERE follower_id = $1 AND followed_id = $2')).toBe(0);
    expect((await send(b, 'POST', `/follows/${a.userId}`, {})).status).toBe(201);
  });
});
