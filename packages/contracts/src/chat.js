import { Type } from '@sinclair/typebox';
import { Id, Timestamp, UserSummary } from './common';
import { messageMaxLength } from './limits';
export { messageMaxLength } from './limits';
/** SPEC §9: history pages hold 50 messages unless asked otherwise. */
export const messageHistoryDefault = 50;
/** The most messages one history page may hold. */
export const messageHistoryMax = 100;
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
});
/**
 * One conversation of the caller. `withUser` is the other person of a direct conversation; for a
 * clique it is the sender of the last message (or the owner while there is none). `cliqueName` is
 * an addition to API.md so a clique conversation can be named.
 */
export const Conversation = Type.Object({
    withUser: UserSummary,
    cliqueId: Type.Union([Type.String(), Type.Null()]),
    cliqueName: Type.Union([Type.String(), Type.Null()]),
    lastMessage: Type.Union([Message, Type.Null()]),
    unreadCount: Type.Integer({ minimum: 0 }),
});
/** GET /messages/conversations */
export const ConversationsQuery = Type.Object({
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    nextToken: Type.Optional(Type.String({ maxLength: 512 })),
}, { additionalProperties: false });
export const ConversationsResponse = Type.Object({
    conversations: Type.Array(Conversation),
    hasMore: Type.Boolean(),
    nextToken: Type.Union([Type.String(), Type.Null()]),
});
/** GET /messages/conversation (an addition to API.md): one conversation, for deep links. Exactly one of the two. */
export const ConversationQuery = Type.Object({ withUserId: Type.Optional(Id), cliqueId: Type.Optional(Id) }, { additionalProperties: false });
export const ConversationResponse = Type.Object({ conversation: Conversation });
/** GET /messages/unread-count */
export const UnreadCountResponse = Type.Object({ unreadCount: Type.Integer({ minimum: 0 }) });
/** POST /messages/mark-read: exactly one of otherUserId or cliqueId. */
export const MarkReadBody = Type.Object({ otherUserId: Type.Optional(Id), cliqueId: Type.Optional(Id) }, { additionalProperties: false });
export const MarkReadResponse = Type.Object({ marked: Type.Integer({ minimum: 0 }) });
/** POST /realtime/ticket: a single-use ticket for opening /ws, valid 30 s. */
export const RealtimeTicketResponse = Type.Object({ ticket: Type.String(), expiresAt: Timestamp });
/** Client frame: send a message to a user, or to a clique when cliqueId is set (recipientId is then ignored). */
export const SendMessageFrame = Type.Object({
    action: Type.Literal('sendMessage'),
    recipientId: Type.Optional(Id),
    content: Type.String({ minLength: 1, maxLength: messageMaxLength }),
    cliqueId: Type.Optional(Id),
    clientMessageId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
}, { additionalProperties: false });
/** Client frame: a page of history, newest page first; `before` is a messageId or an ISO time. */
export const GetMessagesFrame = Type.Object({
    action: Type.Literal('getMessages'),
    withUserId: Type.Optional(Id),
    cliqueId: Type.Optional(Id),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: messageHistoryMax })),
    before: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
}, { additionalProperties: false });
/** SPEC: a message can be edited for 15 minutes after it was sent. */
export const chatEditWindowMs = 15 * 60 * 1000;
/** Typing frames a client sends (and the server passes on) at most once per this, per conversation. */
export const typingIntervalMs = 2000;
/** How long a typing indicator shows without a fresh typing frame. */
export const typingExpiryMs = 5000;
/** The most images one message carries. */
export const messageMediaMax = 4;
/** A conversation a frame names: exactly one of the two (checked by the server). */
const ConversationTarget = { recipientId: Type.Optional(Id), cliqueId: Type.Optional(Id) };
/** Client frame: the sender is typing in a conversation (passed on at most once per typingIntervalMs). */
export const TypingClientFrame = Type.Object({ action: Type.Literal('typing'), ...ConversationTarget }, { additionalProperties: false });
/** Client frame: replace the content of your own message, within chatEditWindowMs of sending it. */
export const EditMessageFrame = Type.Object({
    action: Type.Literal('editMessage'),
    messageId: Id,
    content: Type.String({ minLength: 1, maxLength: messageMaxLength }),
}, { additionalProperties: false });
/** Client frame: delete your own message for everyone. */
export const DeleteMessageFrame = Type.Object({ action: Type.Literal('deleteMessage'), messageId: Id }, { additionalProperties: false });
/** GET /messages/search: a conversation's messages containing `q`, newest first, paged by `before` (a messageId). */
export const MessageSearchQuery = Type.Object({
    withUserId: Type.Optional(Id),
    cliqueId: Type.Optional(Id),
    q: Type.String({ minLength: 2, maxLength: 100 }),
    limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
    before: Type.Optional(Id),
}, { additionalProperties: false });
export const MessageSearchResponse = Type.Object({ messages: Type.Array(Message), hasMore: Type.Boolean() });
/** Close codes the server uses besides the standard ones. */
export const realtimeCloseCodes = {
    /** The sign-in session the socket came from expired or was revoked; reconnect with a fresh ticket. */
    sessionEnded: 4001,
};
