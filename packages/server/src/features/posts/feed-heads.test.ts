import { startCursor } from '../../platform/input/page-token';
import { headChunk } from './feed-heads.repository';
import { feedItems } from './post-lists.repository';
import type { TestUser } from '../../../test/test-app';
import { befriend, createClique, createPostsTestApp, follow, post } from '../../../test/post-fixtures';
import { addToClique } from '../../../test/social-helpers';

type FeedBody = { posts: { postId: string; sharedBy?: { userId: string } }[]; nextToken: string | null };

/** The `all` feed read through heads must always equal the merge query it stands in for. */
describe('the all feed through feed heads', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let me: TestUser;
  let friend: TestUser;
  let followed: TestUser;
  let stranger: TestUser;
  let cliqueId: string;

  beforeAll(async () => {
    t = await createPostsTestApp();
    [me, friend, followed, stranger] = await Promise.all(
      ['head_me', 'head_friend', 'head_followed', 'head_stranger'].map((n) => t.createUser(n)),
    );
    await befriend(t, friend, me);
    await follow(t, me, followed);
    cliqueId = await createClique(t, [stranger, me]);
    for (const [user, content] of [
      [me, 'mine'],
      [friend, 'a friend'],
      [followed, 'followed'],
      [stranger, 'public, a stranger'],
    ] as const) {
      await post(t, user, { content });
    }
    await post(t, stranger, { content: 'in our clique', cliqueId });
  });
  afterAll(() => t.close());

  const keyOf = (postId: string, sharerId?: string | null) => (sharerId ? `${postId} shared by ${sharerId}` : postId);
  /** Every item of the reader's `all` feed, walked page by page through the API. */
  async function walk(reader: TestUser, limit = 20): Promise<string[]> {
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const res = await t.request({
        method: 'GET',
        url: `/api/users/${reader.userId}/feed?limit=${limit}${token ? `&nextToken=${token}` : ''}`,
        headers: reader.auth,
      });
      expect(res.status).toBe(200);
      const body = res.body as FeedBody;
      seen.push(...body.posts.map((p) => keyOf(p.postId, p.sharedBy?.userId)));
      token = body.nextToken;
    } while (token);
    return seen;
  }
  /** The same feed from the merge query, which reads friends, follows and cliques directly. */
  async function merged(reader: TestUser): Promise<string[]> {
    const items = await feedItems(t.db, reader.userId, reader.userId, 'all', startCursor, 10_000);
    return items.map((i) => keyOf(i.postId, i.sharerId));
  }
  async function headOf(reader: TestUser): Promise<string[] | null> {
    const head = await t.db.query('SELECT 1 FROM feed_heads WHERE reader_id = $1 AND ready', [reader.userId]);
    if (head.rows.length === 0) return null;
    const { rows } = await t.db.query<{ post_id: string; sharer_id: string | null }>(
      'SELECT post_id, sharer_id FROM feed_head_items WHERE reader_id = $1 ORDER BY at DESC, id DESC',
      [reader.userId],
    );
    return rows.map((r) => keyOf(r.post_id, r.sharer_id));
  }
  const firstPage = async (reader: TestUser) => {
    const res = await t.request({ method: 'GET', url: `/api/users/${reader.userId}/feed`, headers: reader.auth });
    expect(res.status).toBe(200);
    return (res.body as FeedBody).posts.map((p) => keyOf(p.postId, p.sharedBy?.userId));
  };

  it('builds a head on the first page and adds new posts and shares of the right people to it', async () => {
    expect(await headOf(me)).toBeNull();
    expect(await firstPage(me)).toEqual(await merged(me));
    expect(await headOf(me)).toEqual(await merged(me));

    const fromFriend = await post(t, friend, { content: 'new from a friend' });
    const fromStranger = await post(t, stranger, { content: 'new from a stranger' });
    const inClique = await post(t, stranger, { content: 'new in our clique', cliqueId });
    await t.request({
      method: 'POST',
      url: `/api/posts/${fromStranger.postId}/share`,
      headers: followed.auth,
      payload: { comment: 'see this' },
    });

    const page = await firstPage(me);
    expect(page.slice(0, 3)).toEqual([keyOf(fromStranger.postId, followed.userId), inClique.postId, fromFriend.postId]);
    expect(page).not.toContain(fromStranger.postId);
    expect(await headOf(me)).toEqual(await merged(me));
  });

  it('loses deleted posts and withdrawn shares from the head', async () => {
    await firstPage(me);
    const gone = await post(t, friend, { content: 'soon gone' });
    const shared = await post(t, stranger, { content: 'shared, then not' });
    await t.request({ method: 'POST', url: `/api/posts/${shared.postId}/share`, headers: friend.auth });
    expect(await firstPage(me)).toEqual(expect.arrayContaining([gone.postId, keyOf(shared.postId, friend.userId)]));

    expect((await t.request({ method: 'DELETE', url: `/api/posts/${gone.postId}`, headers: friend.auth })).status).toBe(
      204,
    );
    expect(
      (await t.request({ method: 'DELETE', url: `/api/posts/${shared.postId}/share`, headers: friend.auth })).status,
    ).toBe(200);
    const page = await firstPage(me);
    expect(page).not.toContain(gone.postId);
    expect(page).not.toContain(keyOf(shared.postId, friend.userId));
    expect(await headOf(me)).toEqual(await merged(me));
  });

  it('follows every change of whom the reader sees: follows, friendships, clique membership', async () => {
    const newcomer = await t.createUser('head_newcomer');
    const older = await post(t, newcomer, { content: 'written before anyone followed' });
    const changes: [string, () => Promise<unknown>][] = [
      ['follow', () => t.request({ method: 'POST', url: `/api/follows/${newcomer.userId}`, headers: me.auth })],
      ['unfollow', () => t.request({ method: 'DELETE', url: `/api/follows/${newcomer.userId}`, headers: me.auth })],
      ['befriend', () => befriend(t, newcomer, me)],
      ['unfriend', () => t.request({ method: 'DELETE', url: `/api/friends/${newcomer.userId}`, headers: me.auth })],
      ['join a clique', () => addToClique(t, stranger, cliqueId, newcomer)],
      ['follow again', () => t.request({ method: 'POST', url: `/api/follows/${newcomer.userId}`, headers: me.auth })],
      ['mute', () => t.request({ method: 'POST', url: `/api/users/${newcomer.userId}/mute`, headers: me.auth })],
      ['unmute', () => t.request({ method: 'DELETE', url: `/api/users/${newcomer.userId}/mute`, headers: me.auth })],
      ['block', () => t.request({ method: 'POST', url: `/api/users/${me.userId}/block`, headers: newcomer.auth })],
      ['unblock', () => t.request({ method: 'DELETE', url: `/api/users/${me.userId}/block`, headers: newcomer.auth })],
    ];
    for (const [name, change] of changes) {
      await firstPage(me);
      await firstPage(newcomer);
      await change();
      expect({ name, feed: await firstPage(me) }).toEqual({ name, feed: await merged(me) });
      expect({ name, feed: await firstPage(newcomer) }).toEqual({ name, feed: await merged(newcomer) });
    }
    expect(await firstPage(newcomer)).toEqual(expect.arrayContaining([older.postId]));
    const cliquePosts = await t.db.query<{ post_id: string }>('SELECT post_id FROM posts WHERE clique_id = $1', [
      cliqueId,
    ]);
    expect(await firstPage(newcomer)).toEqual(expect.arrayContaining(cliquePosts.rows.map((r) => r.post_id)));

    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/cliques/${cliqueId}/members/${newcomer.userId}`,
          headers: stranger.auth,
        })
      ).status,
    ).toBe(204);
    expect(await firstPage(newcomer)).toEqual(await merged(newcomer));
    expect(await firstPage(newcomer)).not.toContain(cliquePosts.rows[0]?.post_id);
  });

  it('leaves out new posts and shares whose author or sharer the reader muted or is blocked with, as the merge does', async () => {
    const [loud, blocker, sharer] = await Promise.all(
      ['head_loud', 'head_blocker', 'head_sharer'].map((n) => t.createUser(n)),
    );
    for (const user of [loud, blocker, sharer]) await follow(t, me, user);
    const inClique = await createClique(t, [loud, me, blocker]);
    expect((await t.request({ method: 'POST', url: `/api/users/${loud.userId}/mute`, headers: me.auth })).status).toBe(
      204,
    );
    expect(
      (await t.request({ method: 'POST', url: `/api/users/${me.userId}/block`, headers: blocker.auth })).status,
    ).toBe(204);
    await firstPage(me);
    const written = [
      await post(t, loud, { content: 'muted, public' }),
      await post(t, loud, { content: 'muted, in a clique', cliqueId: inClique }),
      await post(t, blocker, { content: 'blocker, in a clique', cliqueId: inClique }),
      await post(t, stranger, { content: 'a stranger, shared twice' }),
    ];
    const byBlocker = await post(t, blocker, { content: 'blocker, public' });
    await t.request({ method: 'POST', url: `/api/posts/${byBlocker.postId}/share`, headers: sharer.auth });
    await t.request({ method: 'POST', url: `/api/posts/${written[3]?.postId}/share`, headers: loud.auth });
    await t.request({ method: 'POST', url: `/api/posts/${written[3]?.postId}/share`, headers: sharer.auth });

    const [shared, ...muted] = written.reverse();
    expect((await firstPage(me))[0]).toEqual(keyOf(shared?.postId as string, sharer.userId));
    const head = await headOf(me);
    expect(head).toEqual(await merged(me));
    for (const left of [
      ...muted.map((p) => p.postId),
      byBlocker.postId,
      keyOf(byBlocker.postId, sharer.userId),
      keyOf(shared?.postId as string, loud.userId),
    ]) {
      expect(head).not.toContain(left);
    }
  });

  it('pages past the head, extending it, with no gaps or repeats', async () => {
    const [reader, author] = await Promise.all([t.createUser('head_reader'), t.createUser('head_author')]);
    await follow(t, reader, author);
    const total = 2 * headChunk + 35;
    await t.db.query(
      `INSERT INTO posts (post_id, author_id, content, created_at, updated_at)
       SELECT gen_random_uuid(), $1, 'old post ' || g, now() - g * interval '1 minute', now() - g * interval '1 minute'
       FROM generate_series(1, $2::int) g`,
      [author.userId, total],
    );
    const walked = await walk(reader, 20);
    expect(walked).toHaveLength(total);
    expect(walked).toEqual(await merged(reader));
    expect(await headOf(reader)).toEqual(walked);
    expect(await walk(reader, 7)).toEqual(walked);
  });

  it('serves later pages from the merge when the head is gone, and rebuilds it on the next first page', async () => {
    const res = await t.request({ method: 'GET', url: `/api/users/${me.userId}/feed?limit=2`, headers: me.auth });
    await t.db.query('DELETE FROM feed_heads WHERE reader_id = $1', [me.userId]);
    const next = await t.request({
      method: 'GET',
      url: `/api/users/${me.userId}/feed?limit=2&nextToken=${res.body.nextToken}`,
      headers: me.auth,
    });
    expect(next.status).toBe(200);
    const all = await merged(me);
    expect((next.body as FeedBody).posts.map((p) => keyOf(p.postId, p.sharedBy?.userId))).toEqual(all.slice(2, 4));
    expect(await headOf(me)).toBeNull();
    await firstPage(me);
    expect(await headOf(me)).toEqual(all);
  });

  it('lets a head expire after a day: writes pass it by, the next first page rebuilds it, the sweep job removes the quiet ones', async () => {
    const quiet = await t.createUser('head_quiet');
    await follow(t, quiet, friend);
    await firstPage(quiet);
    await firstPage(me);
    await t.db.query("UPDATE feed_heads SET built_at = now() - interval '25 hours' WHERE reader_id = ANY($1::uuid[])", [
      [me.userId, quiet.userId],
    ]);
    const fresh = await post(t, friend, { content: 'after the heads expired' });
    const stored = await t.db.query('SELECT reader_id FROM feed_head_items WHERE post_id = $1', [fresh.postId]);
    expect(stored.rows).toEqual([]);

    const page = await firstPage(me);
    expect(page[0]).toBe(fresh.postId);
    expect(await headOf(me)).toEqual(await merged(me));
    // A page-1 read no longer sweeps others' heads: the feed-heads.sweep job does, off the request path.
    expect(await headOf(quiet)).not.toBeNull();
    await t.context.jobs.run('feed-heads.sweep');
    expect(await headOf(quiet)).toBeNull();
    expect(await headOf(me)).toEqual(await merged(me));
  });

  it('builds heads exactly while people write at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const reader = await t.createUser(`head_busy${round}`);
      await befriend(t, friend, reader);
      await follow(t, reader, followed);
      await Promise.all([
        firstPage(reader),
        ...Array.from({ length: 6 }, (_, i) => post(t, i % 2 ? friend : followed, { content: `busy ${round}.${i}` })),
      ]);
      expect(await headOf(reader)).toEqual(await merged(reader));
    }
  });

  it("adds a post into a clique of more than 1,000 to its members' heads only, found from the heads, by a job", async () => {
    // Beyond 1,000 members the readers are found from the heads, not the members, outside the request (migrations 264, 267).
    const big = await createClique(t, [stranger, me]);
    await t.db.query('UPDATE cliques SET member_count = 1001 WHERE clique_id = $1', [big]);
    await firstPage(me);
    await firstPage(friend);
    await firstPage(stranger);
    const inBig = await post(t, stranger, { content: 'in a big clique', cliqueId: big });
    expect(await headOf(stranger)).toEqual(expect.arrayContaining([inBig.postId]));
    expect(await headOf(me)).not.toContain(inBig.postId);
    await t.context.jobs.drain();
    expect(await headOf(me)).toEqual(expect.arrayContaining([inBig.postId]));
    // A post whose job was taken before it committed waits for the periodic sweep.
    const missed = await post(t, stranger, { content: 'after the job took the queue', cliqueId: big });
    await t.db.query("DELETE FROM jobs WHERE name = 'feed-heads.big-clique'");
    await t.context.jobs.run('feed-heads.big-clique-sweep');
    expect(await headOf(me)).toEqual(expect.arrayContaining([missed.postId]));
    expect(await headOf(me)).toEqual(await merged(me));
    expect(await headOf(friend)).not.toContain(inBig.postId);
    expect(await headOf(friend)).toEqual(await merged(friend));
  });
});
