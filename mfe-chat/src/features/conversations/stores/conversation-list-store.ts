import { makeAutoObservable, runInAction } from 'mobx';
import type { Conversation, ConversationRef, ConversationsResponse, Message } from '@cliques/contracts';
import { keyOf, type ConversationKey } from '../../../lib/conversation-key';

export type ListStatus = 'loading' | 'ready' | 'error';
const pageSize = 30;

/** The reference of a list entry. */
export function refOfConversation(conversation: Conversation): ConversationRef {
  return conversation.cliqueId ? { cliqueId: conversation.cliqueId } : { withUserId: conversation.withUser.userId };
}

/** The key of a list entry. */
export const keyOfConversation = (conversation: Conversation): ConversationKey =>
  keyOf(refOfConversation(conversation));

/** The conversation list: latest message first, each with its unread count, paged. */
export class ConversationListStore {
  /** The entries, latest message first. */
  conversations: Conversation[] = [];
  status: ListStatus = 'loading';
  error: string | null = null;
  /** Where the next page starts; null at the end. */
  nextToken: string | null = null;

  constructor(
    private readonly fetchPage: (options: { limit?: number; nextToken?: string }) => Promise<ConversationsResponse>,
  ) {
    makeAutoObservable<ConversationListStore, 'fetchPage'>(this, { fetchPage: false }, { autoBind: true });
  }

  /** The entry of a conversation, if listed. */
  find(key: ConversationKey): Conversation | undefined {
    return this.conversations.find((c) => keyOfConversation(c) === key);
  }

  /** Loads the first page (again), keeping entries added since that the page does not hold. */
  async load(): Promise<void> {
    if (this.conversations.length === 0) this.status = 'loading';
    try {
      const page = await this.fetchPage({ limit: pageSize });
      runInAction(() => {
        const keys = new Set(page.conversations.map(keyOfConversation));
        const extra = page.nextToken ? [] : this.conversations.filter((c) => !keys.has(keyOfConversation(c)));
        this.conversations = [...page.conversations, ...extra];
        this.nextToken = page.nextToken;
        this.status = 'ready';
        this.error = null;
      });
    } catch {
      runInAction(() => {
        this.status = 'error';
        this.error = 'Could not load your conversations.';
      });
    }
  }

  /** Appends the next page. */
  async loadMore(): Promise<void> {
    if (!this.nextToken) return;
    const page = await this.fetchPage({ limit: pageSize, nextToken: this.nextToken });
    runInAction(() => {
      this.conversations.push(...page.conversations.filter((p) => !this.find(keyOfConversation(p))));
      this.nextToken = page.nextToken;
    });
  }

  /** Puts a conversation at the top (new, or refreshed). */
  upsert(conversation: Conversation): void {
    const key = keyOfConversation(conversation);
    this.conversations = [conversation, ...this.conversations.filter((c) => keyOfConversation(c) !== key)];
  }

  /** A new last message: the entry moves to the top, one more unread when it is someone else's. False when not listed. */
  noteLastMessage(key: ConversationKey, message: Message, unread: boolean): boolean {
    const entry = this.find(key);
    if (!entry) return false;
    entry.lastMessage = message;
    if (unread) entry.unreadCount += 1;
    this.conversations = [entry, ...this.conversations.filter((c) => c !== entry)];
    return true;
  }

  /** A message was edited or deleted: when it is the entry's last message, the preview follows. */
  noteUpdated(key: ConversationKey, message: Message): void {
    const entry = this.find(key);
    if (entry?.lastMessage?.messageId === message.messageId) entry.lastMessage = message;
  }

  /** Takes a conversation off the list (its person was blocked). */
  remove(key: ConversationKey): void {
    this.conversations = this.conversations.filter((c) => keyOfConversation(c) !== key);
  }

  /** Sets a conversation's unread count (0 once read). */
  setUnread(key: ConversationKey, count: number): void {
    const entry = this.find(key);
    if (entry) entry.unreadCount = count;
  }
}
