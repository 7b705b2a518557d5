import type { CountsFrame } from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { countModeratedRequests } from '../cliques';
import { countPendingReceived } from '../friends';
import { countGroups } from '../notifications';
import { unreadCount } from '../chat';
import type { RealtimeHub } from './hub';

/** Changes that come within this long of each other are told in one counts frame per user. */
export const countsDebounceMs = 25;

/** A user's badge counts, as the counts frame carries them. */
export async function readCounts(db: Database, userId: string): Promise<CountsFrame> {
  const [notifications, friendRequests, messages, cliqueRequests] = await Promise.all([
    countGroups(db, { userId, unreadOnly: true }),
    countPendingReceived(db, userId),
    unreadCount(db, userId),
    countModeratedRequests(db, userId),
  ]);
  return { type: 'counts', notifications, friendRequests, messages, cliqueRequests };
}

/**
 * `changed(userIds)`: these users' counts may have changed. Within `countsDebounceMs` every change
 * is gathered; then each of those users with a socket on some instance gets one counts frame, on
 * all their sockets (through the fan-out). Users with no socket cost nothing.
 */
export class CountsPublisher {
  private readonly pending = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly db: Database,
    private readonly hub: RealtimeHub,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  changed(userIds: string[]): void {
    for (const id of userIds) this.pending.add(id);
    this.timer ??= setTimeout(() => void this.flush(), countsDebounceMs);
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const userIds = [...this.pending];
    this.pending.clear();
    try {
      const online = await this.hub.onlineAmong(userIds);
      await Promise.all(
        [...online].map(async (userId) => this.hub.publish([userId], await readCounts(this.db, userId))),
      );
    } catch (err) {
      this.log.error({ err }, 'counts update failed');
    }
  }
}
