/** What a write acknowledged with a 2xx (or `message_sent`) created. */
export type WriteKind = 'post' | 'comment' | 'message';

/** The ids of the acknowledged writes of each kind. */
export type Writes = Record<WriteKind, string[]>;

/**
 * The soak with faults' bookkeeping: every acknowledged write (so the end can check the database
 * holds it) and every delivery per socket (so a message delivered twice to one socket shows).
 */
export class Ledger {
  private readonly acknowledged: Record<WriteKind, Set<string>> = {
    post: new Set(),
    comment: new Set(),
    message: new Set(),
  };
  private readonly seen = new Map<string, Set<string>>();
  /** Deliveries of a message id a socket had already received. */
  duplicates = 0;
  /** Deliveries in all. */
  deliveries = 0;

  /** Records a write the server acknowledged. */
  ack(kind: WriteKind, id: string): void {
    this.acknowledged[kind].add(id);
  }

  /** Records a delivery of `messageId` to the socket `socketId`; true when that socket had it already. */
  delivered(socketId: string, messageId: string): boolean {
    this.deliveries += 1;
    const ids = this.seen.get(socketId) ?? new Set<string>();
    this.seen.set(socketId, ids);
    if (ids.has(messageId)) {
      this.duplicates += 1;
      return true;
    }
    ids.add(messageId);
    return false;
  }

  /** The acknowledged writes so far. */
  writes(): Writes {
    return {
      post: [...this.acknowledged.post],
      comment: [...this.acknowledged.comment],
      message: [...this.acknowledged.message],
    };
  }
}

/** The acknowledged writes the database does not hold (`stored`: the ids it returned of each kind). */
export function lostWrites(acknowledged: Writes, stored: Record<WriteKind, Iterable<string>>): Writes {
  const missing = (kind: WriteKind) => {
    const have = new Set(stored[kind]);
    return acknowledged[kind].filter((id) => !have.has(id));
  };
  return { post: missing('post'), comment: missing('comment'), message: missing('message') };
}

/** One socket's time away: closed at, open again at (null: never back), in ms since the run started. */
export interface Outage {
  closedAt: number;
  reopenedAt: number | null;
}

/** How many outages ended within `limitMs`, of how many, and the longest (Infinity when one never ended). */
export function reconnects(outages: Outage[], limitMs: number): { within: number; total: number; worstMs: number } {
  let within = 0;
  let worstMs = 0;
  for (const { closedAt, reopenedAt } of outages) {
    const took = reopenedAt === null ? Number.POSITIVE_INFINITY : reopenedAt - closedAt;
    if (took <= limitMs) within += 1;
    worstMs = Math.max(worstMs, took);
  }
  return { within, total: outages.length, worstMs };
}

/**
 * When the faults fall in a run of `durationMs`: an instance killed every `everyMs` (alternating,
 * starting with the first), and Redis restarted once half-way.
 */
export function faultPlan(
  durationMs: number,
  everyMs = 120_000,
): { kills: { at: number; instance: number }[]; redisAt: number } {
  const kills: { at: number; instance: number }[] = [];
  for (let at = everyMs, n = 0; at < durationMs; at += everyMs, n += 1) kills.push({ at, instance: n % 2 });
  return { kills, redisAt: durationMs / 2 };
}

/** How many of the times `at` (ms since the run started) fall outside every window [from, to]. */
export function outsideWindows(at: number[], windows: readonly (readonly [number, number])[]): number {
  return at.filter((t) => !windows.some(([from, to]) => t >= from && t <= to)).length;
}
