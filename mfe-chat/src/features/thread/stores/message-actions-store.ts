import { makeAutoObservable } from 'mobx';
import type { RealtimeClient } from '@cliques/realtime';

/** Editing (within 15 minutes; the server decides) and deleting the viewer's own messages, and why the last one was refused. */
export class MessageActionsStore {
  /** Why the viewer's last edit or delete was refused. */
  error: string | null = null;

  constructor(private readonly realtime: Pick<RealtimeClient, 'editMessage' | 'deleteMessage'>) {
    makeAutoObservable<MessageActionsStore, 'realtime'>(this, { realtime: false }, { autoBind: true });
  }

  /** Replaces a message's content; message_updated shows it. False when empty or not connected. */
  edit(messageId: string, text: string): boolean {
    const content = text.trim();
    this.error = null;
    return content.length > 0 && this.realtime.editMessage({ messageId, content });
  }

  /** Deletes a message for everyone; message_updated shows it as deleted. False when not connected. */
  remove(messageId: string): boolean {
    this.error = null;
    return this.realtime.deleteMessage({ messageId });
  }

  /** The server refused an edit or a delete. */
  refused(reason: string): void {
    this.error = reason;
  }
}
