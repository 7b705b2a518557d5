import { makeAutoObservable, observable } from 'mobx';
import type { ConversationRef, Message, MessagesFrame } from '@cliques/contracts';

/** A message as the thread shows it: stored (sent), waiting for message_sent (pending), or refused (failed). */
export interface ChatMessage extends Message {
  state: 'sent' | 'pending' | 'failed';
  clientMessageId?: string;
  /** Why a failed message was refused. */
  error?: string;
}

/** idle → loading → ready, or error when the history request was refused. */
export type ThreadStatus = 'idle' | 'loading' | 'ready' | 'error';

const byTime = (a: Message, b: Message) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);

/** One conversation's history: pages merged by messageId, live messages, pending sends. */
export class ThreadStore {
  /** Stored messages, oldest first. */
  messages: ChatMessage[] = [];
  /** Sends not yet acknowledged (or refused), in the order they were written. */
  outbox: ChatMessage[] = [];
  /** Whether older messages exist on the server. */
  hasMore = false;
  status: ThreadStatus = 'idle';
  /** True while an older page is on its way. */
  loadingOlder = false;
  /** Why the history could not be loaded. */
  error: string | null = null;
  /** The latest message that arrived live (anyone's), for the announcement of new messages. */
  arrived: ChatMessage | null = null;
  /** A message asked for (a search result) until the thread has shown it. */
  wanted: string | null = null;
  /** Clique conversations: how far each other member has read (userId → readAt). */
  readonly reads = observable.map<string, string>();

  constructor(readonly ref: ConversationRef) {
    makeAutoObservable(this, { ref: false }, { autoBind: true });
  }

  /**
   * "Seen" under `me`'s latest message the other person of a direct conversation has read, or
   * "Seen by N" under `me`'s latest message N other clique members have read; null before anyone has.
   */
  seenOf(me: string): { messageId: string; text: string } | null {
    const readers = [...this.reads.values()];
    for (let i = this.messages.length - 1; i >= 0; i -= 1) {
      const message = this.messages[i] as ChatMessage;
      if (message.senderId !== me || message.deletedAt) continue;
      if (!this.ref.cliqueId && message.readAt) return { messageId: message.messageId, text: 'Seen' };
      const count = readers.filter((readAt) => readAt >= message.createdAt).length;
      if (this.ref.cliqueId && count > 0) return { messageId: message.messageId, text: `Seen by ${count}` };
    }
    return null;
  }

  /** What the thread shows: stored messages, then the outbox. */
  get visible(): ChatMessage[] {
    return [...this.messages, ...this.outbox];
  }

  get oldestId(): string | null {
    return this.messages[0]?.messageId ?? null;
  }

  /** Takes in a history page: the latest one (merged with what is here) or an older one (prepended). */
  receivePage(frame: MessagesFrame): void {
    frame.reads?.forEach((mark) => this.noteRead(mark.userId, mark.readAt));
    const page = frame.messages.map((m): ChatMessage => ({ ...m, state: 'sent' }));
    if (frame.before !== null) {
      this.messages = this.merge(page, this.messages);
      this.hasMore = frame.hasMore;
      this.loadingOlder = false;
    } else {
      const oldestOfPage = page[0];
      const newestHere = this.messages[this.messages.length - 1];
      // A full latest page that does not reach what we hold leaves a gap: start over from the page.
      const gap = frame.hasMore && oldestOfPage && newestHere && oldestOfPage.createdAt > newestHere.createdAt;
      if (this.messages.length === 0 || gap) this.hasMore = frame.hasMore;
      this.messages = gap ? page : this.merge(this.messages, page);
    }
    this.status = 'ready';
    this.error = null;
  }

  /** A live message (anyone's, from any tab): added once. */
  receive(message: Message): void {
    if (this.messages.some((m) => m.messageId === message.messageId)) return;
    const received: ChatMessage = { ...message, state: 'sent' };
    this.messages = this.merge(this.messages, [received]);
    this.arrived = received;
  }

  /** Whether the thread holds this stored message. */
  holds(messageId: string): boolean {
    return this.messages.some((m) => m.messageId === messageId);
  }

  /** Asks for a message to be shown (null: nothing asked for, or it was shown). */
  want(messageId: string | null): void {
    this.wanted = messageId;
  }

  /** An edit or a delete for everyone: the message as it now stands takes its place. */
  update(message: Message): void {
    const index = this.messages.findIndex((m) => m.messageId === message.messageId);
    if (index >= 0) this.messages[index] = { ...message, state: 'sent' };
  }

  /** A clique member read up to readAt. */
  noteRead(userId: string, readAt: string): void {
    const known = this.reads.get(userId);
    if (!known || known < readAt) this.reads.set(userId, readAt);
  }

  /** Adds a message being sent, until message_sent or an error answers it. */
  addPending(message: ChatMessage): void {
    this.outbox.push(message);
  }

  /** message_sent: the pending message becomes the stored one. */
  acknowledge(message: Message, clientMessageId?: string): void {
    this.outbox = this.outbox.filter((m) => !clientMessageId || m.clientMessageId !== clientMessageId);
    this.receive(message);
  }

  /** The server refused a send. */
  fail(clientMessageId: string, reason: string): void {
    const pending = this.outbox.find((m) => m.clientMessageId === clientMessageId);
    if (pending) Object.assign(pending, { state: 'failed', error: reason });
  }

  /** A failed message goes back to pending for a retry. */
  retrying(clientMessageId: string): ChatMessage | null {
    const failed = this.outbox.find((m) => m.clientMessageId === clientMessageId && m.state === 'failed');
    if (!failed) return null;
    failed.state = 'pending';
    failed.error = undefined;
    return failed;
  }

  /** The other person read your messages: they show as read. */
  markOwnRead(me: string, readAt: string): void {
    for (const message of this.messages)
      if (message.senderId === me && message.readAt === null && message.createdAt <= readAt) message.readAt = readAt;
  }

  startLoading(): void {
    if (this.status !== 'ready') this.status = 'loading';
  }

  startLoadingOlder(): void {
    this.loadingOlder = true;
  }

  /** The history request was refused. */
  refused(reason: string): void {
    this.loadingOlder = false;
    if (this.status !== 'ready') {
      this.status = 'error';
      this.error = reason;
    }
  }

  private merge(first: ChatMessage[], second: ChatMessage[]): ChatMessage[] {
    const seen = new Set<string>();
    return [...first, ...second]
      .filter((m) => (seen.has(m.messageId) ? false : (seen.add(m.messageId), true)))
      .sort(byTime);
  }
}
