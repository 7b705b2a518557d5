import { FakeRealtime, bob, cara, me } from '../../../test/fake-chat';
import { TypingStore } from './typing-store';

describe('TypingStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows who is typing where until 5 s after their latest typing frame', () => {
    const typing = new TypingStore(new FakeRealtime());
    typing.receive({ type: 'typing', byUserId: bob.userId, withUserId: me }, me);
    typing.receive({ type: 'typing', byUserId: cara.userId, cliqueId: 'c-1' }, me);
    expect(typing.who(`u:${bob.userId}`)).toEqual([bob.userId]);
    expect(typing.who('c:c-1')).toEqual([cara.userId]);
    jest.advanceTimersByTime(4000);
    typing.receive({ type: 'typing', byUserId: bob.userId, withUserId: me }, me);
    jest.advanceTimersByTime(1500);
    expect(typing.who(`u:${bob.userId}`)).toEqual([bob.userId]);
    expect(typing.who('c:c-1')).toEqual([]);
    jest.advanceTimersByTime(3500);
    expect(typing.who(`u:${bob.userId}`)).toEqual([]);
  });

  it('ignores the viewer’s own typing (from another tab) and stops a typist whose message came', () => {
    const typing = new TypingStore(new FakeRealtime());
    typing.receive({ type: 'typing', byUserId: me, withUserId: bob.userId }, me);
    expect(typing.who(`u:${bob.userId}`)).toEqual([]);
    typing.receive({ type: 'typing', byUserId: bob.userId, cliqueId: 'c-1' }, me);
    typing.receive({ type: 'typing', byUserId: cara.userId, cliqueId: 'c-1' }, me);
    typing.stop('c:c-1', bob.userId);
    expect(typing.who('c:c-1')).toEqual([cara.userId]);
    typing.dispose();
    expect(typing.who('c:c-1')).toEqual([]);
  });

  it('sends at most one typing frame per 2 s and conversation, and again at once after a send', () => {
    const realtime = new FakeRealtime();
    const typing = new TypingStore(realtime);
    typing.typed({ withUserId: bob.userId });
    typing.typed({ withUserId: bob.userId });
    typing.typed({ cliqueId: 'c-1' });
    jest.advanceTimersByTime(1999);
    typing.typed({ withUserId: bob.userId });
    expect(realtime.actions).toEqual([
      { action: 'typing', recipientId: bob.userId },
      { action: 'typing', cliqueId: 'c-1' },
    ]);
    jest.advanceTimersByTime(1);
    typing.typed({ withUserId: bob.userId });
    typing.sent({ cliqueId: 'c-1' });
    typing.typed({ cliqueId: 'c-1' });
    expect(realtime.actions).toHaveLength(4);
  });

  it('does not count a typing frame the closed socket refused', () => {
    const realtime = new FakeRealtime();
    realtime.status = 'closed';
    const typing = new TypingStore(realtime);
    typing.typed({ withUserId: bob.userId });
    realtime.status = 'open';
    typing.typed({ withUserId: bob.userId });
    expect(realtime.actions).toEqual([{ action: 'typing', recipientId: bob.userId }]);
  });
});
