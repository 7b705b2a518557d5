import { randomUUID } from 'node:crypto';
import { connect, trackSockets } from '../../../test/socket-test-client';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

/**
 * Accounts of other servers are users rows here (a `remote_actors` row beside), but what stays on
 * this server — friendship, chat, clique invitations, staff roles — is refused for them, clearly and
 * with nothing stored.
 */
describe('what accounts of other servers cannot be part of', () => {
  let t: TestApp;
  let ann: TestUser;
  let boss: TestUser;
  let cat: TestUser;
  let ben: string;
  let cooking: string;
  const track = trackSockets();

  /** An account of another server as federation stores one: a users row without sign-in, and its actor. */
  const remoteAccount = async (name: string, host: string, kind: 'Person' | 'Group') => {
    const userId = randomUUID();
    await t.db.query(`INSERT INTO users (user_id, username, email, display_name) VALUES ($1, $2, '', $3)`, [
      userId,
      `${name}@${host}`,
      name,
    ]);
    await t.db.query(`INSERT INTO remote_actors (user_id, actor_uri, host, kind, inbox) VALUES ($1, $2, $3, $4, $5)`, [
      userId,
      `https://${host}/actors/${name}`,
      host,
      kind,
      `https://${host}/actors/${name}/inbox`,
    ]);
    return userId;
  };
  const count = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]?.n;
  const notificationsOf = (userId: string) => count('notifications WHERE user_id = $1', [userId]);

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERS: 'boss' });
    [ann, boss, cat] = [await t.createUser('ann'), await t.createUser('boss'), await t.createUser('cat')];
    ben = await remoteAccount('ben', 'social.example', 'Person');
    cooking = await remoteAccount('cooking', 'hosta.example', 'Group');
  });
  afterAll(() => t.close());

  const refusal = (res: { status: number; body: { error: { code: string; message: string } } }) => [
    res.status,
    res.body.error.code,
    res.body.error.message,
  ];

  describe('friend requests', () => {
    const request = (recipientId: string, from: TestUser = ann, headers: Record<string, string> = {}) =>
      t.request({
        method: 'POST',
        url: '/api/friends/request',
        headers: { ...from.auth, ...headers },
        payload: { recipientId },
      });

    it('to a person or a group of another server: 403, in the reader’s language, nothing stored', async () => {
      for (const remote of [ben, cooking])
        expect(refusal(await request(remote))).toEqual([
          403,
          'forbidden',
          'People on other servers cannot be friends here; follow them instead',
        ]);
      // Another asker, since a language asked for is remembered for the socket's messages.
      expect((await request(ben, boss, { 'accept-language': 'es' })).body.error.message).toBe(
        'Las personas de otros servidores no pueden ser amigas aquí; síguelas en su lugar',
      );
      expect(await count('friendships WHERE $1 IN (recipient_id, sender_id)', [ben])).toBe(0);
      expect(await count('friendships WHERE $1 IN (recipient_id, sender_id)', [cooking])).toBe(0);
      expect(await notificationsOf(ben)).toBe(0);
    });

    it('to a person of this server: as ever', async () => {
      expect((await request(cat.userId)).status).toBe(201);
    });
  });

  describe('chat', () => {
    const chatText = 'Chat stays on this server: people on other servers cannot be messaged';

    it('opening a conversation with an account of another server (GET /messages/conversation): 403', async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/messages/conversation?withUserId=${ben}`,
        headers: ann.auth,
      });
      expect(refusal(res)).toEqual([403, 'forbidden', chatText]);
      const local = await t.request({
        method: 'GET',
        url: `/api/messages/conversation?withUserId=${cat.userId}`,
        headers: ann.auth,
      });
      expect(local.status).toBe(200);
    });

    it('a message or typing to one over the socket: an error frame, no message or thread stored', async () => {
      const socket = track(await connect(t, ann));
      socket.send({ action: 'sendMessage', recipientId: cooking, content: 'Hello group', clientMessageId: 'm-1' });
      expect(await socket.next('error', (f) => f.clientMessageId === 'm-1')).toMatchObject({
        code: 'forbidden',
        message: chatText,
      });
      socket.send({ action: 'typing', recipientId: ben });
      expect(await socket.next('error')).toMatchObject({ code: 'forbidden', message: chatText });
      expect(await count('messages WHERE sender_id = $1', [ann.userId])).toBe(0);
      expect(await count('direct_threads WHERE user_id = $1', [ann.userId])).toBe(0);
      socket.send({ action: 'sendMessage', recipientId: cat.userId, content: 'Hello Cat', clientMessageId: 'm-2' });
      expect((await socket.next('message_sent')).clientMessageId).toBe('m-2');
    });
  });

  describe('cliques', () => {
    let cliqueId: string;
    const cliqueText =
      'People on other servers cannot be invited or added; they join a public clique by following it from their server';
    beforeAll(async () => {
      const created = await t.request({
        method: 'POST',
        url: '/api/cliques',
        headers: ann.auth,
        payload: { name: 'Cooks', visibility: 'public', joinPolicy: 'request' },
      });
      expect(created.status).toBe(201);
      cliqueId = created.body.clique.cliqueId;
    });
    const add = (path: 'members' | 'invitations', userId: string) =>
      t.request({ method: 'POST', url: `/api/cliques/${cliqueId}/${path}`, headers: ann.auth, payload: { userId } });

    it('inviting or adding one: 403, no invitation, membership or notification', async () => {
      for (const path of ['members', 'invitations'] as const)
        expect(refusal(await add(path, ben))).toEqual([403, 'forbidden', cliqueText]);
      expect(await count('clique_invitations WHERE user_id = $1', [ben])).toBe(0);
      expect(await count('clique_members WHERE user_id = $1', [ben])).toBe(0);
      expect(await notificationsOf(ben)).toBe(0);
    });

    it('approving its own request (its Follow of the Group) lets it in; it cannot become staff', async () => {
      await t.db.query(`INSERT INTO clique_join_requests (clique_id, user_id, answers) VALUES ($1, $2, '[]')`, [
        cliqueId,
        ben,
      ]);
      expect((await add('members', ben)).body).toEqual({ status: 'member' });
      for (const role of ['moderator', 'admin'])
        expect(
          refusal(
            await t.request({
              method: 'PUT',
              url: `/api/cliques/${cliqueId}/members/${ben}`,
              headers: ann.auth,
              payload: { role },
            }),
          ),
        ).toEqual([
          403,
          'forbidden',
          'People on other servers can be members of a clique here, not its moderators or admins',
        ]);
      const { rows } = await t.db.query('SELECT role FROM clique_members WHERE clique_id = $1 AND user_id = $2', [
        cliqueId,
        ben,
      ]);
      expect(rows).toEqual([{ role: 'member' }]);
    });
  });

  it('an admin cannot make one a moderator of the server (403, role unchanged)', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${ben}/role`,
      headers: boss.auth,
      payload: { role: 'moderator' },
    });
    expect(refusal(res)).toEqual([403, 'forbidden', 'Only people of this server can be moderators']);
    expect((await t.db.query('SELECT role FROM users WHERE user_id = $1', [ben])).rows).toEqual([{ role: 'member' }]);
  });

  it('the profile says what kind of account of another server it is', async () => {
    const kindOf = async (id: string) =>
      (await t.request({ method: 'GET', url: `/api/users/${id}`, headers: ann.auth })).body.user.remoteKind;
    expect(await kindOf(ben)).toBe('person');
    expect(await kindOf(cooking)).toBe('group');
    expect(await kindOf(cat.userId)).toBeUndefined();
  });
});
