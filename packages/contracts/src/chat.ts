import type { WatchEventsFrame } from './events';
import type { LiveFrame, WatchPostsFrame } from './live';
import type { WatchPollsFrame } from './polls';
import { Type, type Static } from '@sinclair/typebox';
import { Id, Timestamp, UserSummary } from './common';
import { messageMaxLength } from './limits';

export { messageMaxLength } from './limits';
/** docs/PRODUCT.md §9: history pages hold 50 messages unless asked otherwise. */
export const messageHistoryDefault = 50;
/** The most messages one history page may hold. */
export const messageHistoryMax = 100;

/** An image attached to a message; its download URL comes from /signed-url, for the conversation's participants only. */
export const MessageImage = Type.Object({
  key: Type.String(),
  fileType: Type.String(),
  fileSize: Type.Integer({ minimum: 0 }),
});
export type MessageImage = Static<typeof MessageImage>;

/** The most images one message carries. */
export const messageMediaMax = 4;

/** A chat message: to one user (recipientId) or to every member of a clique (cliqueId). */
export const Message = Type.Object({
  messageId: Type.String(),
  senderId: Type.String(),
  recipientId: Type.Union([Type.String(), Type.Null()]),
  cliqueId: Type.Union([Type.String(), Type.Null()]),
  content: Type.String(),
  createdAt: Timestamp,
  /** When the recipient read it; always null for clique messages (members read at their own pace). */
  readAt: Type.Union([Timestamp, Type.Null()]),
  /** When the sender last edited it (only within chatEditWindowMs of sending); absent when never edited. */
  editedAt: Type.Optional(Timestamp),
  /** When the sender deleted it for everyone; the content is then empty. Absent while it stands. */
  deletedAt: Type.Optional(Timestamp),
  /** Images, in the order the sender attached them (up to messageMediaMax); absent when none. */
  media: Type.Optional(Type.Array(MessageImage)),
});
export type Message = Static<typeof Message>;

/** Identifies a conversation: with one user, or a clique's. */
export type ConversationRef =
  { withUserId: string; cliqueId?: undefined } | { cliqueId: string; withUserId?: undefined };

/**
 * One conversation of the caller. `withUser` is the other person of a direct conversation; for a
 * clique it is the sender of the last message (or the owner while there is none). `cliqueName` is
 * an addition to docs/API.md so a clique conversation can be named.
 */
export const Conversation = Type.Object({
  withUser: UserSummary,
  cliqueId: Type.Union([Type.String(), Type.Null()]),
  cliqueName: Type.Union([Type.String(), Type.Null()]),
  lastMessage: Type.Union([Message, Type.Null()]),
  unreadCount: Type.Integer({ minimum: 0 }),
});
export type Conversation = Static<typeof Conversation>;

/** GET /messages/conversations */
export const ConversationsQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    nextToken: Type.Optional(Type.String({ maxLength: 512 })),
  },
  { additionalProperties: false },
);
export type ConversationsQuery = Static<typeof ConversationsQuery>;
export const ConversationsResponse = Type.Object({
  conversations: Type.Array(Conversation),
  hasMore: Type.Boolean(),
  nextToken: Type.Union([Type.String(), Type.Null()]),
});
export type ConversationsResponse = Static<typeof ConversationsResponse>;

