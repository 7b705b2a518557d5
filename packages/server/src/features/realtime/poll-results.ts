import type { Database } from '../../platform/database/database';
import { pollResults } from '../polls';
import type { RealtimeHub } from './hub';

/** Votes on one poll within this long of each other are told in one `poll` frame. */
export const pollFrameDebounceMs = 50;

/**
 * `changed(pollId)`: a poll's counts moved or it closed. Within `pollFrameDebounceMs` the changes
 * of one poll are gathered; then its results are read once and sent to every connection watching
 * it, on every instance (none while its results are hidden until it closes).
 */
export class PollResultsPublisher {
  private readonly pending = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly db: Database,
    private readonly hub: RealtimeHub,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  changed(pollId: string): void {
    this.pending.add(pollId);
    this.timer ??= setTimeout(() => void this.flush(), pollFrameDebounceMs);
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const pollIds = [...this.pending];
    this.pending.clear();
    await Promise.all(
      pollIds.map(async (pollId) => {
        try {
          const frame = await pollResults(this.db, pollId);
          if (frame) await this.hub.publishTopic(`poll:${pollId}`, frame);
        } catch (err) {
          this.log.error({ err }, 'poll results update failed');
        }
      }),
    );
  }
}
