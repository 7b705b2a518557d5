import { randomUUID } from 'node:crypto';
import { insertMessage } from './chat.repository';
import { connect } from '../../../test/socket-test-client';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

describe('chat REST: conversations, unread count, mark-read', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let dave: TestUser;
  let cliqueId: string;

  const dm = (from: TestUser, to: TestUser, content: string) =>
    insertMessage(t.db, {
      messageId: randomUUID(),
      senderId: from.userId,
      recipientId: to.userId,
      cliqueId: null,
      content,
      clientMessageId: null,
    });
  const toClique = (from: TestUser, content: string) =>
    insertMessage(t.db, {
      messageId: randomUUID(),
      senderId: from.userId,
      recipientId: null,
      cliqueId,
      content,
      clientMessageId: null,
    });
  const get = (user: TestUser, url: string) => t.request({ method: 'GET', url, headers: user.auth });
  const markRead = (user: TestUser, payload: object) =>
    t.request({ method: 'POST', url: '/api/messages/mark-read', headers: user.auth, payload });

  // Start-up (PGlite and every migration) can take over 30 s on a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob, carol, dave] = [
      await t.createUser('alice'),
      await t.createUser('bob'),
      await t.createUser('carol'),
      await t.createUser('dave'),
    ];
    cliqueId = randomUUID();
    await t.db.query('INSERT INTO cliques (clique_id, name, owner_id) VALUES ($1, $2, $3)', [
      cliqueId,
      'Climbers',
      alice.userId,
    ]);
    for (const user of [alice, bob]) {
      await t.db.query(
        "INSERT INTO clique_members (clique_id, user_id, joined_at) VALUES ($1, $2, now() - interval '1 hour')",
        [cliqueId, user.userId],
      );
    }
    await t.db.query("INSERT INTO friendships (sender_id, recipient_id, status) VALUES ($1, $2, 'accepted')", [
      alice.userId,
      dave.userId,
    ]);
    await dm(bob, alice, 'hi alice');
    await dm(alice, bob, 'hi bob');
    await dm(bob, alice, 'how are you?');
    await toClique(bob, 'clique hello');
    await dm(carol, alice, 'carol here');
  }, 120_000);
  afterAll(() => t.close());

  it('lists conversations newest first with the other person, last message and unread count; friends and cliques without messages too', async () => {
    const res = await get(alice, '/api/messages/conversations');
    expect(res.status).toBe(200);
    const list = res.body.conversations;
    expect(
      list.map(
        (c: { withUser: { username: string }; cliqueName: string | null }) => c.cliqueName ?? c.withUser.username,
      ),
    ).toEqual(['carol', 'Climbers', 'bob', 'dave']);
    expect(list[0]).toMatchObject({
      cliqueId: null,
      unreadCount: 1,
      lastMessage: { content: 'carol here', senderId: carol.userId },
    });
    expect(list[1]).toMatchObject({
      cliqueId,
      cliqueName: 'Climbers',
      withUser: { userId: bob.userId },
      unreadCount: 1,
      lastMessage: { content: 'clique hello' },
    });
    expect(list[2]).toMatchObject({
      withUser: { userId: bob.userId, displayName: 'bob', profilePicture: null },
      unreadCount: 2,
      lastMessage: { content: 'how are you?' },
    });
    expect(list[3]).toMatchObject({ withUser: { userId: dave.userId }, lastMessage: null, unreadCount: 0 });
    expect(res.body).toMatchObject({ hasMore: false, nextToken: null });
  });

  it('pages the list by nextToken without repeats or gaps', async () => {
    const first = await get(alice, '/api/messages/conversations?limit=3');
    expect(first.body.conversations).toHaveLength(3);
    expect(first.body.hasMore).toBe(true);
    const second = await get(alice, `/api/messages/conversations?limit=3&nextToken=${first.body.nextToken}`);
    expect(second.body.conversations.map((c: { withUser: { username: string } }) => c.withUser.username)).toEqual([
      'dave',
    ]);
    expect(second.body).toMatchObject({ hasMore: false, nextToken: null });
  });

  it('refuses bad list queries (400) and a missing token (401)', async () => {
    expect((await get(alice, '/api/messages/conversations?nextToken=garbage')).status).toBe(400);
    expect((await get(alice, '/api/messages/conversations?limit=101')).status).toBe(400);
    expect((await get(alice, '/api/messages/conversations?sort=up')).status).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/messages/conversations' })).status).toBe(401);
  });

  it('shows one conversation for a deep link, and 404 for a clique you are not in or an unknown user', async () => {
    const withDave = await get(alice, `/api/messages/conversation?withUserId=${dave.userId}`);
    expect(withDave.status).toBe(200);
    expect(withDave.body.conversation).toMatchObject({
      withUser: { userId: dave.userId },
      lastMessage: null,
      unreadCount: 0,
      cliqueId: null,
    });
    expect((await get(alice, `/api/messages/conversation?cliqueId=${cliqueId}`)).body.conversation).toMatchObject({
      cliqueName: 'Climbers',
      unreadCount: 1,
    });
    expect((await get(carol, `/api/messages/conversation?cliqueId=${cliqueId}`)).status).toBe(404);
    expect((await get(alice, `/api/messages/conversation?withUserId=${randomUUID()}`)).status).toBe(404);
    expect((await get(alice, `/api/messages/conversation?withUserId=${dave.userId}&cliqueId=${cliqueId}`)).status).toBe(
      400,
    );
    expect((await get(alice, '/api/messages/conversation')).status).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: `/api/messages/conversation?withUserId=${dave.userId}` })).status,
    ).toBe(401);
  });

  it('counts unread messages: direct ones to you and clique ones from others since you joined', async () => {
    const res = await get(alice, '/api/messages/unread-count');
    expect(res).toMatchObject({ status: 200, body: { unreadCount: 4 } });
    expect((await get(bob, '/api/messages/unread-count')).body.unreadCount).toBe(1);
    expect((await t.request({ method: 'GET', url: '/api/messages/unread-count' })).status).toBe(401);
  });

  it('marks a direct conversation read and tells the other side (and your own sockets) with messages_read', async () => {
    const bobSocket = await connect(t, bob);
    const aliceSocket = await connect(t, alice);
    const res = await markRead(alice, { otherUserId: bob.userId });
    expect(res).toMatchObject({ status: 200, body: { marked: 2 } });
    const event = await bobSocket.next('messages_read');
    expect(event).toEqual({
      type: 'messages_read',
      byUserId: alice.userId,
      withUserId: bob.userId,
      readAt: expect.any(String),
    });
    expect((await aliceSocket.next('messages_read')).byUserId).toBe(alice.userId);
    expect((await get(alice, '/api/messages/unread-count')).body.unreadCount).toBe(2);
    aliceSocket.send({ action: 'getMessages', withUserId: bob.userId });
    const history = await aliceSocket.next('messages');
    expect(history.messages.filter((m) => m.senderId === bob.userId).every((m) => m.readAt === event.readAt)).toBe(
      true,
    );
    expect((await markRead(alice, { otherUserId: bob.userId })).body.marked).toBe(0);
    expect(await bobSocket.collect('messages_read', 200)).toEqual([]);
    await Promise.all([bobSocket.close(), aliceSocket.close()]);
  });

  it("marks a clique read for you alone and tells its members; other members' unread stays", async () => {
    await toClique(alice, 'from alice');
    const bobSocket = await connect(t, bob);
    const res = await markRead(alice, { cliqueId });
    expect(res.body.marked).toBe(1);
    expect(await bobSocket.next('messages_read')).toMatchObject({ byUserId: alice.userId, cliqueId });
    expect((await get(alice, `/api/messages/conversation?cliqueId=${cliqueId}`)).body.conversation.unreadCount).toBe(0);
    expect((await get(bob, `/api/messages/conversation?cliqueId=${cliqueId}`)).body.conversation.unreadCount).toBe(1);
    await bobSocket.close();
  });

  it('refuses bad mark-read bodies (400), a clique you are not in or an unknown user (404), no token (401)', async () => {
    expect((await markRead(alice, {})).status).toBe(400);
    expect((await markRead(alice, { otherUserId: bob.userId, cliqueId })).status).toBe(400);
    expect((await markRead(alice, { otherUserId: bob.userId, extra: 1 })).body.error.message).toBe(
      'Unknown field: extra',
    );
    expect((await markRead(alice, { otherUserId: 'bob' })).status).toBe(400);
    expect((await markRead(carol, { cliqueId })).status).toBe(404);
    expect((await markRead(alice, { otherUserId: randomUUID() })).status).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: '/api/messages/mark-read', payload: { otherUserId: bob.userId } }))
        .status,
    ).toBe(401);
    // Nothing changed: bob still has alice's direct message and her clique message unread.
    expect((await get(bob, '/api/messages/unread-count')).body.unreadCount).toBe(2);
  });
});
