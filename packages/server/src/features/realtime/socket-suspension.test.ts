import type { ClientFrame, Message } from '@cliques/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { connect, trackSockets } from '../../../test/socket-test-client';
import { frameKinds } from './frames';

// Regression: a suspended person could still edit their chat messages and send typing over an open
// socket (only sendMessage was checked). Every frame type is walked here: each writing frame is
// refused with `suspended` and changes nothing; reading still works.
describe('a suspended sender over the socket', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let sent: Message;
  const track = trackSockets();
  const until = new Date(Date.now() + 86_400_000);

  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob] = await Promise.all([t.createUser('alice'), t.createUser('bob')]);
    const socket = track(await connect(t, alice));
    socket.send({ action: 'sendMessage', recipientId: bob.userId, content: 'before', clientMessageId: 'c-0' });
    sent = (await socket.next('message_sent')).message;
    await socket.close();
    await t.db.query('UPDATE users SET suspended_until = $2 WHERE user_id = $1', [alice.userId, until]);
  }, 120_000);
  afterAll(() => t.close());

  /** One valid frame of every action: a new frame type fails to compile until it has one here. */
  const frames = (): { [A in ClientFrame['action']]: Extract<ClientFrame, { action: A }> } => ({
    sendMessage: { action: 'sendMessage', recipientId: bob.userId, content: 'after', clientMessageId: 'c-1' },
    getMessages: { action: 'getMessages', withUserId: bob.userId },
    typing: { action: 'typing', recipientId: bob.userId },
    editMessage: { action: 'editMessage', messageId: sent.messageId, content: 'edited' },
    deleteMessage: { action: 'deleteMessage', messageId: sent.messageId },
    watchPolls: { action: 'watchPolls', pollIds: [] },
    watchEvents: { action: 'watchEvents', eventIds: [] },
    watchPosts: { action: 'watchPosts', postIds: [] },
  });

  const writing = Object.entries(frameKinds)
    .filter(([, kind]) => kind === 'write')
    .map(([action]) => action as ClientFrame['action']);

  it('lists every writing frame', () => {
    expect(writing.sort()).toEqual(['deleteMessage', 'editMessage', 'sendMessage', 'typing']);
  });

  it.each(writing)('refuses %s with `suspended` and its end, storing nothing', async (action) => {
    const socket = track(await connect(t, alice));
    const observer = track(await connect(t, bob));
    socket.send(frames()[action]);
    expect(await socket.next('error')).toMatchObject({
      code: 'suspended',
      message: `Your account is suspended until ${until.toISOString()}.`,
      details: [{ until: until.toISOString() }],
    });
    expect(await observer.collect('typing', 300)).toEqual([]);
    const { rows } = await t.db.query<{ content: string }>('SELECT content FROM messages WHERE sender_id = $1', [
      alice.userId,
    ]);
    expect(rows.map((row) => row.content)).toEqual(['before']);
  });

  it('still answers getMessages', async () => {
    const socket = track(await connect(t, alice));
    socket.send(frames().getMessages);
    expect((await socket.next('messages')).messages.map((m: Message) => m.content)).toEqual(['before']);
  });
});