/** GET /messages/conversation (an addition to docs/API.md): one conversation, for deep links. Exactly one of the two. */
export const ConversationQuery = Type.Object(
  { withUserId: Type.Optional(Id), cliqueId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type ConversationQuery = Static<typeof ConversationQuery>;
export const ConversationResponse = Type.Object({ conversation: Conversation });
export type ConversationResponse = Static<typeof ConversationResponse>;

/** GET /messages/unread-count */
export const UnreadCountResponse = Type.Object({ unreadCount: Type.Integer({ minimum: 0 }) });
export type UnreadCountResponse = Static<typeof UnreadCountResponse>;

/** POST /messages/mark-read: exactly one of otherUserId or cliqueId. */
export const MarkReadBody = Type.Object(
  { otherUserId: Type.Optional(Id), cliqueId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type MarkReadBody = Static<typeof MarkReadBody>;
export const MarkReadResponse = Type.Object({ marked: Type.Integer({ minimum: 0 }) });
export type MarkReadResponse = Static<typeof MarkReadResponse>;

/** POST /realtime/ticket: a single-use ticket for opening /ws, valid 30 s. */
export const RealtimeTicketResponse = Type.Object({ ticket: Type.String(), expiresAt: Timestamp });
export type RealtimeTicketResponse = Static<typeof RealtimeTicketResponse>;

/**
 * Client frame: send a message to a user, or to a clique when cliqueId is set (recipientId is then
 * ignored). Text, images (keys of your uploads), or both; content may be empty only with images.
 */
export const SendMessageFrame = Type.Object(
  {
    action: Type.Literal('sendMessage'),
    recipientId: Type.Optional(Id),
    content: Type.String({ maxLength: messageMaxLength }),
    media: Type.Optional(
      Type.Array(Type.Object({ key: Type.String({ minLength: 1, maxLength: 512 }) }, { additionalProperties: false }), {
        minItems: 1,
        maxItems: messageMediaMax,
      }),
    ),
    cliqueId: Type.Optional(Id),
    clientMessageId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
  },
  { additionalProperties: false },
);
export type SendMessageFrame = Static<typeof SendMessageFrame>;

/** Client frame: a page of history, newest page first; `before` is a messageId or an ISO time. */
export const GetMessagesFrame = Type.Object(
  {
    action: Type.Literal('getMessages'),
    withUserId: Type.Optional(Id),
    cliqueId: Type.Optional(Id),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: messageHistoryMax })),
    before: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type GetMessagesFrame = Static<typeof GetMessagesFrame>;

/** docs/API.md (Chat: edits): a message can be edited for 15 minutes after it was sent. */
export const chatEditWindowMs = 15 * 60 * 1000;
/** Typing frames a client sends (and the server passes on) at most once per this, per conversation. */
export const typingIntervalMs = 2000;
/** How long a typing indicator shows without a fresh typing frame. */
export const typingExpiryMs = 5000;
/** A conversation a frame names: exactly one of the two (checked by the server). */
const ConversationTarget = { recipientId: Type.Optional(Id), cliqueId: Type.Optional(Id) };

/** Client frame: the sender is typing in a conversation (passed on at most once per typingIntervalMs). */
export const TypingClientFrame = Type.Object(
  { action: Type.Literal('typing'), ...ConversationTarget },
  { additionalProperties: false },
);
export type TypingClientFrame = Static<typeof TypingClientFrame>;

/** Client frame: replace the content of your own message, within chatEditWindowMs of sending it. */
export const EditMessageFrame = Type.Object(
  {
    action: Type.Literal('editMessage'),
    messageId: Id,
    content: Type.String({ minLength: 1, maxLength: messageMaxLength }),
  },
  { additionalProperties: false },
);
export type EditMessageFrame = Static<typeof EditMessageFrame>;

/** Client frame: delete your own message for everyone. */
export const DeleteMessageFrame = Type.Object(
  { action: Type.Literal('deleteMessage'), messageId: Id },
  { additionalProperties: false },
);
export type DeleteMessageFrame = Static<typeof DeleteMessageFrame>;

export type ClientFrame =
  | SendMessageFrame
  | GetMessagesFrame
  | TypingClientFrame
  | EditMessageFrame
  | DeleteMessageFrame
  | WatchPollsFrame
  | WatchEventsFrame
  | WatchPostsFrame;

/** How far one member has read a clique's conversation: every message created at or before readAt. */
export interface ReadMark {
  userId: string;
  readAt: string;
}

/** Server frame: byUserId is typing; the conversation follows messages_read's rule (withUserId or cliqueId). */
export interface TypingFrame {
  type: 'typing';
  byUserId: string;
  withUserId?: string;
  cliqueId?: string;
}
/** Server frame: a message was edited or deleted for everyone; the message as it now stands. */
export interface MessageUpdatedFrame {
  type: 'message_updated';
  message: Message;
}

/** GET /messages/search: a conversation's messages containing `q`, newest first, paged by `before` (a messageId). */
export const MessageSearchQuery = Type.Object(
  {
    withUserId: Type.Optional(Id),
    cliqueId: Type.Optional(Id),
    q: Type.String({ minLength: 2, maxLength: 100 }),
    limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
    before: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type MessageSearchQuery = Static<typeof MessageSearchQuery>;
export const MessageSearchResponse = Type.Object({ messages: Type.Array(Message), hasMore: Type.Boolean() });
export type MessageSearchResponse = Static<typeof MessageSearchResponse>;

/** Server frame: a message for one of your conversations (to every open connection of each recipient). */
export interface MessageFrame {
  type: 'message';
  message: Message;
}
/** Server frame: your message is stored. */
export interface MessageSentFrame {
  type: 'message_sent';
  message: Message;
  clientMessageId?: string;
}
/** Server frame: a page of history, oldest first; `before` echoes the request. */
export interface MessagesFrame {
  type: 'messages';
  withUserId?: string;
  cliqueId?: string;
  before: string | null;
  messages: Message[];
  hasMore: boolean;
  /** Clique conversations, latest page only: how far each other member has read (for "Seen by N"). */
  reads?: ReadMark[];
}
/**
 * Server frame: byUserId read a conversation. Direct: withUserId is the other participant, so the
 * conversation is `byUserId === me ? withUserId : byUserId`. Clique: cliqueId.
 */
export interface MessagesReadFrame {
  type: 'messages_read';
  byUserId: string;
  withUserId?: string;
  cliqueId?: string;
  readAt: string;
}
/** Server frame: a frame was refused; the socket stays open. clientMessageId names the refused send. */
export interface RealtimeErrorFrame {
  type: 'error';
  code:
    | 'validation_failed'
    | 'not_found'
    | 'forbidden'
    | 'blocked'
    | 'payload_too_large'
    | 'rate_limited'
    | 'suspended'
    /** The sender is muted in the clique by its moderators (reads, does not write). */
    | 'muted_in_clique'
    /** The sender is banned from the clique. */
    | 'banned'
    | 'internal';
  message: string;
  clientMessageId?: string;
  /** The message an editMessage or deleteMessage frame named, when that is what was refused. */
  messageId?: string;
  /** As an HTTP error's details: for `suspended`, `[{until}]`. */
  details?: unknown[];
}

export type ServerFrame =
  | MessageFrame
  | MessageSentFrame
  | MessagesFrame
  | MessagesReadFrame
  | RealtimeErrorFrame
  | TypingFrame
  | MessageUpdatedFrame
  | LiveFrame;
export type ServerFrameType = ServerFrame['type'];

/** Close codes the server uses besides the standard ones. */
export const realtimeCloseCodes = {
  /** The sign-in session the socket came from expired or was revoked; reconnect with a fresh ticket. */
  sessionEnded: 4001,
} as const;
