import { randomUUID } from 'node:crypto';
import { pngBytes, upload } from '../../../test/post-fixtures';
import { addToClique } from '../../../test/social-helpers';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

describe('cliques as communities: settings, directory, joining', () => {
  let t: TestApp;
  let owner: TestUser;
  let ann: TestUser;
  let ben: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    [owner, ann, ben] = [await t.createUser(), await t.createUser(), await t.createUser()];
  });

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url: `/api${url}`, ...(user ? { headers: user.auth } : {}), ...(payload ? { payload } : {}) });
  const create = async (settings: object) =>
    (await call(owner, 'POST', '/cliques', { name: `Club ${randomUUID().slice(0, 8)}`, ...settings })).body.clique as {
      cliqueId: string;
      name: string;
    };

  it('creates with settings (defaults: secret, invite, members) and refuses pairs that do not fit, naming the field', async () => {
    const plain = await call(owner, 'POST', '/cliques', { name: 'Plain' });
    expect(plain.status).toBe(201);
    expect(plain.body.clique).toMatchObject({
      visibility: 'secret',
      joinPolicy: 'invite',
      postingPolicy: 'members',
      membersCanInvite: false,
      rules: [],
      viewer: { role: 'owner', status: 'member', mutedUntil: null },
    });
    const open = await call(owner, 'POST', '/cliques', { name: 'x', visibility: 'private', joinPolicy: 'open' });
    expect(open.status).toBe(400);
    expect(open.body.error).toMatchObject({ code: 'validation_failed', details: [{ path: '/joinPolicy' }] });
    const cliqueId = plain.body.clique.cliqueId;
    const secretRequest = await call(owner, 'PUT', `/cliques/${cliqueId}`, { joinPolicy: 'request' });
    expect(secretRequest.body.error.details).toEqual([expect.objectContaining({ path: '/joinPolicy' })]);
    for (const bad of [
      { rules: Array.from({ length: 21 }, () => ({ title: 't', body: '' })) },
      { questions: ['a', 'b', 'c', 'd'] },
      { topics: ['same', 'same'] },
      { topics: ['x'.repeat(41)] },
      { coverImage: 'users/someone-else/cover.png' },
      { visibility: 'hidden' },
    ])
      expect([bad, (await call(owner, 'PUT', `/cliques/${cliqueId}`, bad)).status]).toEqual([bad, 400]);
    expect((await call(null, 'POST', '/cliques', { name: 'x' })).status).toBe(401);
    const { key } = await upload(t, owner, { name: 'cover.png', type: 'image/png', bytes: pngBytes });
    const covered = await call(owner, 'PUT', `/cliques/${cliqueId}`, { coverImage: `/media/files/${key}` });
    expect(covered.body.clique.coverImage).toEqual(expect.stringContaining(key));
    expect(covered.body.clique.coverImage).not.toBe(`/media/files/${key}`);
    const stored = await t.db.query('SELECT cover_image FROM cliques WHERE clique_id = $1', [cliqueId]);
    expect(stored.rows[0]).toEqual({ cover_image: key });
  });

  it('shows a private clique’s card to anyone, its posts and members only to members; lowering visibility hides it at once', async () => {
    const club = await create({ visibility: 'public', joinPolicy: 'open', rules: [{ title: 'Be kind', body: '' }] });
    await call(owner, 'POST', '/posts', { content: 'public words', cliqueId: club.cliqueId });
    const card = await call(ann, 'GET', `/cliques/${club.cliqueId}`);
    expect(card.body.clique).toMatchObject({ members: [], memberCount: 1, viewer: { role: null, status: 'none' } });
    expect(card.body.clique.admins.map((a: { userId: string }) => a.userId)).toEqual([owner.userId]);
    expect((await call(ann, 'GET', `/cliques/${club.cliqueId}/posts`)).body.posts).toHaveLength(1);
    await call(owner, 'PUT', `/cliques/${club.cliqueId}`, { visibility: 'private', joinPolicy: 'request' });
    expect((await call(ann, 'GET', `/cliques/${club.cliqueId}/posts`)).status).toBe(403);
    expect((await call(ann, 'GET', `/cliques/${club.cliqueId}/members`)).status).toBe(403);
    await call(owner, 'PUT', `/cliques/${club.cliqueId}`, { visibility: 'secret', joinPolicy: 'invite' });
    expect((await call(ann, 'GET', `/cliques/${club.cliqueId}`)).status).toBe(404);
  });

  it('lists public and private cliques in the directory (never secret, banned or the blocked owner’s), searched, by topic, paged', async () => {
    const tag = randomUUID().slice(0, 6);
    const pub = await create({
      visibility: 'public',
      joinPolicy: 'open',
      description: `hiking ${tag}`,
      topics: ['trails'],
    });
    const priv = await create({ visibility: 'private', joinPolicy: 'request', description: `hiking ${tag}` });
    await create({ description: `hiking ${tag}` });
    const find = async (query: string) =>
      (await call(ann, 'GET', `/cliques/directory?${query}`)).body as {
        cliques: { cliqueId: string }[];
        nextToken: string | null;
      };
    const ids = (page: { cliques: { cliqueId: string }[] }) => page.cliques.map((c) => c.cliqueId);
    expect(ids(await find(`query=${tag}&sort=new`))).toEqual([priv.cliqueId, pub.cliqueId]);
    expect(ids(await find(`query=${tag}&topic=trails`))).toEqual([pub.cliqueId]);
    const first = await find(`query=${tag}&sort=new&limit=1`);
    expect(ids(await find(`query=${tag}&sort=new&limit=1&nextToken=${first.nextToken}`))).toEqual([pub.cliqueId]);
    await call(owner, 'POST', `/cliques/${pub.cliqueId}/bans`, { userId: ann.userId });
    expect(ids(await find(`query=${tag}`))).toEqual([priv.cliqueId]);
    await call(ann, 'POST', `/users/${owner.userId}/block`);
    expect(ids(await find(`query=${tag}`))).toEqual([]);
    expect((await call(ann, 'GET', '/cliques/directory?sort=oldest')).status).toBe(400);
    expect((await call(ann, 'GET', '/cliques/directory?nextToken=bad')).status).toBe(400);
    expect((await call(null, 'GET', '/cliques/directory')).status).toBe(401);
  });

  it('ranks the active order by the week’s posts, as the activity job counts them, and shows that count', async () => {
    const tag = randomUUID().slice(0, 6);
    const quiet = await create({ visibility: 'public', joinPolicy: 'open', description: `chess ${tag}` });
    const busy = await create({ visibility: 'public', joinPolicy: 'open', description: `chess ${tag}` });
    const ranked = async () =>
      ((await call(ann, 'GET', `/cliques/directory?query=${tag}`)).body.cliques as { cliqueId: string }[]).map(
        (c) => c.cliqueId,
      );
    const post = async (cliqueId: string) =>
      (await call(owner, 'POST', '/posts', { content: 'words', cliqueId })).body.post.postId as string;
    const quietPost = await post(quiet.cliqueId);
    const shown = async (clique: { cliqueId: string }) =>
      (await call(ann, 'GET', `/cliques/${clique.cliqueId}`)).body.clique.postsLastWeek;
    expect(await shown(quiet)).toBe(0);
    await t.context.jobs.run('cliques.activity');
    expect(await shown(quiet)).toBe(1);
    expect(await ranked()).toEqual([quiet.cliqueId, busy.cliqueId]);
    const busyPosts = [await post(busy.cliqueId), await post(busy.cliqueId)];
    await t.context.jobs.run('cliques.activity');
    expect(await ranked()).toEqual([busy.cliqueId, quiet.cliqueId]);
    expect(await shown(busy)).toBe(2);
    await t.db.query("UPDATE posts SET created_at = now() - interval '8 days' WHERE post_id = ANY($1::uuid[])", [
      busyPosts,
    ]);
    await t.context.jobs.run('cliques.activity');
    expect(await ranked()).toEqual([quiet.cliqueId, busy.cliqueId]);
    await call(owner, 'DELETE', `/posts/${quietPost}`);
    await t.context.jobs.run('cliques.activity');
    const stored = await t.db.query<{ recent_posts: number }>(
      'SELECT recent_posts FROM cliques WHERE clique_id = ANY($1::uuid[])',
      [[quiet.cliqueId, busy.cliqueId]],
    );
    expect(stored.rows.map((r) => r.recent_posts)).toEqual([0, 0]);
  });

  it('joins an open clique at once; a request clique takes answers, moderators approve, the requester may withdraw', async () => {
    const open = await create({ visibility: 'public', joinPolicy: 'open' });
    expect(await call(ann, 'POST', `/cliques/${open.cliqueId}/join`, {})).toMatchObject({
      status: 200,
      body: { status: 'member' },
    });
    const asked = await create({ visibility: 'private', joinPolicy: 'request', questions: ['Why?'] });
    const noAnswer = await call(ann, 'POST', `/cliques/${asked.cliqueId}/join`, {});
    expect(noAnswer.body.error).toMatchObject({ code: 'validation_failed', details: [{ path: '/answers' }] });
    const request = await call(ann, 'POST', `/cliques/${asked.cliqueId}/join`, { answers: ['I hike'] });
    expect(request).toMatchObject({ status: 202, body: { status: 'requested' } });
    await call(ben, 'POST', `/cliques/${asked.cliqueId}/join`, { answers: ['me too'] });
    expect((await call(ben, 'DELETE', `/cliques/${asked.cliqueId}/join`)).status).toBe(204);
    const requests = await call(owner, 'GET', `/cliques/${asked.cliqueId}/requests`);
    expect(requests.body.requests).toEqual([
      expect.objectContaining({ answers: ['I hike'], user: expect.objectContaining({ userId: ann.userId }) }),
    ]);
    expect((await call(ann, 'GET', `/cliques/${asked.cliqueId}/requests`)).status).toBe(403);
    for (let i = 0; i < 2; i += 1)
      expect((await call(owner, 'POST', `/cliques/${asked.cliqueId}/requests/${ann.userId}/approve`)).status).toBe(204);
    expect((await call(ann, 'GET', `/cliques/${asked.cliqueId}`)).body.clique).toMatchObject({
      memberCount: 2,
      viewer: { status: 'member' },
    });
    const invitesOnly = await create({ visibility: 'private', joinPolicy: 'invite' });
    const refused = await call(ben, 'POST', `/cliques/${invitesOnly.cliqueId}/join`, {});
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'invite_required' } } });
  });

  it('an invite link previews even a secret clique and lets anyone in but the banned; links are bounded by uses', async () => {
    const secret = await create({ rules: [{ title: 'No spoilers', body: 'Ever' }] });
    const made = await call(owner, 'POST', `/cliques/${secret.cliqueId}/invites`, { maxUses: 1, expiresInHours: 24 });
    expect(made.status).toBe(201);
    const { code, url } = made.body.invite;
    expect(url).toMatch(new RegExp(`/cliques\\?invite=${code}$`));
    const preview = await call(ann, 'GET', `/cliques/invites/${code}`);
    expect(preview.body.clique).toMatchObject({
      name: secret.name,
      memberCount: 1,
      rules: [{ title: 'No spoilers' }],
      viewer: { status: 'none' },
    });
    await call(owner, 'POST', `/cliques/${secret.cliqueId}/bans`, { userId: ben.userId, reason: 'spam' });
    expect((await call(ben, 'POST', '/cliques/join-by-invite', { code })).body.error.code).toBe('banned');
    const joined = await call(ann, 'POST', '/cliques/join-by-invite', { code });
    expect(joined.body).toMatchObject({ status: 'member', clique: { cliqueId: secret.cliqueId } });
    expect((await call(ben, 'GET', `/cliques/invites/${code}`)).status).toBe(404);
    expect((await call(owner, 'GET', `/cliques/${secret.cliqueId}/invites`)).body.invites).toEqual([]);
    expect((await call(ann, 'POST', `/cliques/${secret.cliqueId}/invites`, {})).status).toBe(403);
    expect((await call(owner, 'POST', `/cliques/${secret.cliqueId}/invites`, { maxUses: 0 })).status).toBe(400);
    expect((await call(ann, 'GET', '/cliques/invites/short')).status).toBe(400);
  });

  it('adds a consenting friend directly; invites anyone else, who accepts or declines', async () => {
    const club = await create({});
    await t.request({
      method: 'POST',
      url: '/api/friends/request',
      headers: owner.auth,
      payload: { recipientId: ann.userId },
    });
    await t.request({
      method: 'POST',
      url: '/api/friends/accept',
      headers: ann.auth,
      payload: { senderId: owner.userId },
    });
    await call(ann, 'PUT', `/users/${ann.userId}/settings`, { settings: { cliques: { friendsCanAdd: true } } });
    expect((await call(owner, 'POST', `/cliques/${club.cliqueId}/members`, { userId: ann.userId })).status).toBe(200);
    expect((await call(owner, 'POST', `/cliques/${club.cliqueId}/members`, { userId: ben.userId })).status).toBe(202);
    expect((await call(ben, 'POST', `/cliques/${club.cliqueId}/invitations/decline`)).status).toBe(204);
    expect((await call(ben, 'POST', `/cliques/${club.cliqueId}/invitations/accept`)).status).toBe(404);
    expect((await call(owner, 'GET', `/cliques/${club.cliqueId}/members?role=member`)).body.members).toEqual([
      expect.objectContaining({ role: 'member', user: expect.objectContaining({ userId: ann.userId }) }),
    ]);
    await addToClique(t, owner, club.cliqueId, ben);
    const named = await call(owner, 'GET', `/cliques/${club.cliqueId}/members?query=${ben.username}&limit=1`);
    expect(named.body.members.map((m: { user: { userId: string } }) => m.user.userId)).toEqual([ben.userId]);
  });
});
