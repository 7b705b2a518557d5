import type { ServerFrame } from '@cliques/contracts';
import type { RealtimeHub } from './hub';

/** Changes of one watched thing within this long of each other are told in one frame. */
export const watchedFrameDebounceMs = 50;

/**
 * `changed(id)`: a watched thing (a poll, an event) changed. Within `watchedFrameDebounceMs` the
 * changes of one are gathered; then `read` says its frame once, sent to every connection watching
 * `${kind}:${id}` on every instance (none when `read` answers null: gone, or results hidden).
 */
export class WatchedPublisher {
  private readonly pending = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly kind: string,
    private readonly read: (id: string) => Promise<ServerFrame | null>,
    private readonly hub: RealtimeHub,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  changed(id: string): void {
    this.pending.add(id);
    this.timer ??= setTimeout(() => void this.flush(), watchedFrameDebounceMs);
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const ids = [...this.pending];
    this.pending.clear();
    await Promise.all(
      ids.map(async (id) => {
        try {
          const frame = await this.read(id);
          if (frame) await this.hub.publishTopic(`${this.kind}:${id}`, frame);
        } catch (err) {
          this.log.error({ err }, `${this.kind} update failed`);
        }
      }),
    );
  }
}
