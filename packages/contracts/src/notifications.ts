import { Type, type Static } from '@sinclair/typebox';
import { Id, Timestamp, UserSummary } from './common';
import { notificationTypes, reportOutcomes } from './limits';

export { notificationTypes } from './limits';
export const NotificationType = Type.Union(notificationTypes.map((t) => Type.Literal(t)));
export type NotificationType = (typeof notificationTypes)[number];

/** What became of a held clique post, as its author is told (`clique_post_answered` notifications). */
export const cliquePostOutcomes = ['approved', 'declined'] as const;
export type CliquePostOutcome = (typeof cliquePostOutcomes)[number];

/** What became of a friend request, as its recipient's `friend_request` notification tells once it is answered. */
export const friendRequestOutcomes = ['accepted', 'declined'] as const;
export type FriendRequestOutcome = (typeof friendRequestOutcomes)[number];
const outcomeValues = [...new Set([...reportOutcomes, ...cliquePostOutcomes, ...friendRequestOutcomes])];

/**
 * Something another person did that concerns you. A `report_outcome` tells a reporter what became of
 * their report: `actor` is the reported person and `outcome` says what was done. A
 * `clique_post_answered` tells the author of a held clique post what its moderator (`actor`) did:
 * `outcome` approved (with `postId`) or declined (the post is gone). A `friend_request` carries
 * `outcome` accepted or declined once its recipient answered it (while the two stay so).
 */
export const Notification = Type.Object({
  notificationId: Type.String(),
  type: NotificationType,
  actor: UserSummary,
  postId: Type.Optional(Type.String()),
  commentId: Type.Optional(Type.String()),
  cliqueId: Type.Optional(Type.String()),
  outcome: Type.Optional(Type.Union(outcomeValues.map((o) => Type.Literal(o)))),
  /** The content warning of the post it is about, when that post has one (its text is never told). */
  contentWarning: Type.Optional(Type.String()),
  read: Type.Boolean(),
  createdAt: Timestamp,
  /** The group it belongs to (the id of a grouped item; marking it read marks the whole group). */
  groupId: Type.Optional(Type.String()),
  /** Grouped items only (`grouped=true`): how many notifications the group holds (1 for a group of one). */
  count: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Grouped items only: up to three of the people who acted, newest first, each once. */
  actors: Type.Optional(Type.Array(UserSummary, { maxItems: 3 })),
  /** Grouped items only: when the newest notification of the group came. */
  latestAt: Type.Optional(Timestamp),
});
export type Notification = Static<typeof Notification>;

/** GET /notifications */
export const NotificationsQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    nextToken: Type.Optional(Type.String({ maxLength: 512 })),
    unreadOnly: Type.Boolean({ default: false }),
    type: Type.Optional(NotificationType),
    /**
     * Likes, shares, quotes and follows of one target as one item (`count`, `actors`, `latestAt`),
     * `notificationId` being the group's id; `unreadCount` then counts unread groups.
     */
    grouped: Type.Boolean({ default: false }),
  },
  { additionalProperties: false },
);
export type NotificationsQuery = Static<typeof NotificationsQuery>;

/**
 * `unreadCount` counts all your unread notifications (unread groups when `grouped`); `total` counts
 * those matching the filters (groups when `grouped`).
 */
export const NotificationsResponse = Type.Object({
  notifications: Type.Array(Notification),
  unreadCount: Type.Integer(),
  hasMore: Type.Boolean(),
  nextToken: Type.Union([Type.String(), Type.Null()]),
  total: Type.Integer(),
});
export type NotificationsResponse = Static<typeof NotificationsResponse>;

/**
 * PUT /notifications: your notification ids, or `["all"]`. The one-item list is an array of one
 * item, not a tuple: OpenAPI 3.0 has no tuples (`items` as a list).
 */
export const MarkNotificationsBody = Type.Object(
  {
    notificationIds: Type.Union([
      Type.Array(Type.Literal('all'), { minItems: 1, maxItems: 1 }),
      Type.Array(Id, { minItems: 1, maxItems: 100 }),
    ]),
  },
  { additionalProperties: false },
);
export type MarkNotificationsBody = Static<typeof MarkNotificationsBody>;
export const MarkNotificationsResponse = Type.Object({ updated: Type.Integer(), unreadCount: Type.Integer() });
export type MarkNotificationsResponse = Static<typeof MarkNotificationsResponse>;

/**
 * The notification preferences kept in the user's settings object (PUT /users/{id}/settings) under
 * `notifications`: a type set to false is never created for that user; absent means on.
 */
export type NotificationPreferences = Partial<Record<NotificationType, boolean>>;
