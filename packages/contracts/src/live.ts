import { Type, type Static } from '@sinclair/typebox';
import type { BookmarkFrame } from './bookmarks';
import { Id } from './common';
import type { EventFrame } from './events';
import type { Notification } from './notifications';
import type { PollFrame } from './polls';
import type { Comment } from './posts';

/**
 * Server frame: the signed-in user's badge counts (the same numbers as GET /notifications
 * `unreadCount`, the pending friend requests received, GET /messages/unread-count and GET
 * /cliques/requests/count). Sent on socket open and within a second of any change, to every socket
 * of that user on every instance.
 */
export interface CountsFrame {
  type: 'counts';
  notifications: number;
  friendRequests: number;
  messages: number;
  /** Pending join requests in the cliques where the user is a moderator, an admin or the owner (at most 100). */
  cliqueRequests: number;
}

/** GET /cliques/requests/count: `cliqueRequests` of the counts frame, for polling without a socket. */
export const CliqueRequestCountResponse = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type CliqueRequestCountResponse = Static<typeof CliqueRequestCountResponse>;

/** Server frame: a new notification, as GET /notifications returns it. */
export interface NotificationFrame {
  type: 'notification';
  notification: Notification;
}

/** One friend's presence; someone who hides it is always `online: false, lastSeenAt: null`. */
export interface FriendPresence {
  userId: string;
  online: boolean;
  lastSeenAt: string | null;
}

/** Server frame: a friend's first socket opened (on any instance) or their last one closed. */
export interface PresenceFrame extends FriendPresence {
  type: 'presence';
}

/** Server frame: on socket open, the presence of every accepted friend. */
export interface PresenceSnapshotFrame {
  type: 'presence_snapshot';
  friends: FriendPresence[];
}

/** The most posts one socket watches at a time (`watchPosts`): the posts open as their own page. */
export const watchedPostsLimit = 20;

/**
 * Client frame: the posts open on this page (replacing the last list; an empty list stops). Those
 * the sender may see are watched: their changes and new comments come as `post_changed` and
 * `comment` frames.
 */
export const WatchPostsFrame = Type.Object(
  { action: Type.Literal('watchPosts'), postIds: Type.Array(Id, { maxItems: watchedPostsLimit }) },
  { additionalProperties: false },
);
export type WatchPostsFrame = Static<typeof WatchPostsFrame>;

/**
 * Server frame: a watched post changed (its quote was detached by the quoted post's author); the
 * page reads it again (GET /posts/{id}), which shows it as the reader may see it.
 */
export interface PostChangedFrame {
  type: 'post_changed';
  postId: string;
}

/**
 * Server frame: a new comment or reply (`parentCommentId`) on a watched post, as its list shows it;
 * never to someone its author is hidden from (blocked either way, or muted).
 */
export interface CommentFrame {
  type: 'comment';
  comment: Comment;
}

export type LiveFrame =
  | CountsFrame
  | NotificationFrame
  | PresenceFrame
  | PresenceSnapshotFrame
  | BookmarkFrame
  | PollFrame
  | EventFrame
  | PostChangedFrame
  | CommentFrame;

/** GET /push/key: the server's VAPID public key (base64url), for PushManager.subscribe. */
export const PushKeyResponse = Type.Object({ publicKey: Type.String() });
export type PushKeyResponse = Static<typeof PushKeyResponse>;

/** POST /push/subscriptions: the browser's PushSubscription JSON (other fields it carries are ignored). */
export const PushSubscriptionBody = Type.Object({
  endpoint: Type.String({ minLength: 9, maxLength: 2048, pattern: '^https://' }),
  expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  keys: Type.Object({
    p256dh: Type.String({ minLength: 16, maxLength: 256, pattern: '^[A-Za-z0-9_=-]+$' }),
    auth: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_=-]+$' }),
  }),
});
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

/** POST /push/subscriptions answers 201 with the endpoint now subscribed (the caller's). */
export const PushSubscriptionResponse = Type.Object({ endpoint: Type.String() });
export type PushSubscriptionResponse = Static<typeof PushSubscriptionResponse>;

/** DELETE /push/subscriptions: which of your subscriptions to remove. */
export const DeletePushSubscriptionBody = Type.Object(
  { endpoint: Type.String({ minLength: 9, maxLength: 2048 }) },
  { additionalProperties: false },
);
export type DeletePushSubscriptionBody = Static<typeof DeletePushSubscriptionBody>;

/** What a push message carries (the service worker shows it and opens `url` on click). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** A grouped notification's group: a newer push of the same group replaces the one shown. */
  tag?: string;
}
