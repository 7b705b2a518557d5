import { FakeRealtime, bob, cara } from '../../../test/fake-chat';
import { PresenceStore } from './presence-store';

describe('PresenceStore', () => {
  it('starts from what the shared socket heard before the page listened', () => {
    const realtime = new FakeRealtime();
    realtime.heardPresence.set(bob.userId, { userId: bob.userId, online: true, lastSeenAt: null });
    const presence = new PresenceStore(realtime);
    expect(presence.of(bob.userId)?.online).toBe(true);
    expect(presence.of(cara.userId)).toBeUndefined();
  });

  it('follows snapshots and changes', () => {
    const presence = new PresenceStore(new FakeRealtime());
    presence.receive({ type: 'presence_snapshot', friends: [{ userId: bob.userId, online: true, lastSeenAt: null }] });
    presence.receive({ type: 'presence', userId: cara.userId, online: false, lastSeenAt: '2026-01-01T00:00:00.000Z' });
    presence.receive({ type: 'presence', userId: bob.userId, online: false, lastSeenAt: '2026-01-02T00:00:00.000Z' });
    expect(presence.of(bob.userId)).toEqual({
      userId: bob.userId,
      online: false,
      lastSeenAt: '2026-01-02T00:00:00.000Z',
    });
    presence.receive({ type: 'presence_snapshot', friends: [] });
    expect(presence.of(cara.userId)).toBeUndefined();
  });
});
