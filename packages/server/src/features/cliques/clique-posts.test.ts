import { addToClique } from '../../../test/social-helpers';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

describe('a clique’s posts', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let cliqueId: string;
  beforeAll(async () => {
    t = await createTestApp();
    [owner, member, outsider] = (await Promise.all([t.createUser(), t.createUser(), t.createUser()])) as [
      TestUser,
      TestUser,
      TestUser,
    ];
    cliqueId = (
      await t.request({ method: 'POST', url: '/api/cliques', headers: owner.auth, payload: { name: 'Readers' } })
    ).body.clique.cliqueId;
    await addToClique(t, owner, cliqueId, member);
  });
  afterAll(() => t.close());

  const posts = (who: TestUser, query = '') =>
    t.request({ method: 'GET', url: `/api/cliques/${cliqueId}/posts${query}`, headers: who.auth });

  it('members see posts made in the clique; an outsider gets 404 and cannot post there', async () => {
    const made = await t.request({
      method: 'POST',
      url: '/api/posts',
      headers: owner.auth,
      payload: { content: 'Chapter one tonight', cliqueId },
    });
    expect(made.status).toBe(201);
    const seen = await posts(member);
    expect(seen.status).toBe(200);
    expect(seen.body.posts.map((p: { content: string; cliqueId: string }) => [p.content, p.cliqueId])).toEqual([
      ['Chapter one tonight', cliqueId],
    ]);
    expect((await posts(outsider)).status).toBe(404);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/posts',
          headers: outsider.auth,
          payload: { content: 'let me in', cliqueId },
        })
      ).status,
    ).toBe(404);
    expect((await posts(member, '?sort=oldest')).status).toBe(400);
  });

  it('a member who leaves no longer sees them; deleting the clique uncounts its posts', async () => {
    await t.request({
      method: 'DELETE',
      url: `/api/cliques/${cliqueId}/members/${member.userId}`,
      headers: member.auth,
    });
    expect((await posts(member)).status).toBe(404);
    await t.request({ method: 'DELETE', url: `/api/cliques/${cliqueId}`, headers: owner.auth });
    const { rows } = await t.db.query<{ posts_count: number }>('SELECT posts_count FROM users WHERE user_id = $1', [
      owner.userId,
    ]);
    expect(rows[0]?.posts_count).toBe(0);
    expect(
      (await t.request({ method: 'GET', url: `/api/users/${owner.userId}/feed?type=own`, headers: owner.auth })).body
        .posts,
    ).toEqual([]);
  });
});
