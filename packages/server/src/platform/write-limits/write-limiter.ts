import type { Queryable } from '../database/database';
import { RateLimitedError, message } from '../http/errors';
import { writeLimits, type WriteKind } from './limits';
import { countWrite, uncountWrite } from './write-limits.repository';

/** One counted write, to give back if the write then fails. */
export interface WriteTicket {
  userId: string;
  kind: WriteKind;
  /** The window's start, seconds since the epoch. */
  windowStart: number;
}

/**
 * Counts limited writes in the database (`write_counts`), so every instance shares the count. A
 * window is fixed (aligned to its length): one upsert per write counts it, or, at the limit, leaves
 * the count as it was and answers when the window ends. Refused and failed writes do not count.
 */
export class WriteLimiter {
  constructor(
    private readonly db: Queryable,
    /** WRITE_LIMITS; off only outside production (tests and benchmarks that write in bulk). */
    private readonly enabled: boolean,
  ) {}

  /** Counts one write of a kind by a person; throws a 429 RateLimitedError at the limit. Null when limits are off. */
  async take(userId: string, kind: WriteKind): Promise<WriteTicket | null> {
    if (!this.enabled) return null;
    const { max, windowSeconds } = writeLimits[kind];
    const row = await countWrite(this.db, { userId, kind, windowSeconds, max });
    if (!row) throw new Error('write count returned no row');
    if (!row.allowed)
      throw new RateLimitedError(
        message('Too many {what}; try again in {seconds} s', { what: describe[kind], seconds: row.retry_after }),
        row.retry_after,
      );
    return { userId, kind, windowStart: Number(row.window_start) };
  }

  /** Uncounts a write that failed after it was counted (the count is as if it never came). */
  async giveBack(ticket: WriteTicket | null): Promise<void> {
    if (!ticket) return;
    await uncountWrite(this.db, ticket.userId, ticket.kind, ticket.windowStart);
  }
}

/** Each kind in a refusal's words. */
const describe: Record<WriteKind, string> = {
  posts: 'posts',
  edits: 'edits',
  comments: 'comments',
  messages: 'messages',
  friendRequests: 'friend requests',
  follows: 'follows',
  uploads: 'uploads',
  reports: 'reports',
  cliqueRequests: 'join requests',
  cliqueInvites: 'invitations',
};
