import { addToClique } from '../../../test/social-helpers';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

/** Held posts: a clique with postingPolicy approval (docs/API.md "Cliques as communities"). */
describe('held posts in a clique whose posts need approval', () => {
  let t: TestApp;
  let owner: TestUser;
  let moderator: TestUser;
  let author: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let cliqueId: string;
  beforeAll(async () => {
    t = await createTestApp();
    [owner, moderator, author, member, outsider] = (await Promise.all(
      ['hp_owner', 'hp_mod', 'hp_author', 'hp_member', 'hp_outsider'].map((name) => t.createUser(name)),
    )) as [TestUser, TestUser, TestUser, TestUser, TestUser];
    const made = await t.request({
      method: 'POST',
      url: '/api/cliques',
      headers: owner.auth,
      payload: { name: 'Approved only', visibility: 'public', joinPolicy: 'open', postingPolicy: 'approval' },
    });
    cliqueId = made.body.clique.cliqueId;
    for (const user of [moderator, author, member]) await addToClique(t, owner, cliqueId, user);
    const role = await t.request({
      method: 'PUT',
      url: `/api/cliques/${cliqueId}/members/${moderator.userId}`,
      headers: owner.auth,
      payload: { role: 'moderator' },
    });
    expect(role.status).toBe(204);
  });
  afterAll(() => t.close());

  const get = (who: TestUser, url: string) => t.request({ method: 'GET', url: `/api${url}`, headers: who.auth });
  const post = (who: TestUser, content: string) =>
    t.request({ method: 'POST', url: '/api/posts', headers: who.auth, payload: { content, cliqueId } });
  const answer = (who: TestUser | null, postId: string, verb: 'approve' | 'decline') =>
    t.request({
      method: 'POST',
      url: `/api/cliques/${cliqueId}/pending/${postId}/${verb}`,
      ...(who ? { headers: who.auth } : {}),
    });
  const idsOf = (body: { posts?: { postId: string }[] }) => (body.posts ?? []).map((p) => p.postId);
  const postsCountOf = async (user: TestUser) =>
    (await t.db.query<{ n: number }>('SELECT posts_count AS n FROM users WHERE user_id = $1', [user.userId])).rows[0]
      ?.n;
  const notices = async (user: TestUser, type: string) =>
    (
      await t.db.query<{ actor_id: string; post_id: string | null; outcome: string | null; read: boolean }>(
        'SELECT actor_id, post_id, COALESCE(outcome, post_outcome) AS outcome, read FROM notifications WHERE user_id = $1 AND type = $2',
        [user.userId, type],
      )
    ).rows;

  /** Everywhere someone other than its author or the moderators could meet a post. */
  async function seenBy(who: TestUser, postId: string, tag: string): Promise<string[]> {
    const places: string[] = [];
    if ((await get(who, `/posts/${postId}`)).status === 200) places.push('post page');
    if (idsOf((await get(who, `/cliques/${cliqueId}/posts`)).body).includes(postId)) places.push('clique list');
    if (idsOf((await get(who, `/users/${who.userId}/feed`)).body).includes(postId)) places.push('feed');
    if (idsOf((await get(who, `/users/${who.userId}/feed?type=cliques`)).body).includes(postId))
      places.push('cliques feed');
    if (idsOf((await get(who, `/hashtags/search?hashtag=${tag}`)).body).includes(postId)) places.push('hashtag');
    if (idsOf((await get(who, `/users/${author.userId}/feed?type=own`)).body).includes(postId)) places.push('profile');
    if (idsOf((await get(who, `/users/${member.userId}/mentions`)).body).includes(postId)) places.push('mentions');
    return places;
  }

  it('holds a member’s post: only its author and the moderators see it, nothing counts it', async () => {
    // The member's feed head exists before the post, so a leak through the head's triggers would show.
    await get(member, `/users/${member.userId}/feed`);
    const made = await post(author, `Held news #heldtag for @${member.username}`);
    expect(made.status).toBe(201);
    expect(made.body.post.status).toBe('pending');
    const postId: string = made.body.post.postId;

    const own = await get(author, `/posts/${postId}`);
    expect([own.status, own.body.post.status]).toEqual([200, 'pending']);
    expect(idsOf((await get(author, `/cliques/${cliqueId}/posts`)).body)[0]).toBe(postId);
    // Its author meets it nowhere else either: not in their feeds, profile or the hashtag's list.
    expect(await seenBy(author, postId, 'heldtag')).toEqual(['post page', 'clique list']);
    for (const who of [member, outsider, owner]) expect(await seenBy(who, postId, 'heldtag')).toEqual([]);
    expect(await postsCountOf(author)).toBe(0);
    await t.context.jobs.run('cliques.activity');
    expect((await get(owner, `/cliques/${cliqueId}`)).body.clique.postsLastWeek).toBe(0);
    expect(await notices(member, 'mention')).toEqual([]);

    const writes: [string, object][] = [
      ['like', {}],
      ['comments', { content: 'hi' }],
      ['share', {}],
    ];
    for (const [what, payload] of writes) {
      const res = await t.request({
        method: 'POST',
        url: `/api/posts/${postId}/${what}`,
        headers: member.auth,
        payload,
      });
      expect([what, res.status]).toEqual([what, 404]);
    }
    const comments = await get(author, `/posts/${postId}/comments`);
    expect(comments.status).toBe(404);

    const pending = await get(moderator, `/cliques/${cliqueId}/pending`);
    expect(pending.status).toBe(200);
    expect(idsOf(pending.body)).toEqual([postId]);
    expect(pending.body).toMatchObject({ hasMore: false, nextToken: null });
    expect((await notices(moderator, 'clique_post_pending')).map((n) => n.actor_id)).toEqual([author.userId]);
    expect((await notices(owner, 'clique_post_pending')).length).toBe(1);
  });

  it('publishes an approved post as if written then: everyone sees it, its hashtag and mention work, its author is told', async () => {
    const postId: string = (await post(author, `Approve me #okaytag @${member.username}`)).body.post.postId;
    expect((await answer(moderator, postId, 'approve')).status).toBe(204);
    const published = await get(member, `/posts/${postId}`);
    expect([published.status, published.body.post.status]).toEqual([200, 'published']);
    expect(await seenBy(member, postId, 'okaytag')).toEqual([
      'post page',
      'clique list',
      'feed',
      'cliques feed',
      'hashtag',
      'profile',
      'mentions',
    ]);
    // A public clique's posts are read by anyone signed in on its page; lists of clique posts are for members.
    expect(await seenBy(outsider, postId, 'okaytag')).toEqual(['post page', 'clique list']);
    expect((await notices(member, 'mention')).length).toBe(1);
    expect(await notices(author, 'clique_post_answered')).toEqual([
      { actor_id: moderator.userId, post_id: postId, outcome: 'approved', read: false },
    ]);
    expect(await postsCountOf(author)).toBe(1);
    await t.context.jobs.run('cliques.activity');
    expect((await get(owner, `/cliques/${cliqueId}`)).body.clique.postsLastWeek).toBe(1);
    expect(idsOf((await get(moderator, `/cliques/${cliqueId}/pending`)).body)).not.toContain(postId);
    const like = await t.request({ method: 'POST', url: `/api/posts/${postId}/like`, headers: member.auth });
    expect(like.status).toBeLessThan(300);
    // Approving again changes nothing; declining a published post is no answer to give.
    expect((await answer(moderator, postId, 'approve')).status).toBe(204);
    expect((await answer(moderator, postId, 'decline')).status).toBe(404);
    const audit = await get(owner, `/cliques/${cliqueId}/audit`);
    expect(
      audit.body.entries
        .filter((e: { postId: string }) => e.postId === postId)
        .map((e: { action: string }) => e.action),
    ).toEqual(['post_approved']);
  });

  it('deletes a declined post and tells its author; declining again is 204', async () => {
    const postId: string = (await post(author, 'Decline me #nopetag')).body.post.postId;
    expect((await answer(owner, postId, 'decline')).status).toBe(204);
    expect((await get(author, `/posts/${postId}`)).status).toBe(404);
    expect(idsOf((await get(moderator, `/cliques/${cliqueId}/pending`)).body)).not.toContain(postId);
    expect((await t.db.query('SELECT 1 FROM posts WHERE post_id = $1', [postId])).rows).toEqual([]);
    expect((await notices(author, 'clique_post_answered')).filter((n) => n.outcome === 'declined')).toEqual([
      { actor_id: owner.userId, post_id: null, outcome: 'declined', read: false },
    ]);
    expect((await answer(owner, postId, 'decline')).status).toBe(204);
    expect((await answer(owner, postId, 'approve')).status).toBe(404);
  });

  it('lets the author edit and delete a held post; moderators publish at once', async () => {
    const postId: string = (await post(author, 'First words')).body.post.postId;
    const edited = await t.request({
      method: 'PUT',
      url: `/api/posts/${postId}`,
      headers: author.auth,
      payload: { content: 'Better words #edittag' },
    });
    expect([edited.status, edited.body.post.content, edited.body.post.status]).toEqual([
      200,
      'Better words #edittag',
      'pending',
    ]);
    expect(idsOf((await get(member, '/hashtags/search?hashtag=edittag')).body)).toEqual([]);
    const others = await t.request({
      method: 'PUT',
      url: `/api/posts/${postId}`,
      headers: member.auth,
      payload: { content: 'mine now' },
    });
    expect(others.status).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${postId}`, headers: member.auth })).status).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${postId}`, headers: author.auth })).status).toBe(204);
    expect((await answer(moderator, postId, 'approve')).status).toBe(404);
    expect(await postsCountOf(author)).toBe(1);

    const byModerator = await post(moderator, 'Straight out');
    expect(byModerator.body.post.status).toBe('published');
    expect((await get(member, `/posts/${byModerator.body.post.postId}`)).status).toBe(200);
  });

  it('answers the pending list and its answers only to moderators, as the other clique routes do', async () => {
    const postId: string = (await post(author, 'Still waiting')).body.post.postId;
    expect((await get(member, `/cliques/${cliqueId}/pending`)).status).toBe(403);
    expect((await get(author, `/cliques/${cliqueId}/pending`)).status).toBe(403);
    expect((await answer(member, postId, 'approve')).status).toBe(403);
    expect((await answer(author, postId, 'decline')).status).toBe(403);
    expect((await answer(member, postId, 'approve')).body.error.code).toBe('forbidden');
    // A public clique's outsider may know it, but not moderate it.
    expect((await answer(outsider, postId, 'approve')).status).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/cliques/${cliqueId}/pending` })).status).toBe(401);
    expect((await answer(null, postId, 'approve')).status).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(moderator, `/cliques/${unknown}/pending`)).status).toBe(404);
    const unknownClique = await t.request({
      method: 'POST',
      url: `/api/cliques/${unknown}/pending/${postId}/approve`,
      headers: moderator.auth,
    });
    expect(unknownClique.status).toBe(404);
    expect((await answer(moderator, unknown, 'approve')).status).toBe(404);
    expect((await get(moderator, '/cliques/not-an-id/pending')).status).toBe(400);
    expect((await answer(moderator, 'not-an-id', 'approve')).status).toBe(400);
    expect((await get(moderator, `/cliques/${cliqueId}/pending?limit=0`)).status).toBe(400);
    expect((await get(moderator, `/cliques/${cliqueId}/pending?nextToken=nope`)).status).toBe(400);
    expect(idsOf((await get(moderator, `/cliques/${cliqueId}/pending`)).body)).toContain(postId);
  });

  it('pages the pending list oldest first', async () => {
    const newest: string = (await post(author, 'Another one')).body.post.postId;
    const all = idsOf((await get(moderator, `/cliques/${cliqueId}/pending`)).body);
    expect(all.length).toBeGreaterThan(2);
    expect(all.at(-1)).toBe(newest);
    const paged: string[] = [];
    let token: string | null = null;
    do {
      const page = await get(moderator, `/cliques/${cliqueId}/pending?limit=1${token ? `&nextToken=${token}` : ''}`);
      paged.push(...idsOf(page.body));
      token = page.body.nextToken;
    } while (token);
    expect(paged).toEqual(all);
  });

  it('takes the moderators’ notification back once nothing waits in the clique', async () => {
    const other = await t.request({
      method: 'POST',
      url: '/api/cliques',
      headers: owner.auth,
      payload: { name: 'Quiet queue', postingPolicy: 'approval' },
    });
    const otherId: string = other.body.clique.cliqueId;
    await addToClique(t, owner, otherId, author);
    const pendingOf = async () =>
      (
        await t.db.query('SELECT 1 FROM notifications WHERE user_id = $1 AND type = $2 AND clique_id = $3', [
          owner.userId,
          'clique_post_pending',
          otherId,
        ])
      ).rows.length;
    const write = async (content: string) =>
      (
        await t.request({
          method: 'POST',
          url: '/api/posts',
          headers: author.auth,
          payload: { content, cliqueId: otherId },
        })
      ).body.post.postId as string;
    const first = await write('one');
    const second = await write('two');
    expect(await pendingOf()).toBe(1);
    const approved = await t.request({
      method: 'POST',
      url: `/api/cliques/${otherId}/pending/${first}/approve`,
      headers: owner.auth,
    });
    expect(approved.status).toBe(204);
    expect(await pendingOf()).toBe(1);
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${second}`, headers: author.auth })).status).toBe(204);
    expect(await pendingOf()).toBe(0);
  });

  it('keeps held posts held when the policy changes, and a secret clique’s pending list from outsiders', async () => {
    const postId: string = (await post(author, 'Before the change')).body.post.postId;
    const changed = await t.request({
      method: 'PUT',
      url: `/api/cliques/${cliqueId}`,
      headers: owner.auth,
      payload: { postingPolicy: 'members' },
    });
    expect(changed.status).toBe(200);
    expect((await get(member, `/posts/${postId}`)).status).toBe(404);
    expect(idsOf((await get(moderator, `/cliques/${cliqueId}/pending`)).body)).toContain(postId);
    expect((await post(author, 'After the change')).body.post.status).toBe('published');

    const secret = await t.request({
      method: 'POST',
      url: '/api/cliques',
      headers: owner.auth,
      payload: { name: 'Hidden', postingPolicy: 'approval' },
    });
    const secretId: string = secret.body.clique.cliqueId;
    expect((await get(outsider, `/cliques/${secretId}/pending`)).status).toBe(404);
    const res = await t.request({
      method: 'POST',
      url: `/api/cliques/${secretId}/pending/${postId}/approve`,
      headers: outsider.auth,
    });
    expect(res.status).toBe(404);
  });
});
