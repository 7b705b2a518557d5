import { bob, conversation, fakeDeps, me, message } from '../test/fake-chat';
import { ChatStore } from './chat-store';

const flush = () => new Promise((r) => setTimeout(r, 0));

async function openWithBob() {
  const last = message({ content: 'hey' });
  const deps = fakeDeps([conversation({ withUser: bob, lastMessage: last })]);
  const store = new ChatStore(deps);
  store.start();
  await flush();
  await store.open({ withUserId: bob.userId });
  deps.realtime.emit({ type: 'messages', withUserId: bob.userId, before: null, messages: [last], hasMore: false });
  return { store, realtime: deps.realtime, last };
}

describe('ChatStore: typing, edits, deletes, read marks', () => {
  it('shows a typist in their conversation and stops when their message arrives', async () => {
    const { store, realtime } = await openWithBob();
    realtime.emit({ type: 'typing', byUserId: bob.userId, withUserId: me });
    expect(store.typing.who(`u:${bob.userId}`)).toEqual([bob.userId]);
    realtime.emit({ type: 'message', message: message({ content: 'here I am' }) });
    expect(store.typing.who(`u:${bob.userId}`)).toEqual([]);
    store.dispose();
  });

  it('sends typing for the open conversation only while connected, and a send lets the next keystroke say so again', async () => {
    const { store, realtime } = await openWithBob();
    store.typed();
    store.typed();
    expect(realtime.actions).toEqual([{ action: 'typing', recipientId: bob.userId }]);
    store.send('hello');
    store.typed();
    realtime.setStatus('reconnecting');
    store.typed();
    expect(realtime.actions).toHaveLength(2);
    store.dispose();
  });

  it('takes an edit or delete into the thread and the list preview; a refusal shows its reason', async () => {
    const { store, realtime, last } = await openWithBob();
    realtime.emit({ type: 'message_updated', message: { ...last, content: '', deletedAt: last.createdAt } });
    expect(store.thread?.messages[0]?.deletedAt).toBe(last.createdAt);
    expect(store.list.conversations[0]?.lastMessage?.deletedAt).toBe(last.createdAt);
    expect(store.actions.edit(last.messageId, '  better  ')).toBe(true);
    expect(store.actions.edit(last.messageId, '   ')).toBe(false);
    expect(store.actions.remove(last.messageId)).toBe(true);
    expect(realtime.actions).toEqual([
      { action: 'editMessage', messageId: last.messageId, content: 'better' },
      { action: 'deleteMessage', messageId: last.messageId },
    ]);
    realtime.emit({
      type: 'error',
      code: 'forbidden',
      message: 'Messages can be edited for 15 minutes after sending',
      messageId: last.messageId,
    });
    expect(store.actions.error).toBe('Messages can be edited for 15 minutes after sending');
    expect(store.thread?.status).toBe('ready');
    store.dispose();
  });

  it('counts clique members’ reads as they happen', async () => {
    const deps = fakeDeps([conversation({ cliqueId: 'c-1', cliqueName: 'Climbers' })]);
    const store = new ChatStore(deps);
    store.start();
    await flush();
    await store.open({ cliqueId: 'c-1' });
    const mine = message({ senderId: me, recipientId: null, cliqueId: 'c-1' });
    deps.realtime.emit({
      type: 'messages',
      cliqueId: 'c-1',
      before: null,
      messages: [mine],
      hasMore: false,
      reads: [],
    });
    deps.realtime.emit({
      type: 'messages_read',
      byUserId: bob.userId,
      cliqueId: 'c-1',
      readAt: '2027-01-01T00:00:00.000Z',
    });
    expect(store.thread?.seenOf(me)?.text).toBe('Seen by 1');
    store.dispose();
  });
});
