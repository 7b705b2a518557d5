import { makeAutoObservable, observable } from 'mobx';
import type { FriendPresence, PresenceFrame, PresenceSnapshotFrame } from '@cliques/contracts';
import type { RealtimeClient } from '@cliques/realtime';

/**
 * Friends' presence for the chat: what the shared socket has heard so far (its snapshot may have
 * come before this page opened), kept current from presence and presence_snapshot frames.
 */
export class PresenceStore {
  private readonly heard = observable.map<string, FriendPresence>();

  constructor(private readonly realtime: Pick<RealtimeClient, 'presenceOf'>) {
    makeAutoObservable<PresenceStore, 'realtime'>(this, { realtime: false }, { autoBind: true });
  }

  /** A friend's presence, or undefined for someone who is not a friend (or before the socket said). */
  of(userId: string): FriendPresence | undefined {
    return this.heard.get(userId) ?? this.realtime.presenceOf(userId);
  }

  receive(frame: PresenceFrame | PresenceSnapshotFrame): void {
    if (frame.type === 'presence_snapshot') {
      this.heard.replace(frame.friends.map((friend) => [friend.userId, friend]));
      return;
    }
    const { userId, online, lastSeenAt } = frame;
    this.heard.set(userId, { userId, online, lastSeenAt });
  }
}
