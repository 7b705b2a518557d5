import type { Message } from '@cliques/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { connect, trackSockets, type TestSocket } from '../../../test/socket-test-client';
import { createClique } from '../../../test/post-fixtures';

describe('chat over the socket: typing, edits, deletes, clique read marks', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let dave: TestUser;
  const track = trackSockets();
  const open = async (user: TestUser) => track(await connect(t, user));
  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob, carol, dave] = await Promise.all(['alice', 'bob', 'carol', 'dave'].map((n) => t.createUser(n)));
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => t.db.query('DELETE FROM user_blocks'));

  const block = (blocker: TestUser, other: TestUser) =>
    t.db.query('INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blocker.userId, other.userId]);
  const sendTo = async (socket: TestSocket, target: object, content: string): Promise<Message> => {
    const clientMessageId = `c${Math.random().toString(36).slice(2)}`;
    socket.send({ action: 'sendMessage', ...target, content, clientMessageId });
    return (await socket.next('message_sent', (f) => f.clientMessageId === clientMessageId)).message;
  };

  describe('typing', () => {
    it('tells the other person at once, with who and where, and passes on at most one a second', async () => {
      const [a, b] = [await open(alice), await open(bob)];
      a.send({ action: 'typing', recipientId: bob.userId });
      expect(await b.next('typing', () => true, 1000)).toEqual({
        type: 'typing',
        byUserId: alice.userId,
        withUserId: bob.userId,
      });
      a.send({ action: 'typing', recipientId: bob.userId });
      expect(await b.collect('typing', 300)).toEqual([]);
      expect(await a.collect('typing', 0)).toEqual([]);
    });

    it('tells a clique’s other members, but not a member blocked with the typist', async () => {
      const cliqueId = await createClique(t, [alice, bob, carol]);
      await block(carol, alice);
      const [a, b, c] = [await open(alice), await open(bob), await open(carol)];
      a.send({ action: 'typing', cliqueId });
      expect(await b.next('typing')).toEqual({ type: 'typing', byUserId: alice.userId, cliqueId });
      expect(await c.collect('typing', 300)).toEqual([]);
      expect(await a.collect('typing', 0)).toEqual([]);
    });

    it('refuses a blocked pair (the other hears nothing), a clique you are not in, and bad input', async () => {
      const cliqueId = await createClique(t, [carol, bob]);
      await block(bob, alice);
      const [a, b] = [await open(alice), await open(bob)];
      a.send({ action: 'typing', recipientId: bob.userId });
      expect(await a.next('error')).toMatchObject({ code: 'blocked' });
      a.send({ action: 'typing', cliqueId });
      expect(await a.next('error')).toMatchObject({ code: 'not_found' });
      a.send({ action: 'typing', recipientId: alice.userId });
      expect(await a.next('error')).toMatchObject({ code: 'validation_failed' });
      a.send({ action: 'typing' });
      expect(await a.next('error')).toMatchObject({ code: 'validation_failed' });
      a.send({ action: 'typing', recipientId: 'not-an-id' });
      expect(await a.next('error')).toMatchObject({ code: 'validation_failed' });
      expect(await b.collect('typing', 300)).toEqual([]);
    });
  });

  describe('editing', () => {
    it('replaces the content, marks it edited, live on both sides and in history', async () => {
      const [a, b] = [await open(alice), await open(bob)];
      const sent = await sendTo(a, { recipientId: bob.userId }, 'helo');
      a.send({ action: 'editMessage', messageId: sent.messageId, content: ' hello ' });
      const seen = await b.next('message_updated');
      expect(seen.message).toMatchObject({ messageId: sent.messageId, content: 'hello', editedAt: expect.any(String) });
      expect((await a.next('message_updated')).message).toEqual(seen.message);
      b.send({ action: 'getMessages', withUserId: alice.userId });
      const history = await b.next('messages');
      expect(history.messages.find((m) => m.messageId === sent.messageId)).toEqual(seen.message);
      const listed = await t.request({
        method: 'GET',
        url: `/api/messages/conversation?withUserId=${alice.userId}`,
        headers: bob.auth,
      });
      expect(listed.body.conversation.lastMessage).toMatchObject({ content: 'hello', editedAt: seen.message.editedAt });
    });

    it('refuses after 15 minutes with a clear error, and changes nothing', async () => {
      const [a, b] = [await open(alice), await open(bob)];
      const sent = await sendTo(a, { recipientId: bob.userId }, 'old words');
      await t.db.query(
        "UPDATE messages SET created_at = now() - interval '15 minutes 1 second' WHERE message_id = $1",
        [sent.messageId],
      );
      a.send({ action: 'editMessage', messageId: sent.messageId, content: 'new words' });
      expect(await a.next('error')).toMatchObject({
        code: 'forbidden',
        message: 'Messages can be edited for 15 minutes after sending',
        messageId: sent.messageId,
      });
      const { rows } = await t.db.query('SELECT content, edited_at FROM messages WHERE message_id = $1', [
        sent.messageId,
      ]);
      expect(rows[0]).toEqual({ content: 'old words', edited_at: null });
      expect(await b.collect('message_updated', 200)).toEqual([]);
    });

    it("refuses someone else's message as not found, and empty or unknown edits", async () => {
      const [a, b] = [await open(alice), await open(bob)];
      const sent = await sendTo(a, { recipientId: bob.userId }, 'mine');
      b.send({ action: 'editMessage', messageId: sent.messageId, content: 'hijacked' });
      expect(await b.next('error')).toMatchObject({ code: 'not_found', messageId: sent.messageId });
      a.send({ action: 'editMessage', messageId: sent.messageId, content: '   ' });
      expect(await a.next('error')).toMatchObject({ code: 'validation_failed' });
      a.send({ action: 'editMessage', messageId: sent.messageId });
      expect(await a.next('error')).toMatchObject({ code: 'validation_failed' });
      expect((await t.db.query('SELECT content FROM messages WHERE message_id = $1', [sent.messageId])).rows).toEqual([
        { content: 'mine' },
      ]);
    });

    it('tells a blocked recipient nothing; a member who left a clique can no longer edit there', async () => {
      const cliqueId = await createClique(t, [alice, dave]);
      const [a, b, d] = [await open(alice), await open(bob), await open(dave)];
      const direct = await sendTo(a, { recipientId: bob.userId }, 'before the block');
      const inClique = await sendTo(d, { cliqueId }, 'in the clique');
      await block(bob, alice);
      a.send({ action: 'editMessage', messageId: direct.messageId, content: 'after the block' });
      expect((await a.next('message_updated')).message.content).toBe('after the block');
      expect(await b.collect('message_updated', 300)).toEqual([]);
      await t.db.query('DELETE FROM clique_members WHERE clique_id = $1 AND user_id = $2', [cliqueId, dave.userId]);
      d.send({ action: 'editMessage', messageId: inClique.messageId, content: 'changed' });
      expect(await d.next('error')).toMatchObject({ code: 'not_found' });
    });
  });

  describe('deleting for everyone', () => {
    it('empties the message and marks it deleted, live for every clique member and in history', async () => {
      const cliqueId = await createClique(t, [alice, bob, carol]);
      await block(carol, alice);
      const [a, b, c] = [await open(alice), await open(bob), await open(carol)];
      const sent = await sendTo(a, { cliqueId }, 'oops');
      a.send({ action: 'deleteMessage', messageId: sent.messageId });
      const seen = await b.next('message_updated');
      expect(seen.message).toMatchObject({ messageId: sent.messageId, content: '', deletedAt: expect.any(String) });
      expect((await a.next('message_updated')).message).toEqual(seen.message);
      expect(await c.collect('message_updated', 300)).toEqual([]);
      b.send({ action: 'getMessages', cliqueId });
      expect((await b.next('messages')).messages.find((m) => m.messageId === sent.messageId)).toEqual(seen.message);
      a.send({ action: 'editMessage', messageId: sent.messageId, content: 'back' });
      expect(await a.next('error')).toMatchObject({ code: 'forbidden', message: 'A deleted message cannot be edited' });
    });

    it("refuses someone else's message and bad ids, at any age allows your own", async () => {
      const [a, b] = [await open(alice), await open(bob)];
      const sent = await sendTo(a, { recipientId: bob.userId }, 'long ago');
      await t.db.query("UPDATE messages SET created_at = now() - interval '2 days' WHERE message_id = $1", [
        sent.messageId,
      ]);
      b.send({ action: 'deleteMessage', messageId: sent.messageId });
      expect(await b.next('error')).toMatchObject({ code: 'not_found', messageId: sent.messageId });
      b.send({ action: 'deleteMessage', messageId: 'nope' });
      expect(await b.next('error')).toMatchObject({ code: 'validation_failed' });
      a.send({ action: 'deleteMessage', messageId: sent.messageId });
      expect((await b.next('message_updated')).message.deletedAt).toEqual(expect.any(String));
    });
  });

  it('tells a member removed from a clique nothing more of it: no typing, no edits, no deletes', async () => {
    const cliqueId = await createClique(t, [alice, bob, carol]);
    const [a, b, c] = [await open(alice), await open(bob), await open(carol)];
    const sent = await sendTo(a, { cliqueId }, 'before carol left');
    await c.next('message');
    await t.db.query('DELETE FROM clique_members WHERE clique_id = $1 AND user_id = $2', [cliqueId, carol.userId]);
    a.send({ action: 'typing', cliqueId });
    a.send({ action: 'editMessage', messageId: sent.messageId, content: 'after carol left' });
    a.send({ action: 'deleteMessage', messageId: sent.messageId });
    await b.next('typing');
    expect((await b.next('message_updated', (f) => Boolean(f.message.deletedAt))).message.content).toBe('');
    expect(await c.collect('typing', 200)).toEqual([]);
    expect(await c.collect('message_updated', 0)).toEqual([]);
  });

  it('gives a clique’s latest page the read marks of the other members (for "Seen by N")', async () => {
    const cliqueId = await createClique(t, [alice, bob, carol]);
    const a = await open(alice);
    await sendTo(a, { cliqueId }, 'who read this?');
    for (const reader of [bob, carol])
      await t.request({ method: 'POST', url: '/api/messages/mark-read', headers: reader.auth, payload: { cliqueId } });
    a.send({ action: 'getMessages', cliqueId });
    const page = await a.next('messages');
    expect(page.reads?.map((r) => r.userId).sort()).toEqual([bob.userId, carol.userId].sort());
    a.send({ action: 'getMessages', cliqueId, before: new Date().toISOString() });
    expect((await a.next('messages')).reads).toBeUndefined();
  });
});
