import { me, message } from '../../../test/fake-chat';
import { ThreadStore } from './thread-store';

const page = (messages: ReturnType<typeof message>[], before: string | null, hasMore: boolean) => ({
  type: 'messages' as const,
  withUserId: 'u-bob',
  before,
  messages,
  hasMore,
});

describe('ThreadStore', () => {
  it('takes the latest page, then prepends older pages, without duplicates', () => {
    const thread = new ThreadStore({ withUserId: 'u-bob' });
    const [m1, m2, m3, m4] = [message({ at: 1 }), message({ at: 2 }), message({ at: 3 }), message({ at: 4 })];
    thread.receivePage(page([m3, m4], null, true));
    expect(thread.status).toBe('ready');
    expect(thread.hasMore).toBe(true);
    thread.receivePage(page([m1, m2, m3], m3.messageId, false));
    expect(thread.visible.map((m) => m.messageId)).toEqual([m1, m2, m3, m4].map((m) => m.messageId));
    expect(thread.hasMore).toBe(false);
    expect(thread.oldestId).toBe(m1.messageId);
  });

  it('merges a refetched latest page with live messages and keeps older pages', () => {
    const thread = new ThreadStore({ withUserId: 'u-bob' });
    const [m1, m2, m3] = [message({ at: 1 }), message({ at: 2 }), message({ at: 3 })];
    thread.receivePage(page([m1, m2], null, false));
    thread.receive(m3);
    thread.receive(m3);
    thread.receivePage(page([m2, m3], null, true));
    expect(thread.messages.map((m) => m.messageId)).toEqual([m1, m2, m3].map((m) => m.messageId));
    expect(thread.hasMore).toBe(false);
  });

  it('starts over from a latest page that leaves a gap after a long absence', () => {
    const thread = new ThreadStore({ withUserId: 'u-bob' });
    const [old, newer] = [message({ at: 1 }), message({ at: 50 })];
    thread.receivePage(page([old], null, false));
    thread.receivePage(page([newer], null, true));
    expect(thread.messages.map((m) => m.messageId)).toEqual([newer.messageId]);
    expect(thread.hasMore).toBe(true);
  });

  it('shows a pending send after the stored messages until message_sent replaces it', () => {
    const thread = new ThreadStore({ withUserId: 'u-bob' });
    const earlier = message({ at: 1 });
    thread.receivePage(page([earlier], null, false));
    thread.addPending({
      ...message({ at: 9, senderId: me, recipientId: 'u-bob', messageId: 'pending-c1' }),
      state: 'pending',
      clientMessageId: 'c1',
    });
    expect(thread.visible.map((m) => m.state)).toEqual(['sent', 'pending']);
    const stored = message({ at: 2, senderId: me, recipientId: 'u-bob' });
    thread.acknowledge(stored, 'c1');
    expect(thread.outbox).toEqual([]);
    expect(thread.visible.map((m) => [m.messageId, m.state])).toEqual([
      [earlier.messageId, 'sent'],
      [stored.messageId, 'sent'],
    ]);
  });

  it('marks a refused send failed with the reason, and back to pending on retry', () => {
    const thread = new ThreadStore({ withUserId: 'u-bob' });
    thread.addPending({ ...message({ senderId: me }), state: 'pending', clientMessageId: 'c1' });
    thread.fail('c1', 'Too many frames; slow down');
    expect(thread.outbox[0]).toMatchObject({ state: 'failed', error: 'Too many frames; slow down' });
    expect(thread.retrying('c1')).toMatchObject({ state: 'pending', error: undefined });
    expect(thread.retrying('c1')).toBeNull();
  });

  it('shows your messages up to the read time as read', () => {
    const thread = new ThreadStore({ withUserId: 'u-bob' });
    const [mine1, theirs, mine2] = [
      message({ at: 1, senderId: me }),
      message({ at: 2 }),
      message({ at: 5, senderId: me }),
    ];
    thread.receivePage(page([mine1, theirs, mine2], null, false));
    thread.markOwnRead(me, new Date(Date.UTC(2026, 0, 1, 0, 3)).toISOString());
    expect(thread.messages.map((m) => m.readAt !== null)).toEqual([true, false, false]);
  });

  it('reports a refused history request unless it already shows messages', () => {
    const thread = new ThreadStore({ cliqueId: 'c-1' });
    thread.startLoading();
    thread.refused('Clique not found');
    expect(thread).toMatchObject({ status: 'error', error: 'Clique not found' });
  });

  it('takes an edit or a delete in place of the message', () => {
    const thread = new ThreadStore({ withUserId: 'u-bob' });
    const [m1, m2] = [message({ at: 1 }), message({ at: 2 })];
    thread.receivePage(page([m1, m2], null, false));
    thread.update({ ...m1, content: 'fixed', editedAt: m2.createdAt });
    thread.update({ ...m2, content: '', deletedAt: m2.createdAt });
    thread.update(message({ at: 3 }));
    expect(thread.messages.map((m) => [m.content, m.editedAt, m.deletedAt])).toEqual([
      ['fixed', m2.createdAt, undefined],
      ['', undefined, m2.createdAt],
    ]);
  });

  it('says "Seen" under your latest message the other person read, never a deleted one', () => {
    const thread = new ThreadStore({ withUserId: 'u-bob' });
    const [mine1, mine2, theirs, mine3] = [
      message({ at: 1, senderId: me }),
      message({ at: 2, senderId: me }),
      message({ at: 3 }),
      message({ at: 5, senderId: me }),
    ];
    thread.receivePage(page([mine1, mine2, theirs, mine3], null, false));
    expect(thread.seenOf(me)).toBeNull();
    thread.markOwnRead(me, new Date(Date.UTC(2026, 0, 1, 0, 4)).toISOString());
    expect(thread.seenOf(me)).toEqual({ messageId: mine2.messageId, text: 'Seen' });
    thread.update({ ...mine2, content: '', deletedAt: mine3.createdAt });
    expect(thread.seenOf(me)).toEqual({ messageId: mine1.messageId, text: 'Seen' });
  });

  it('says "Seen by N" under your latest clique message N other members read, from the page and live reads', () => {
    const thread = new ThreadStore({ cliqueId: 'c-1' });
    const [mine1, mine2] = [
      message({ at: 1, senderId: me, cliqueId: 'c-1' }),
      message({ at: 3, senderId: me, cliqueId: 'c-1' }),
    ];
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
    thread.receivePage({ ...page([mine1, mine2], null, false), reads: [{ userId: 'u-bob', readAt: at(2) }] });
    expect(thread.seenOf(me)).toEqual({ messageId: mine1.messageId, text: 'Seen by 1' });
    thread.noteRead('u-cara', at(4));
    thread.noteRead('u-dan', at(3));
    expect(thread.seenOf(me)).toEqual({ messageId: mine2.messageId, text: 'Seen by 2' });
    thread.noteRead('u-cara', at(1));
    expect(thread.seenOf(me)?.text).toBe('Seen by 2');
  });
});
