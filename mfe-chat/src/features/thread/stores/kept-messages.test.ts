import { installIndexedDb } from '@cliques/test-kit';
import { waitFor } from '@testing-library/react';
import { Outbox } from '@cliques/outbox';
import { bob, fakeDeps, message, me } from '../../../test/fake-chat';
import { ChatStore } from '../../../stores/chat-store';

installIndexedDb();

let databases = 0;

/** A chat page over its own outbox database, not connected; a reload is a second page on the same one. */
function openChat(databaseName: string) {
  const outbox = new Outbox(databaseName);
  const deps = { ...fakeDeps(), outbox };
  deps.realtime.status = 'closed';
  const store = new ChatStore(deps);
  store.start();
  return { store, deps, outbox };
}

const waitingIn = async (store: ChatStore) => {
  await store.open({ withUserId: bob.userId });
  return store.thread?.outbox.map((m) => `${m.content} ${m.state}`) ?? [];
};

describe('chat sends kept in the outbox', () => {
  it('keeps a message written offline across a reload, sends it once on open and lets it go when acknowledged', async () => {
    const databaseName = `chat-outbox-${(databases += 1)}`;
    const before = openChat(databaseName);
    await before.store.open({ withUserId: bob.userId });
    expect(before.store.send('see you at eight')).toBe(true);
    expect(before.deps.realtime.sent).toEqual([]);
    before.store.dispose();

    const after = openChat(databaseName);
    await waitFor(async () => expect(await waitingIn(after.store)).toEqual(['see you at eight pending']));
    after.deps.realtime.setStatus('open');
    expect(after.deps.realtime.sent).toEqual([
      { recipientId: bob.userId, content: 'see you at eight', clientMessageId: 'c-1' },
    ]);

    const stored = message({ senderId: me, recipientId: bob.userId, content: 'see you at eight' });
    after.deps.realtime.emit({ type: 'message_sent', message: stored, clientMessageId: 'c-1' });
    expect(await waitingIn(after.store)).toEqual([]);
    await waitFor(async () => expect(await after.outbox.list(me, 'chat')).toEqual([]));
  });
});
