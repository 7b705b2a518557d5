import type { Database, Queryable } from './database';

/** Something other people must hear about once the change that made it is committed. */
export type CommitEvent =
  /** A notification row was inserted. */
  | { type: 'notification'; userId: string; notificationId: string }
  /** These users' badge counts may have changed. */
  | { type: 'counts'; userIds: string[] }
  /** A user's own bookmark of a post changed (their other tabs and devices show it). */
  | { type: 'bookmark'; userId: string; postId: string; bookmarked: boolean }
  /** A poll's counts moved or it closed (those watching it see the results). */
  | { type: 'poll'; pollId: string }
  /** An event's counts moved, or it was edited or cancelled (those watching it see the counts). */
  | { type: 'event'; eventId: string }
  /** A post changed (those who have it open read it again). */
  | { type: 'post_changed'; postId: string }
  /** A comment or reply was added to a post (those who have it open see it). */
  | { type: 'comment'; postId: string; commentId: string };

export type CommitListener = (event: CommitEvent) => void;

/** Where the events of a database or of one of its open transactions go. */
const sinks = new WeakMap<Queryable, (event: CommitEvent) => void>();

/**
 * Announces an event after the transaction `db` belongs to commits (at once outside a transaction);
 * dropped when the transaction rolls back. A Queryable not made by `withCommitEvents` drops it.
 */
export function emitAfterCommit(db: Queryable, event: CommitEvent): void {
  sinks.get(db)?.(event);
}

export interface CommitEvents {
  /** Sets the one listener (the realtime plugin); a listener's error is logged by it, never thrown here. */
  listen(listener: CommitListener): void;
  /** An event committed by another thread of this instance (the delivery thread): told as this one's own. */
  announce(event: CommitEvent): void;
}

/**
 * Wraps a database so that events emitted inside a transaction reach the listener only after the
 * commit: a frame or a push never tells of a row a rollback took back, nor arrives before the row
 * can be read.
 */
export function withCommitEvents(db: Database): { db: Database; events: CommitEvents } {
  let listener: CommitListener = () => undefined;
  const deliver = (events: CommitEvent[]) => {
    for (const event of events) listener(event);
  };
  const wrapped: Database = {
    ...db,
    transaction: async (fn) => {
      const pending: CommitEvent[] = [];
      const result = await db.transaction((tx) => {
        const scoped: Queryable = { query: (sql, params) => tx.query(sql, params) };
        sinks.set(scoped, (event) => pending.push(event));
        return fn(scoped);
      });
      deliver(pending);
      return result;
    },
  };
  sinks.set(wrapped, (event) => deliver([event]));
  return {
    db: wrapped,
    events: {
      listen: (next) => {
        listener = next;
      },
      announce: (event) => deliver([event]),
    },
  };
}
