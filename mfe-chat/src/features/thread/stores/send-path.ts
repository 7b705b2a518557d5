import type { MessageImage } from '@cliques/contracts';
import type { Outbox } from '@cliques/outbox';
import type { RealtimeClient } from '@cliques/realtime';
import { KeptMessages } from './kept-messages';
import type { ChatMessage, ThreadStore } from './thread-store';

/** What sending needs: the socket's send, a fresh clientMessageId, who is signed in, where sends wait. */
export interface SendDeps {
  realtime: Pick<RealtimeClient, 'sendMessage'>;
  newId: () => string;
  userId: string;
  /** Where sends wait until answered, across reloads (none: in memory only). */
  outbox?: Outbox;
}

/**
 * The one path every chat message goes out on: a new message shows as pending in its thread's outbox
 * and goes out with a fresh clientMessageId; a retry or a resend after a reconnect reuses that id, so
 * the server never stores it twice. message_sent (or an error frame) answers it in the thread.
 */
export class SendPath {
  private readonly kept: KeptMessages;

  constructor(private readonly deps: SendDeps) {
    this.kept = new KeptMessages(deps.outbox, deps.userId);
  }

  /** Sends trimmed text and uploaded images in a thread; false when there is nothing to send. */
  send(thread: ThreadStore, text: string, images: MessageImage[] = []): boolean {
    const content = text.trim();
    if (!content && images.length === 0) return false;
    const clientMessageId = this.deps.newId();
    const { ref } = thread;
    const message: ChatMessage = {
      messageId: `pending-${clientMessageId}`,
      senderId: this.deps.userId,
      recipientId: ref.withUserId ?? null,
      cliqueId: ref.cliqueId ?? null,
      content,
      createdAt: new Date().toISOString(),
      readAt: null,
      state: 'pending',
      clientMessageId,
      ...(images.length ? { media: images } : {}),
    };
    thread.addPending(message);
    this.kept.keep(message);
    // Not connected: it waits, and goes out with resendPending when the socket opens.
    this.resend(message);
    return true;
  }

  /** The server answered a send (stored or refused): it no longer waits across reloads. */
  answered(clientMessageId: string | undefined): void {
    this.kept.release(clientMessageId);
  }

  /** Puts back what was written before a reload and never answered, pending in its thread, and sends it. */
  async restore(threadOf: (message: ChatMessage) => ThreadStore): Promise<void> {
    for (const message of await this.kept.restore()) {
      const thread = threadOf(message);
      if (thread.outbox.some((m) => m.clientMessageId === message.clientMessageId)) continue;
      thread.addPending(message);
      this.resend(message);
    }
  }

  /** Sends a refused message of a thread again. */
  retry(thread: ThreadStore, clientMessageId: string): void {
    const message = thread.retrying(clientMessageId);
    if (message) this.resend(message);
  }

  /** Sends again everything still pending in these threads (after the socket reopened). */
  resendPending(threads: Iterable<ThreadStore>): void {
    for (const thread of threads)
      for (const message of thread.outbox) if (message.state === 'pending') this.resend(message);
  }

  private resend(message: ChatMessage): void {
    const target = message.cliqueId ? { cliqueId: message.cliqueId } : { recipientId: message.recipientId as string };
    const media = message.media?.map(({ key }) => ({ key }));
    this.deps.realtime.sendMessage({
      ...target,
      content: message.content,
      clientMessageId: message.clientMessageId,
      ...(media ? { media } : {}),
    });
  }
}
