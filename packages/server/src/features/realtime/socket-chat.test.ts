import { randomUUID } from 'node:crypto';
import type { Message } from '@cliques/contracts';
import { insertMessage } from '../chat/chat.repository';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { connect, trackSockets } from '../../../test/socket-test-client';

/** Creates a clique owned by owner with these members (owner included). */
export async function createClique(t: TestApp, owner: TestUser, members: TestUser[]): Promise<string> {
  const cliqueId = randomUUID();
  await t.db.query('INSERT INTO cliques (clique_id, name, owner_id, member_count) VALUES ($1, $2, $3, $4)', [
    cliqueId,
    'Climbers',
    owner.userId,
    members.length + 1,
  ]);
  for (const user of [owner, ...members]) {
    await t.db.query(
      "INSERT INTO clique_members (clique_id, user_id, role, joined_at) VALUES ($1, $2, $3, now() - interval '1 hour')",
      [cliqueId, user.userId, user === owner ? 'owner' : 'member'],
    );
  }
  return cliqueId;
}

describe('realtime chat over the socket', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  const track = trackSockets();
  const open = async (user: TestUser) => {
    const socket = await connect(t, user);
    track(socket);
    return socket;
  };
  // Start-up (PGlite and every migration) can take over 30 s on a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob, carol] = [await t.createUser('alice'), await t.createUser('bob'), await t.createUser('carol')];
  }, 120_000);
  afterAll(() => t.close());

  const storedRows = async (senderId: string) =>
    (
      await t.db.query<{ content: string }>('SELECT content FROM messages WHERE sender_id = $1 ORDER BY seq', [
        senderId,
      ])
    ).rows.map((r) => r.content);

  it('delivers a message to every connection of the recipient and acknowledges it to the sender, stored first', async () => {
    const [a1, a2, b1, b2] = [await open(alice), await open(alice), await open(bob), await open(bob)];
    a1.send({ action: 'sendMessage', recipientId: bob.userId, content: '  hello bob  ', clientMessageId: 'c-1' });
    const received = await b1.next('message');
    const { rows } = await t.db.query('SELECT 1 FROM messages WHERE message_id = $1', [received.message.messageId]);
    expect(rows).toHaveLength(1);
    expect(received.message).toMatchObject({
      senderId: alice.userId,
      recipientId: bob.userId,
      cliqueId: null,
      content: 'hello bob',
      readAt: null,
    });
    expect((await b2.next('message')).message.messageId).toBe(received.message.messageId);
    const sent = await a1.next('message_sent');
    expect(sent).toEqual({ type: 'message_sent', message: received.message, clientMessageId: 'c-1' });
    // The sender's other tab sees it too; the sending connection only gets message_sent.
    expect((await a2.next('message')).message.messageId).toBe(received.message.messageId);
    expect(await a1.collect('message', 200)).toEqual([]);
  });

  it('never sends as anyone but the socket user: a senderId field is refused and changes nothing', async () => {
    const [a, b] = [await open(alice), await open(bob)];
    a.send({ action: 'sendMessage', recipientId: bob.userId, content: 'forged', senderId: carol.userId });
    expect(await a.next('error')).toMatchObject({
      code: 'validation_failed',
      message: 'senderId: Unexpected property',
    });
    expect(await storedRows(carol.userId)).toEqual([]);
    a.send({ action: 'sendMessage', recipientId: bob.userId, content: 'genuine' });
    expect((await b.next('message', (f) => f.message.content === 'genuine')).message.senderId).toBe(alice.userId);
  });

  it('makes a resend with the same clientMessageId idempotent: one row, one delivery, the same message', async () => {
    const [a, b] = [await open(alice), await open(bob)];
    const clientMessageId = `resend-${Date.now()}`;
    a.send({ action: 'sendMessage', recipientId: bob.userId, content: 'only once', clientMessageId });
    const first = await a.next('message_sent');
    a.send({ action: 'sendMessage', recipientId: bob.userId, content: 'only once', clientMessageId });
    const second = await a.next('message_sent');
    expect(second.message).toEqual(first.message);
    expect(second.clientMessageId).toBe(clientMessageId);
    const deliveries = (await b.collect('message', 300)).filter(
      (f) => f.type === 'message' && f.message.content === 'only once',
    );
    expect(deliveries).toHaveLength(1);
    const { rows } = await t.db.query('SELECT 1 FROM messages WHERE client_message_id = $1', [clientMessageId]);
    expect(rows).toHaveLength(1);
  });

  it('keeps a sender’s order: live and in history', async () => {
    const [a, b] = [await open(alice), await open(carol)];
    const texts = Array.from({ length: 12 }, (_, i) => `ordered ${i}`);
    for (const content of texts) a.send({ action: 'sendMessage', recipientId: carol.userId, content });
    const live: string[] = [];
    for (let i = 0; i < texts.length; i++) live.push((await b.next('message')).message.content);
    expect(live).toEqual(texts);
    b.send({ action: 'getMessages', withUserId: alice.userId });
    const page = await b.next('messages');
    expect(page.messages.map((m) => m.content).slice(-12)).toEqual(texts);
  });

  it('refuses messages to yourself, to unknown users, and empty or over-long content, keeping the socket', async () => {
    const a = await open(alice);
    a.send({ action: 'sendMessage', recipientId: alice.userId, content: 'me', clientMessageId: 'self' });
    expect(await a.next('error')).toMatchObject({
      code: 'validation_failed',
      message: 'You cannot message yourself',
      clientMessageId: 'self',
    });
    a.send({ action: 'sendMessage', recipientId: randomUUID(), content: 'nobody', clientMessageId: 'ghost' });
    expect(await a.next('error')).toMatchObject({ code: 'not_found', clientMessageId: 'ghost' });
    a.send({ action: 'sendMessage', recipientId: bob.userId, content: '    ' });
    expect((await a.next('error')).code).toBe('validation_failed');
    a.send({ action: 'sendMessage', recipientId: bob.userId, content: 'x'.repeat(4001) });
    expect(await a.next('error')).toMatchObject({
      code: 'validation_failed',
      message: 'content: Expected string length less or equal to 4000',
    });
    a.send({ action: 'sendMessage', recipientId: bob.userId, content: 'x'.repeat(4000), clientMessageId: 'max' });
    expect((await a.next('message_sent')).message.content).toHaveLength(4000);
  });

  it('sends a clique message to every member’s connections and lets no non-member post or read', async () => {
    const dave = await t.createUser('dave');
    const cliqueId = await createClique(t, alice, [bob]);
    const [a, b, d] = [await open(alice), await open(bob), await open(dave)];
    a.send({ action: 'sendMessage', cliqueId, content: 'hi climbers', clientMessageId: 'clq' });
    const got = await b.next('message');
    expect(got.message).toMatchObject({ cliqueId, recipientId: null, senderId: alice.userId, content: 'hi climbers' });
    expect((await a.next('message_sent')).message.messageId).toBe(got.message.messageId);
    expect(await d.collect('message', 200)).toEqual([]);

    d.send({ action: 'sendMessage', cliqueId, content: 'let me in', clientMessageId: 'intruder' });
    expect(await d.next('error')).toEqual({
      type: 'error',
      code: 'not_found',
      message: 'Clique not found',
      clientMessageId: 'intruder',
    });
    expect(await storedRows(dave.userId)).toEqual([]);
    d.send({ action: 'getMessages', cliqueId });
    expect((await d.next('error')).code).toBe('not_found');
    b.send({ action: 'getMessages', cliqueId });
    expect((await b.next('messages')).messages.map((m: Message) => m.content)).toEqual(['hi climbers']);
  });

  it('pages history by before (messageId or time): 50 by default, oldest first within a page', async () => {
    const [x, y] = [await t.createUser('pager1'), await t.createUser('pager2')];
    for (let i = 0; i < 120; i++) {
      await insertMessage(t.db, {
        messageId: randomUUID(),
        senderId: i % 2 ? x.userId : y.userId,
        recipientId: i % 2 ? y.userId : x.userId,
        cliqueId: null,
        content: `m${i}`,
        clientMessageId: null,
      });
    }
    const s = await open(x);
    s.send({ action: 'getMessages', withUserId: y.userId });
    const newest = await s.next('messages');
    expect(newest).toMatchObject({ withUserId: y.userId, before: null, hasMore: true });
    expect(newest.messages.map((m) => m.content)).toEqual(Array.from({ length: 50 }, (_, i) => `m${i + 70}`));
    s.send({ action: 'getMessages', withUserId: y.userId, before: newest.messages[0]?.messageId });
    const older = await s.next('messages');
    expect(older.messages.map((m) => m.content)).toEqual(Array.from({ length: 50 }, (_, i) => `m${i + 20}`));
    s.send({ action: 'getMessages', withUserId: y.userId, before: older.messages[0]?.messageId, limit: 100 });
    const oldest = await s.next('messages');
    expect(oldest.messages.map((m) => m.content)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i}`));
    expect(oldest.hasMore).toBe(false);
    s.send({ action: 'getMessages', withUserId: y.userId, before: '2000-01-01T00:00:00Z' });
    expect(await s.next('messages')).toMatchObject({ messages: [], hasMore: false });
    s.send({
      action: 'getMessages',
      withUserId: y.userId,
      before: new Date(Date.now() + 60_000).toISOString(),
      limit: 3,
    });
    expect((await s.next('messages')).messages.map((m) => m.content)).toEqual(['m117', 'm118', 'm119']);
  });

  it('refuses bad history requests with an error frame', async () => {
    const s = await open(alice);
    s.send({ action: 'getMessages', withUserId: bob.userId, limit: 101 });
    expect((await s.next('error')).code).toBe('validation_failed');
    s.send({ action: 'getMessages', withUserId: bob.userId, before: 'yesterday' });
    expect(await s.next('error')).toMatchObject({
      code: 'validation_failed',
      message: 'before must be a messageId or an ISO time',
    });
    s.send({ action: 'getMessages', withUserId: bob.userId, before: randomUUID() });
    expect((await s.next('error')).code).toBe('not_found');
    s.send({ action: 'getMessages' });
    expect((await s.next('error')).message).toBe('withUserId or cliqueId is required');
  });

  it("never shows someone else's direct conversation: history is always between you and withUserId", async () => {
    const [x, y] = [await open(alice), await open(bob)];
    x.send({ action: 'sendMessage', recipientId: bob.userId, content: 'private to bob' });
    await y.next('message', (f) => f.message.content === 'private to bob');
    const c = await open(carol);
    c.send({ action: 'getMessages', withUserId: bob.userId });
    expect((await c.next('messages')).messages.map((m) => m.content)).not.toContain('private to bob');
  });
});
