import { bob, cara, conversation, fakeDeps, me, message } from '../test/fake-chat';
import { ApiError } from '@cliques/api-client';
import { ChatStore } from './chat-store';

const flush = () => new Promise((r) => setTimeout(r, 0));

async function started(
  list = [
    conversation({ withUser: bob, unreadCount: 2, lastMessage: message({ content: 'hey' }) }),
    conversation({ withUser: cara }),
  ],
) {
  const deps = fakeDeps(list);
  const store = new ChatStore(deps);
  store.start();
  await flush();
  return { store, deps, realtime: deps.realtime };
}

describe('ChatStore', () => {
  it('listens to the shared socket, connects it if needed, and loads the list', async () => {
    const { store, deps, realtime } = await started();
    expect(realtime.connect).toHaveBeenCalled();
    expect(deps.listConversations).toHaveBeenCalledWith({ limit: 30 });
    expect(store.list.status).toBe('ready');
    expect(store.list.conversations.map((c) => c.withUser.displayName)).toEqual(['Bob', 'Cara']);
    store.dispose();
    expect(realtime.listenerCount).toBe(0);
  });

  it('knows the socket opened between its creation and its start (a regression: the banner stayed on "Connecting")', async () => {
    const deps = fakeDeps([]);
    deps.realtime.status = 'connecting';
    const store = new ChatStore(deps);
    deps.realtime.status = 'open';
    store.start();
    expect(store.connection).toBe('open');
    expect(store.isConnected).toBe(true);
  });

  it('opens a conversation: asks for its history and marks it read, telling the host', async () => {
    const { store, deps, realtime } = await started();
    await store.open({ withUserId: bob.userId });
    expect(realtime.fetched).toEqual([{ withUserId: bob.userId }]);
    expect(store.thread?.status).toBe('loading');
    expect(deps.markRead).toHaveBeenCalledWith({ withUserId: bob.userId });
    expect(deps.notifyRead).toHaveBeenCalledTimes(1);
    expect(store.list.find('u:u-bob')?.unreadCount).toBe(0);
    realtime.emit({
      type: 'messages',
      withUserId: bob.userId,
      before: null,
      messages: [message({ content: 'first' })],
      hasMore: false,
    });
    expect(store.thread?.visible.map((m) => m.content)).toEqual(['first']);
  });

  it('does not mark read while the tab is hidden', async () => {
    const { store, deps } = await started();
    deps.isVisible.mockReturnValue(false);
    await store.open({ withUserId: bob.userId });
    expect(deps.markRead).not.toHaveBeenCalled();
    deps.isVisible.mockReturnValue(true);
    store.handleVisible();
    await flush();
    expect(deps.markRead).toHaveBeenCalledTimes(1);
  });

  it('opens a deep link to someone not in the list by fetching that conversation', async () => {
    const { store, deps } = await started([]);
    await store.open({ withUserId: 'u-new' });
    expect(deps.getConversation).toHaveBeenCalledWith({ withUserId: 'u-new' });
    expect(store.selected?.withUser.userId).toBe('u-new');
  });

  it('says so when a deep link names a clique you are not in', async () => {
    const { store, deps } = await started([]);
    deps.getConversation.mockRejectedValueOnce(new Error('404'));
    await store.open({ cliqueId: 'c-x' });
    expect(store.openError).toBe('This clique was not found.');
  });

  it('sends with a clientMessageId: pending until message_sent, then sent, and the list shows it last', async () => {
    const { store, realtime } = await started();
    await store.open({ withUserId: cara.userId });
    expect(store.send('  hello cara  ')).toBe(true);
    expect(realtime.sent).toEqual([{ recipientId: cara.userId, content: 'hello cara', clientMessageId: 'c-1' }]);
    expect(store.thread?.visible.map((m) => [m.content, m.state])).toEqual([['hello cara', 'pending']]);
    const stored = message({ senderId: me, recipientId: cara.userId, content: 'hello cara' });
    realtime.emit({ type: 'message_sent', message: stored, clientMessageId: 'c-1' });
    expect(store.thread?.visible.map((m) => [m.messageId, m.state])).toEqual([[stored.messageId, 'sent']]);
    expect(store.list.conversations[0]?.lastMessage?.content).toBe('hello cara');
    expect(store.send('   ')).toBe(false);
  });

  it('sends to a clique by cliqueId', async () => {
    const { store, realtime } = await started([]);
    await store.open({ cliqueId: 'c-1' });
    store.send('hi all');
    expect(realtime.sent).toEqual([{ cliqueId: 'c-1', content: 'hi all', clientMessageId: 'c-1' }]);
    expect(store.people.get(cara.userId)?.displayName).toBe('Cara');
  });

  it('shows a live message in the open conversation and reads it at once', async () => {
    const { store, deps, realtime } = await started();
    await store.open({ withUserId: bob.userId });
    deps.markRead.mockClear();
    realtime.emit({ type: 'message', message: message({ content: 'live' }) });
    await flush();
    expect(store.thread?.visible.map((m) => m.content)).toContain('live');
    expect(store.list.find('u:u-bob')?.unreadCount).toBe(0);
    expect(deps.markRead).toHaveBeenCalledTimes(1);
  });

  it('counts a live message for another conversation as unread and moves it to the top', async () => {
    const { store, deps, realtime } = await started();
    await store.open({ withUserId: bob.userId });
    realtime.emit({ type: 'message', message: message({ senderId: cara.userId, content: 'psst' }) });
    expect(store.list.conversations[0]).toMatchObject({
      withUser: { userId: cara.userId },
      unreadCount: 1,
      lastMessage: { content: 'psst' },
    });
    realtime.emit({ type: 'message', message: message({ senderId: 'u-stranger', content: 'who am I' }) });
    await flush();
    expect(deps.getConversation).toHaveBeenCalledWith({ withUserId: 'u-stranger' });
  });

  it('shows your messages as read when the other side reads them, and clears your count when you read elsewhere', async () => {
    const { store, realtime } = await started();
    await store.open({ withUserId: cara.userId });
    realtime.emit({
      type: 'messages',
      withUserId: cara.userId,
      before: null,
      messages: [message({ senderId: me, recipientId: cara.userId, at: 1 })],
      hasMore: false,
    });
    realtime.emit({
      type: 'messages_read',
      byUserId: cara.userId,
      withUserId: me,
      readAt: new Date(Date.UTC(2026, 0, 1, 1)).toISOString(),
    });
    expect(store.thread?.messages[0]?.readAt).not.toBeNull();
    realtime.emit({ type: 'messages_read', byUserId: me, withUserId: bob.userId, readAt: 'x' });
    expect(store.list.find('u:u-bob')?.unreadCount).toBe(0);
  });

  it('marks a refused send failed and retries it with the same clientMessageId', async () => {
    const { store, realtime } = await started();
    await store.open({ withUserId: bob.userId });
    store.send('too fast');
    realtime.emit({
      type: 'error',
      code: 'rate_limited',
      message: 'Too many frames; slow down',
      clientMessageId: 'c-1',
    });
    expect(store.thread?.outbox[0]).toMatchObject({
      state: 'failed',
      error: "You're doing that too often. Try again in a moment.",
    });
    store.retry('c-1');
    expect(realtime.sent.map((s) => s.clientMessageId)).toEqual(['c-1', 'c-1']);
    expect(store.thread?.outbox[0]?.state).toBe('pending');
  });

  it('on a reconnect: fetches the open conversation again, resends what was never acknowledged, reloads the list', async () => {
    const { store, deps, realtime } = await started();
    await store.open({ withUserId: bob.userId });
    realtime.setStatus('reconnecting');
    expect(store.connection).toBe('reconnecting');
    expect(store.send('while away')).toBe(true);
    expect(realtime.sent).toEqual([]);
    realtime.setStatus('open');
    expect(realtime.fetched).toHaveLength(2);
    expect(realtime.sent).toEqual([{ recipientId: bob.userId, content: 'while away', clientMessageId: 'c-1' }]);
    expect(deps.listConversations).toHaveBeenCalledTimes(2);
  });

  it('asks for older messages before the oldest one held', async () => {
    const { store, realtime } = await started();
    await store.open({ withUserId: bob.userId });
    const oldest = message({ at: 1 });
    realtime.emit({
      type: 'messages',
      withUserId: bob.userId,
      before: null,
      messages: [oldest, message({ at: 2 })],
      hasMore: true,
    });
    store.loadOlder();
    expect(realtime.fetched[1]).toEqual({ withUserId: bob.userId, before: oldest.messageId });
    expect(store.thread?.loadingOlder).toBe(true);
  });

  it('shows a list load failure', async () => {
    const deps = fakeDeps();
    deps.listConversations.mockRejectedValueOnce(new Error('down'));
    const store = new ChatStore(deps);
    store.start();
    await flush();
    expect(store.list).toMatchObject({ status: 'error', error: 'Could not load your conversations.' });
  });

  it('says a send to someone blocked either way was refused for that reason', async () => {
    const { store, realtime } = await started();
    await store.open({ withUserId: bob.userId });
    store.send('hello?');
    realtime.emit({ type: 'error', code: 'blocked', message: 'Blocked', clientMessageId: 'c-1' });
    expect(store.thread?.outbox[0]).toMatchObject({
      state: 'failed',
      error: "You can't do that: one of you has blocked the other.",
    });
    store.send('and now?');
    realtime.emit({
      type: 'error',
      code: 'suspended',
      message: 'Your account is suspended until 2031-03-04T12:00:00.000Z.',
      clientMessageId: 'c-2',
    });
    expect(store.thread?.outbox[1]?.error).toMatch(/^Your account is suspended until (?!2031-03-04T).*2031/);
  });

  it('names the sender of a direct message and of a clique member’s, and forgets a blocked person’s direct conversation', async () => {
    const { store } = await started();
    await store.open({ cliqueId: 'c-9' });
    await flush();
    expect(store.senderOf(message({ senderId: cara.userId, cliqueId: 'c-9' }))).toEqual(cara);
    await store.open({ withUserId: bob.userId });
    expect(store.senderOf(message())).toEqual(bob);
    store.personBlocked(bob);
    expect(store.selected).toBeNull();
    expect(store.thread).toBeNull();
    expect(store.list.find('u:u-bob')).toBeUndefined();
    expect(store.list.find('u:u-cara')).toBeDefined();
    expect(store.blockedPerson).toEqual(bob);
  });

  it('says why a blocked person’s conversation does not open', async () => {
    const { store, deps } = await started([]);
    deps.getConversation.mockRejectedValueOnce(
      new ApiError(403, 'blocked', "You can't do that: one of you has blocked the other."),
    );
    await store.open({ withUserId: 'u-gone' });
    expect(store.openError).toBe("You can't do that: one of you has blocked the other.");
  });
});
