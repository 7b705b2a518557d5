import type { Conversation, ConversationRef, ConversationsResponse, UserSummary } from '@cliques/contracts';
import type { Outbox } from '@cliques/outbox';
import type { RealtimeClient } from '@cliques/realtime';
import type { UploadImage } from '../features/thread/stores/attachments-store';
import type { SearchMessages } from '../features/search/stores/search-store';

/** What the chat store needs from outside: the shared socket, the REST calls, who is signed in. */
export interface ChatDeps {
  realtime: Pick<
    RealtimeClient,
    | 'status'
    | 'on'
    | 'onStatus'
    | 'connect'
    | 'sendMessage'
    | 'getMessages'
    | 'typing'
    | 'editMessage'
    | 'deleteMessage'
    | 'presenceOf'
  >;
  listConversations: (options: { limit?: number; nextToken?: string }) => Promise<ConversationsResponse>;
  getConversation: (ref: ConversationRef) => Promise<Conversation>;
  markRead: (ref: ConversationRef) => Promise<unknown>;
  listCliqueMembers: (cliqueId: string) => Promise<UserSummary[]>;
  searchMessages: SearchMessages;
  /** Uploads an image for a message (the media pipeline), with progress. */
  uploadImage: UploadImage;
  userId: string;
  newId: () => string;
  /** Fires the messagesRead browser event (the host's badge listens). */
  notifyRead: () => void;
  /** Whether the page is in view (a hidden tab does not read). */
  isVisible: () => boolean;
  /** Where sends wait until answered, across reloads (none: in memory only). */
  outbox?: Outbox;
}

/** The socket frames the chat page listens to. */
export const chatFrameTypes = [
  'message',
  'message_sent',
  'messages',
  'messages_read',
  'error',
  'typing',
  'message_updated',
  'presence',
  'presence_snapshot',
] as const;
