import { authSignedInAgo } from '../../../test/account-helpers';
import type { TestUser } from '../../../test/test-app';
import { befriend, createClique, createPostsTestApp, post } from '../../../test/post-fixtures';

/** docs/API.md "Search": a result never shows what the caller may not see, and the index follows every change at once. */
describe('GET /search: visibility and exactness', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let author: TestUser;
  let friend: TestUser;
  let stranger: TestUser;

  const search = (user: TestUser, q: string, type = 'posts') =>
    t.request({ method: 'GET', url: `/api/search?${new URLSearchParams({ q, type })}`, headers: user.auth });
  const postIds = async (user: TestUser, q: string) => {
    const res = await search(user, q);
    expect(res.status).toBe(200);
    return (res.body.items as { post: { postId: string } }[]).map((i) => i.post.postId);
  };
  const peopleIds = async (user: TestUser, q: string) =>
    ((await search(user, q, 'people')).body.items as { user: { userId: string } }[]).map((i) => i.user.userId);
  const cliqueIds = async (user: TestUser, q: string) =>
    ((await search(user, q, 'cliques')).body.items as { clique: { cliqueId: string } }[]).map((i) => i.clique.cliqueId);
  const act = (user: TestUser, method: 'POST' | 'DELETE', url: string) =>
    t.request({ method, url, headers: user.auth }).then((res) => expect(res.status).toBeLessThan(300));

  beforeAll(async () => {
    t = await createPostsTestApp();
    [author, friend, stranger] = await Promise.all(
      ['sv_author', 'sv_friend', 'sv_stranger'].map((n) => t.createUser(n)),
    );
    await befriend(t, author, friend);
  });
  afterAll(() => t.close());

  it('shows a friends-only post to its author and friends alone, and not once the friendship ends', async () => {
    const { postId } = await post(t, author, { content: 'ptarmigan sighting', audience: 'friends' });
    expect(await postIds(author, 'ptarmigan')).toEqual([postId]);
    expect(await postIds(friend, 'ptarmigan')).toEqual([postId]);
    expect(await postIds(stranger, 'ptarmigan')).toEqual([]);
    await t.db.query('DELETE FROM friendships WHERE sender_id = $1 AND recipient_id = $2', [
      author.userId,
      friend.userId,
    ]);
    expect(await postIds(friend, 'ptarmigan')).toEqual([]);
    await befriend(t, author, friend);
    expect(await postIds(friend, 'ptarmigan')).toEqual([postId]);
  });

  it('shows a clique’s posts by its visibility and membership, never a held post', async () => {
    const cliqueId = await createClique(t, [author, friend]);
    const { postId } = await post(t, author, { content: 'quokka meetup', cliqueId });
    expect(await postIds(friend, 'quokka')).toEqual([postId]);
    expect(await postIds(stranger, 'quokka')).toEqual([]);
    expect(await postIds(stranger, `in:${cliqueId}`)).toEqual([]);
    await t.db.query(`UPDATE cliques SET visibility = 'public', join_policy = 'open' WHERE clique_id = $1`, [cliqueId]);
    expect(await postIds(stranger, 'quokka')).toEqual([postId]);
    await t.db.query(`UPDATE cliques SET visibility = 'secret', join_policy = 'invite' WHERE clique_id = $1`, [
      cliqueId,
    ]);
    await t.db.query('DELETE FROM clique_members WHERE clique_id = $1 AND user_id = $2', [cliqueId, friend.userId]);
    expect(await postIds(friend, 'quokka')).toEqual([]);
    await t.db.query(`UPDATE posts SET status = 'pending' WHERE post_id = $1`, [postId]);
    expect(await postIds(author, 'quokka')).toEqual([]);
  });

  it('hides across a block both ways (posts, comments, people), and a mute for the muter alone', async () => {
    const mine = await post(t, author, { content: 'narwhal by the author' });
    const theirs = await post(t, stranger, { content: 'narwhal by the stranger' });
    const commented = await post(t, friend, { content: 'an unrelated post' });
    const comment = await t.request({
      method: 'POST',
      url: `/api/posts/${commented.postId}/comments`,
      headers: stranger.auth,
      payload: { content: 'axolotl comment' },
    });
    expect(comment.status).toBe(201);
    expect(await postIds(author, 'axolotl')).toEqual([commented.postId]);
    await act(author, 'POST', `/api/users/${stranger.userId}/block`);
    expect(await postIds(author, 'narwhal')).toEqual([mine.postId]);
    expect(await postIds(stranger, 'narwhal')).toEqual([theirs.postId]);
    expect(await postIds(author, 'axolotl')).toEqual([]);
    expect(await peopleIds(author, 'sv_stranger')).toEqual([]);
    expect(await peopleIds(stranger, 'sv_author')).toEqual([]);
    expect(new Set(await postIds(friend, 'narwhal'))).toEqual(new Set([mine.postId, theirs.postId]));
    await act(author, 'DELETE', `/api/users/${stranger.userId}/block`);
    expect(new Set(await postIds(author, 'narwhal'))).toEqual(new Set([mine.postId, theirs.postId]));
    expect(await peopleIds(stranger, 'sv_author')).toEqual([author.userId]);
    await act(friend, 'POST', `/api/users/${stranger.userId}/mute`);
    expect(await postIds(friend, 'narwhal')).toEqual([mine.postId]);
    expect(await peopleIds(friend, 'sv_stranger')).toEqual([]);
    expect(new Set(await postIds(author, 'narwhal'))).toEqual(new Set([mine.postId, theirs.postId]));
    await act(friend, 'DELETE', `/api/users/${stranger.userId}/mute`);
  });

  it('hides a suspended author’s posts and profile while the suspension lasts', async () => {
    const { postId } = await post(t, stranger, { content: 'wombat burrow' });
    await t.db.query(`UPDATE users SET suspended_until = now() + interval '1 day' WHERE user_id = $1`, [
      stranger.userId,
    ]);
    expect(await postIds(author, 'wombat')).toEqual([]);
    expect(await peopleIds(author, 'sv_stranger')).toEqual([]);
    await t.db.query(`UPDATE users SET suspended_until = now() - interval '1 second' WHERE user_id = $1`, [
      stranger.userId,
    ]);
    expect(await postIds(author, 'wombat')).toEqual([postId]);
  });

  it('follows an edit and a delete at once', async () => {
    const { postId } = await post(t, author, { content: 'pangolin facts' });
    expect(await postIds(friend, 'pangolin')).toEqual([postId]);
    const edit = await t.request({
      method: 'PUT',
      url: `/api/posts/${postId}`,
      headers: author.auth,
      payload: { content: 'okapi facts' },
    });
    expect(edit.status).toBe(200);
    expect(await postIds(friend, 'pangolin')).toEqual([]);
    expect(await postIds(friend, 'okapi')).toEqual([postId]);
    await act(author, 'DELETE', `/api/posts/${postId}`);
    expect(await postIds(friend, 'okapi')).toEqual([]);
    const stored = await t.db.query(`SELECT 1 FROM posts WHERE search_vector @@ to_tsquery('simple', 'okapi')`);
    expect(stored.rows).toHaveLength(0);
  });

  it('forgets an erased account: its posts, its comments and the person', async () => {
    const leaver = await t.createUser('sv_leaver');
    const { postId } = await post(t, leaver, { content: 'capybara diary' });
    const other = await post(t, author, { content: 'a plain post' });
    await t.request({
      method: 'POST',
      url: `/api/posts/${other.postId}/comments`,
      headers: leaver.auth,
      payload: { content: 'capybara reply' },
    });
    expect(new Set(await postIds(friend, 'capybara'))).toEqual(new Set([postId, other.postId]));
    expect(await peopleIds(friend, 'sv_leaver')).toEqual([leaver.userId]);
    const erased = await t.request({
      method: 'DELETE',
      url: '/api/account',
      headers: await authSignedInAgo(t, leaver, 0),
    });
    expect(erased.status).toBe(204);
    expect(await postIds(friend, 'capybara')).toEqual([]);
    expect(await peopleIds(friend, 'sv_leaver')).toEqual([]);
  });

  it('finds cliques the directory may show, and the caller’s own secret cliques only', async () => {
    const secret = await createClique(t, [author]);
    await t.db.query(`UPDATE cliques SET name = 'Heron watchers', topics = '{birding}' WHERE clique_id = $1`, [secret]);
    const open = await createClique(t, [friend]);
    await t.db.query(
      `UPDATE cliques SET name = 'Heron photographers', visibility = 'public', join_policy = 'open' WHERE clique_id = $1`,
      [open],
    );
    expect(new Set(await cliqueIds(author, 'heron'))).toEqual(new Set([secret, open]));
    expect(await cliqueIds(stranger, 'heron')).toEqual([open]);
    expect(await cliqueIds(author, 'birding')).toEqual([secret]);
    const hit = await search(stranger, 'heron', 'cliques');
    expect(hit.body.items[0]).toMatchObject({ clique: { cliqueId: open, name: 'Heron photographers' } });
    expect(hit.body.items[0].snippet).toBe('<mark>Heron</mark> photographers · ');
    await t.db.query('INSERT INTO clique_bans (clique_id, user_id) VALUES ($1, $2)', [open, stranger.userId]);
    expect(await cliqueIds(stranger, 'heron')).toEqual([]);
    await t.db.query('DELETE FROM clique_bans WHERE clique_id = $1', [open]);
    await act(stranger, 'POST', `/api/users/${friend.userId}/block`);
    expect(await cliqueIds(stranger, 'heron')).toEqual([]);
  });
});
