import type { Outbox } from '@cliques/outbox';
import type { ChatMessage } from './thread-store';

/**
 * The chat's sends kept in the outbox (IndexedDB) until the server acknowledges them, so a message
 * written offline is still waiting, and sent with its clientMessageId, after a reload.
 */
export class KeptMessages {
  constructor(
    private readonly outbox: Outbox | undefined,
    private readonly userId: string,
  ) {}

  keep(message: ChatMessage): void {
    const id = message.clientMessageId;
    if (!this.outbox || !id) return;
    const entry = { id, kind: 'chat' as const, userId: this.userId, payload: message, createdAt: message.createdAt };
    void this.outbox.add(entry).catch(() => undefined);
  }

  /** The server answered (stored or refused): nothing left to send. */
  release(clientMessageId: string | undefined): void {
    if (this.outbox && clientMessageId) void this.outbox.remove(clientMessageId).catch(() => undefined);
  }

  /** What was written here and never acknowledged, oldest first, as pending messages. */
  async restore(): Promise<ChatMessage[]> {
    if (!this.outbox) return [];
    const entries = await this.outbox.list<ChatMessage>(this.userId, 'chat').catch(() => []);
    return entries.map((entry) => ({ ...entry.payload, state: 'pending' as const, error: undefined }));
  }
}
