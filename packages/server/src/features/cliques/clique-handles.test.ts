import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { addToClique } from '../../../test/social-helpers';
import { groups } from '../../platform/database/migrations/302-groups';

describe('clique handles', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    [owner, member] = (await Promise.all([t.createUser(), t.createUser()])) as [TestUser, TestUser];
  });

  const create = async (payload: object, by: TestUser = owner) =>
    (await t.request({ method: 'POST', url: '/api/cliques', headers: by.auth, payload })).body.clique;
  const edit = (cliqueId: string, payload: object, by: TestUser = owner) =>
    t.request({ method: 'PUT', url: `/api/cliques/${cliqueId}`, headers: by.auth, payload });

  it('makes a public clique’s handle from its name, unique with a number, never a username', async () => {
    const first = await create({ name: 'Ünïcode Climbers & Friends!', visibility: 'public', joinPolicy: 'open' });
    expect(first.handle).toBe('unicode_climbers_friends');
    const second = await create({ name: 'unicode climbers friends', visibility: 'public' });
    expect(second.handle).toBe('unicode_climbers_friends_2');
    const long = await create({ name: 'A'.repeat(40), visibility: 'public' });
    expect(long.handle).toBe('a'.repeat(30));
    const longAgain = await create({ name: 'a'.repeat(35), visibility: 'public' });
    expect(longAgain.handle).toBe(`${'a'.repeat(28)}_2`);
    const symbols = await create({ name: '✨✨', visibility: 'public' });
    expect(symbols.handle).toMatch(/^clique(_\d+)?$/);
    const named = await t.createUser(`ropes${Date.now().toString(36)}`);
    const likeUser = await create({ name: named.username.toUpperCase(), visibility: 'public' });
    expect(likeUser.handle).toBe(`${named.username}_2`);
  });

  it('gives none to a private or secret clique until it becomes public', async () => {
    const secret = await create({ name: 'Quiet Ones' });
    expect(secret.handle).toBeNull();
    const opened = await edit(secret.cliqueId, { visibility: 'public', name: 'Loud Ones' });
    expect(opened.status).toBe(200);
    expect(opened.body.clique.handle).toMatch(/^loud_ones(_\d+)?$/);
    const closed = await edit(secret.cliqueId, { visibility: 'private' });
    expect(closed.body.clique.handle).toBe(opened.body.clique.handle);
  });

  it('lets admins change it: a bad shape is 400, a taken one 409, a member 403, a stranger to a secret clique 404', async () => {
    const clique = await create({ name: 'Chess Club', visibility: 'public', joinPolicy: 'open' });
    const other = await create({ name: 'Go Club', visibility: 'public' });
    const changed = await edit(clique.cliqueId, { handle: 'chess_42' });
    expect(changed.status).toBe(200);
    expect(changed.body.clique.handle).toBe('chess_42');
    expect(
      (await t.request({ method: 'GET', url: `/api/cliques/${clique.cliqueId}`, headers: member.auth })).body,
    ).toMatchObject({ clique: { handle: 'chess_42' } });

    for (const bad of ['Chess', 'chess club', 'x'.repeat(31), '', 'échecs', 'a-b']) {
      const res = await edit(clique.cliqueId, { handle: bad });
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      expect(res.body.error.message).toContain('handle');
    }
    const taken = await edit(clique.cliqueId, { handle: other.handle });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('That handle is taken');
    const username = await edit(clique.cliqueId, { handle: member.username.toLowerCase() });
    expect(username.status).toBe(409);
    expect((await edit(clique.cliqueId, { handle: 'chess_42' })).status).toBe(200);

    await addToClique(t, owner, clique.cliqueId, member);
    expect((await edit(clique.cliqueId, { handle: 'mine_now' }, member)).status).toBe(403);
    const secret = await create({ name: 'Hidden' }, member);
    expect((await edit(secret.cliqueId, { handle: 'stolen' })).status).toBe(404);
    const stored = await t.db.query<{ handle: string | null }>(
      'SELECT handle FROM cliques WHERE clique_id = ANY($1::uuid[]) ORDER BY handle',
      [[clique.cliqueId, secret.cliqueId]],
    );
    expect(stored.rows.map((r) => r.handle)).toEqual(['chess_42', null]);
  });

  it('migration 302 gave existing public cliques a handle', async () => {
    const old = await create({ name: 'Old Timers', visibility: 'public' });
    await t.db.query(`UPDATE cliques SET handle = NULL WHERE clique_id = $1`, [old.cliqueId]);
    const backfill = groups.sql.slice(groups.sql.indexOf('DO $$'), groups.sql.indexOf('CREATE TABLE group_follows'));
    await t.db.query(backfill);
    const res = await t.request({ method: 'GET', url: `/api/cliques/${old.cliqueId}`, headers: owner.auth });
    expect(res.body.clique.handle).toMatch(/^old_timers(_\d+)?$/);
  });
});
