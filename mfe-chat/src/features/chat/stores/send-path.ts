import type { MessageImage } from '@cliques/contracts';
import type { RealtimeClient } from '@cliques/realtime';
import type { ChatMessage, ThreadStore } from './thread-store';

/** What sending needs: the socket's send, a fresh clientMessageId, who is signed in. */
export interface SendDeps {
  realtime: Pick<RealtimeClient, 'sendMessage'>;
  newId: () => string;
  userId: string;
}

/**
 * The one path every chat message goes out on: a new message shows as pending in its thread's outbox
 * and goes out with a fresh clientMessageId; a retry or a resend after a reconnect reuses that id, so
 * the server never stores it twice. message_sent (or an error frame) answers it in the thread.
 */
export class SendPath {
  constructor(private readonly deps: SendDeps) {}

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
    this.resend(message);
    return true;
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
