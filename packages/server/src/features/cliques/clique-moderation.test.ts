import { addToClique, notificationsOf } from '../../../test/social-helpers';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

describe('running a clique: roles, ownership, bans, mutes, pins, topics, removal, audit', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let mod: TestUser;
  let member: TestUser;
  let cliqueId: string;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    [owner, admin, mod, member] = [
      await t.createUser(),
      await t.createUser(),
      await t.createUser(),
      await t.createUser(),
    ];
    cliqueId = (
      await call(owner, 'POST', '/cliques', {
        name: 'Readers',
        visibility: 'public',
        joinPolicy: 'open',
        topics: ['books', 'films'],
      })
    ).body.clique.cliqueId;
    for (const user of [admin, mod, member]) await addToClique(t, owner, cliqueId, user);
    await call(owner, 'PUT', `/cliques/${cliqueId}/members/${admin.userId}`, { role: 'admin' });
    await call(admin, 'PUT', `/cliques/${cliqueId}/members/${mod.userId}`, { role: 'moderator' });
  });

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url: `/api${url}`, headers: user.auth, ...(payload ? { payload } : {}) });
  const roleOf = async (user: TestUser) =>
    (await call(owner, 'GET', `/cliques/${cliqueId}/members?query=${user.username}`)).body.members[0]?.role;

  it('changes roles within rank, idempotently; only the owner makes admins and transfers to an admin', async () => {
    expect(await roleOf(admin)).toBe('admin');
    expect(await roleOf(mod)).toBe('moderator');
    expect((await call(admin, 'PUT', `/cliques/${cliqueId}/members/${member.userId}`, { role: 'admin' })).status).toBe(
      403,
    );
    expect(
      (await call(mod, 'PUT', `/cliques/${cliqueId}/members/${member.userId}`, { role: 'moderator' })).status,
    ).toBe(403);
    expect((await call(admin, 'PUT', `/cliques/${cliqueId}/members/${mod.userId}`, { role: 'moderator' })).status).toBe(
      204,
    );
    expect((await call(admin, 'PUT', `/cliques/${cliqueId}/members/${owner.userId}`, { role: 'member' })).status).toBe(
      403,
    );
    expect((await call(owner, 'PUT', `/cliques/${cliqueId}/members/${member.userId}`, { role: 'owner' })).status).toBe(
      400,
    );
    expect((await notificationsOf(t, mod)).filter((n) => n.type === 'clique_role_changed')).toHaveLength(1);
    expect((await call(owner, 'POST', `/cliques/${cliqueId}/transfer`, { userId: member.userId })).status).toBe(409);
    expect((await call(admin, 'POST', `/cliques/${cliqueId}/transfer`, { userId: admin.userId })).status).toBe(403);
    expect((await call(owner, 'POST', `/cliques/${cliqueId}/transfer`, { userId: admin.userId })).status).toBe(204);
    expect(await roleOf(admin)).toBe('owner');
    expect(await roleOf(owner)).toBe('admin');
    expect((await call(admin, 'GET', `/cliques/${cliqueId}`)).body.clique.ownerId).toBe(admin.userId);
  });

  it('bans remove and keep out (idempotent, until lifted); mutes let a member read but not write', async () => {
    expect((await call(mod, 'POST', `/cliques/${cliqueId}/bans`, { userId: admin.userId })).status).toBe(403);
    for (let i = 0; i < 2; i += 1)
      expect(
        (await call(mod, 'POST', `/cliques/${cliqueId}/bans`, { userId: member.userId, reason: 'spam', hours: 24 }))
          .status,
      ).toBe(204);
    const bans = (await call(mod, 'GET', `/cliques/${cliqueId}/bans`)).body.bans;
    expect(bans).toEqual([
      expect.objectContaining({ reason: 'spam', user: expect.objectContaining({ userId: member.userId }) }),
    ]);
    expect((await call(member, 'POST', `/cliques/${cliqueId}/join`, {})).body.error.code).toBe('banned');
    expect((await call(member, 'GET', `/cliques/${cliqueId}/posts`)).body.error.code).toBe('banned');
    expect((await notificationsOf(t, member)).filter((n) => n.type === 'clique_banned')).toHaveLength(1);
    expect((await call(mod, 'DELETE', `/cliques/${cliqueId}/bans/${member.userId}`)).status).toBe(204);
    expect((await call(member, 'POST', `/cliques/${cliqueId}/join`, {})).status).toBe(200);

    expect((await call(mod, 'POST', `/cliques/${cliqueId}/mutes`, { userId: member.userId, hours: 0 })).status).toBe(
      400,
    );
    expect((await call(mod, 'POST', `/cliques/${cliqueId}/mutes`, { userId: member.userId, hours: 2 })).status).toBe(
      204,
    );
    const muted = await call(member, 'POST', '/posts', { content: 'shh', cliqueId });
    expect(muted).toMatchObject({ status: 403, body: { error: { code: 'muted_in_clique' } } });
    expect((await call(member, 'GET', `/cliques/${cliqueId}`)).body.clique.viewer.mutedUntil).toEqual(
      expect.any(String),
    );
    expect((await call(member, 'GET', `/cliques/${cliqueId}/posts`)).status).toBe(200);
    expect((await call(mod, 'DELETE', `/cliques/${cliqueId}/mutes/${member.userId}`)).status).toBe(204);
    expect((await call(member, 'POST', '/posts', { content: 'back', cliqueId })).status).toBe(201);
  });

  it('pins up to three posts, listed first and marked; topics filter the list and must be the clique’s', async () => {
    const posts: string[] = [];
    for (const topic of ['books', 'films', 'books', 'films'])
      posts.push((await call(member, 'POST', '/posts', { content: topic, cliqueId, topic })).body.post.postId);
    expect((await call(member, 'POST', '/posts', { content: 'x', cliqueId, topic: 'music' })).status).toBe(400);
    expect((await call(member, 'POST', '/posts', { content: 'x', topic: 'books' })).status).toBe(400);
    for (const postId of posts.slice(0, 3))
      expect((await call(mod, 'POST', `/cliques/${cliqueId}/pins/${postId}`)).status).toBe(204);
    expect((await call(mod, 'POST', `/cliques/${cliqueId}/pins/${posts[0]}`)).status).toBe(204);
    expect((await call(mod, 'POST', `/cliques/${cliqueId}/pins/${posts[3]}`)).status).toBe(409);
    expect((await call(member, 'POST', `/cliques/${cliqueId}/pins/${posts[3]}`)).status).toBe(403);
    const list = (await call(member, 'GET', `/cliques/${cliqueId}/posts`)).body.posts as {
      postId: string;
      pinned?: boolean;
      topic?: string;
    }[];
    expect(list.map((p) => [p.postId, p.pinned ?? false])).toEqual([
      [posts[2], true],
      [posts[1], true],
      [posts[0], true],
      [posts[3], false],
    ]);
    const films = (await call(member, 'GET', `/cliques/${cliqueId}/posts?topic=films`)).body.posts as {
      postId: string;
    }[];
    expect(films.map((p) => p.postId)).toEqual([posts[1], posts[3]]);
    expect((await call(mod, 'DELETE', `/cliques/${cliqueId}/pins/${posts[0]}`)).status).toBe(204);
  });

  it('moderators remove posts and comments in their clique through the usual routes; the audit log says so', async () => {
    const postId = (await call(member, 'POST', '/posts', { content: 'rude', cliqueId })).body.post.postId;
    const commentId = (await call(member, 'POST', `/posts/${postId}/comments`, { content: 'ruder' })).body.comment
      .commentId;
    const outside = (await call(member, 'POST', '/posts', { content: 'elsewhere' })).body.post.postId;
    expect((await call(mod, 'DELETE', `/posts/${outside}`)).status).toBe(403);
    expect((await call(mod, 'DELETE', `/posts/${postId}/comments/${commentId}`)).status).toBe(204);
    expect((await call(mod, 'DELETE', `/posts/${postId}`)).status).toBe(204);
    expect((await call(member, 'GET', `/posts/${postId}`)).status).toBe(404);
    const audit = (await call(mod, 'GET', `/cliques/${cliqueId}/audit`)).body.entries as { action: string }[];
    expect(audit.map((e) => e.action).slice(0, 2)).toEqual(['post_removed', 'comment_removed']);
    expect((await call(member, 'GET', `/cliques/${cliqueId}/audit`)).status).toBe(403);
  });
});
