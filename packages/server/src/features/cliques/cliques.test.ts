import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { addToClique, notificationsOf } from '../../../test/social-helpers';

describe('cliques', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    [owner, member, outsider] = (await Promise.all([t.createUser(), t.createUser(), t.createUser()])) as [
      TestUser,
      TestUser,
      TestUser,
    ];
  });

  const create = async (payload: object = { name: 'Climbers', description: 'Weekend walls' }) =>
    t.request({ method: 'POST', url: '/api/cliques', headers: owner.auth, payload });
  const createWithMember = async () => {
    const cliqueId: string = (await create()).body.clique.cliqueId;
    await addToClique(t, owner, cliqueId, member);
    return cliqueId;
  };
  const memberCount = async (cliqueId: string) =>
    (await t.db.query<{ member_count: number }>('SELECT member_count FROM cliques WHERE clique_id = $1', [cliqueId]))
      .rows[0]?.member_count;

  it('creates a clique owned by its creator, who is its first member', async () => {
    const res = await create({ name: '  Climbers  ', description: 'Weekend walls' });
    expect(res.status).toBe(201);
    expect(res.body.clique).toMatchObject({
      name: 'Climbers',
      description: 'Weekend walls',
      ownerId: owner.userId,
      memberCount: 1,
    });
    expect(res.body.clique.members.map((m: { userId: string }) => m.userId)).toEqual([owner.userId]);
    const mine = await t.request({ method: 'GET', url: `/api/users/${owner.userId}/cliques`, headers: owner.auth });
    expect(mine.body.cliques.map((c: { cliqueId: string }) => c.cliqueId)).toEqual([res.body.clique.cliqueId]);
  });

  it('refuses bad input and changes nothing', async () => {
    expect((await create({ name: '   ' })).status).toBe(400);
    expect((await create({ name: 'x'.repeat(81) })).status).toBe(400);
    expect((await create({ name: 'ok', description: 'x'.repeat(1001) })).status).toBe(400);
    expect((await create({ name: 'ok', ownerId: member.userId })).status).toBe(400);
    const mine = await t.request({ method: 'GET', url: `/api/users/${owner.userId}/cliques`, headers: owner.auth });
    expect(mine.body.cliques).toEqual([]);
  });

  it('nobody becomes a member without consent: adding invites, the invitee is told and accepts; the count stays exact', async () => {
    const cliqueId = (await create()).body.clique.cliqueId;
    const add = () =>
      t.request({
        method: 'POST',
        url: `/api/cliques/${cliqueId}/members`,
        headers: owner.auth,
        payload: { userId: member.userId },
      });
    const invited = await add();
    expect(invited).toMatchObject({ status: 202, body: { status: 'invited' } });
    expect(await memberCount(cliqueId)).toBe(1);
    expect(await notificationsOf(t, member)).toEqual([
      expect.objectContaining({ type: 'clique_invitation', actor_id: owner.userId, clique_id: cliqueId }),
    ]);
    const waiting = await t.request({ method: 'GET', url: '/api/cliques/invitations', headers: member.auth });
    expect(waiting.body.invitations).toEqual([
      expect.objectContaining({
        clique: expect.objectContaining({ cliqueId, viewer: expect.objectContaining({ status: 'invited' }) }),
      }),
    ]);
    const accepted = await t.request({
      method: 'POST',
      url: `/api/cliques/${cliqueId}/invitations/accept`,
      headers: member.auth,
    });
    expect(accepted).toMatchObject({ status: 200, body: { status: 'member' } });
    expect(await add()).toMatchObject({ status: 200, body: { status: 'member' } });
    expect(await memberCount(cliqueId)).toBe(2);
    const theirs = await t.request({ method: 'GET', url: `/api/users/${member.userId}/cliques`, headers: member.auth });
    expect(theirs.body.cliques[0]).toMatchObject({
      cliqueId,
      memberCount: 2,
      viewer: { role: 'member', status: 'member' },
    });
    expect((await t.request({ method: 'GET', url: `/api/cliques/${cliqueId}`, headers: member.auth })).status).toBe(
      200,
    );
  });

  it('hides a clique from non-members: 404 for reading it, its members, and every change', async () => {
    const cliqueId = await createWithMember();
    const as = outsider.auth;
    expect((await t.request({ method: 'GET', url: `/api/cliques/${cliqueId}`, headers: as })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/cliques/${cliqueId}/members`, headers: as })).status).toBe(404);
    expect(
      (await t.request({ method: 'PUT', url: `/api/cliques/${cliqueId}`, headers: as, payload: { name: 'Mine' } }))
        .status,
    ).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/cliques/${cliqueId}`, headers: as })).status).toBe(404);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/cliques/${cliqueId}/members`,
          headers: as,
          payload: { userId: outsider.userId },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/cliques/${cliqueId}/members/${member.userId}`, headers: as }))
        .status,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/users/${owner.userId}/cliques`, headers: as })).status).toBe(
      404,
    );
    expect((await t.request({ method: 'GET', url: `/api/cliques/${randomUUID()}`, headers: as })).status).toBe(404);
    expect(await memberCount(cliqueId)).toBe(2);
  });

  it('lets only the owner edit, delete, add and remove: a member gets 403', async () => {
    const cliqueId = await createWithMember();
    const as = member.auth;
    expect(
      (await t.request({ method: 'PUT', url: `/api/cliques/${cliqueId}`, headers: as, payload: { name: 'Mine' } }))
        .status,
    ).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/cliques/${cliqueId}`, headers: as })).status).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/cliques/${cliqueId}/members`,
          headers: as,
          payload: { userId: outsider.userId },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/cliques/${cliqueId}/members/${owner.userId}`, headers: as }))
        .status,
    ).toBe(403);
    const clique = await t.request({ method: 'GET', url: `/api/cliques/${cliqueId}`, headers: as });
    expect(clique.body.clique).toMatchObject({ name: 'Climbers', memberCount: 2 });
  });

  it('the owner edits and deletes; deletion takes the memberships and the notifications about it', async () => {
    const cliqueId = await createWithMember();
    const edited = await t.request({
      method: 'PUT',
      url: `/api/cliques/${cliqueId}`,
      headers: owner.auth,
      payload: { description: 'Indoor too' },
    });
    expect(edited.body.clique).toMatchObject({ name: 'Climbers', description: 'Indoor too' });
    expect(
      (await t.request({ method: 'PUT', url: `/api/cliques/${cliqueId}`, headers: owner.auth, payload: {} })).status,
    ).toBe(400);
    expect((await t.request({ method: 'DELETE', url: `/api/cliques/${cliqueId}`, headers: owner.auth })).status).toBe(
      204,
    );
    expect((await t.request({ method: 'GET', url: `/api/cliques/${cliqueId}`, headers: owner.auth })).status).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/users/${member.userId}/cliques`, headers: member.auth })).body
        .cliques,
    ).toEqual([]);
    expect(await notificationsOf(t, member)).toEqual([]);
  });

  it('a member may leave; the owner may remove a member but not leave', async () => {
    const cliqueId = await createWithMember();
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/cliques/${cliqueId}/members/${member.userId}`,
          headers: member.auth,
        })
      ).status,
    ).toBe(204);
    expect(await memberCount(cliqueId)).toBe(1);
    expect(
      (await t.request({ method: 'GET', url: `/api/cliques/${cliqueId}/members`, headers: member.auth })).status,
    ).toBe(404);

    await addToClique(t, owner, cliqueId, member);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/cliques/${cliqueId}/members/${member.userId}`,
          headers: owner.auth,
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/cliques/${cliqueId}/members/${member.userId}`,
          headers: owner.auth,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/cliques/${cliqueId}/members/${owner.userId}`,
          headers: owner.auth,
        })
      ).status,
    ).toBe(409);
    expect(await memberCount(cliqueId)).toBe(1);
  });

  it('refuses adding an unknown user or a bad id', async () => {
    const cliqueId = (await create()).body.clique.cliqueId;
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/cliques/${cliqueId}/members`,
          headers: owner.auth,
          payload: { userId: randomUUID() },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/cliques/${cliqueId}/members`,
          headers: owner.auth,
          payload: { userId: 'x' },
        })
      ).status,
    ).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/cliques/not-a-uuid', headers: owner.auth })).status).toBe(400);
    expect(await memberCount(cliqueId)).toBe(1);
  });

  it('answers 401 without a token', async () => {
    expect((await t.request({ method: 'POST', url: '/api/cliques', payload: { name: 'x' } })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/cliques/${randomUUID()}/members` })).status).toBe(401);
    expect((await t.request({ method: 'DELETE', url: `/api/cliques/${randomUUID()}` })).status).toBe(401);
  });
});
