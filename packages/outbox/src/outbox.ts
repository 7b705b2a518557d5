import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** What waits in the outbox: a post, a comment, a chat message or a change of a bookmark. */
export type OutboxKind = 'post' | 'comment' | 'chat' | 'bookmark' | 'poll_vote' | 'event_rsvp';

/** One write kept until it is sent. */
export interface OutboxEntry<P = unknown> {
  /**
   * The request's idempotency key (posts, comments) or clientMessageId (chat), made when it was
   * written: however often it is sent, the server stores it once. A bookmark's is its post's (a
   * later change of the same bookmark replaces the waiting one; the calls are idempotent).
   */
  id: string;
  kind: OutboxKind;
  /** Whose write it is: only their session ever sends it. */
  userId: string;
  /** What the area needs to send it (the body, the post commented on, the conversation). */
  payload: P;
  /** ISO time of writing: entries are listed and sent oldest first. */
  createdAt: string;
}

interface OutboxSchema extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { byOwner: [string, string, string] } };
}

/** The writes waiting for a connection, kept in IndexedDB so they survive a reload. */
export class Outbox {
  private db: Promise<IDBPDatabase<OutboxSchema>> | null = null;

  constructor(private readonly name = 'cliques-outbox') {}

  async add<P>(entry: OutboxEntry<P>): Promise<void> {
    await (await this.open()).put('entries', entry as OutboxEntry);
  }

  async remove(id: string): Promise<void> {
    await (await this.open()).delete('entries', id);
  }

  /** This user's entries of one kind, oldest first. */
  async list<P>(userId: string, kind: OutboxKind): Promise<OutboxEntry<P>[]> {
    const range = IDBKeyRange.bound([userId, kind, ''], [userId, kind, '\uffff']);
    return (await (await this.open()).getAllFromIndex('entries', 'byOwner', range)) as OutboxEntry<P>[];
  }

  private open(): Promise<IDBPDatabase<OutboxSchema>> {
    this.db ??= openDB<OutboxSchema>(this.name, 1, {
      upgrade(db) {
        const store = db.createObjectStore('entries', { keyPath: 'id' });
        store.createIndex('byOwner', ['userId', 'kind', 'createdAt']);
      },
    });
    return this.db;
  }
}

/** The browser's one outbox (every area's entries, told apart by kind and user). */
export const outbox = new Outbox();
