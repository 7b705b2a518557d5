import { Type, type Static } from '@sinclair/typebox';
import { Id, Timestamp, UserSummary } from './common';

/** Path `/friends/{userId}`. */
export const FriendParams = Type.Object({ userId: Id });

export const FriendshipStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('accepted'),
  Type.Literal('declined'),
]);
export type FriendshipStatus = Static<typeof FriendshipStatus>;

/** One friend relation between two people; at most one exists per pair. */
export const Friendship = Type.Object({
  senderId: Type.String(),
  recipientId: Type.String(),
  status: FriendshipStatus,
  createdAt: Timestamp,
});
export type Friendship = Static<typeof Friendship>;

/** POST /friends/request */
export const FriendRequestBody = Type.Object({ recipientId: Id }, { additionalProperties: false });
export type FriendRequestBody = Static<typeof FriendRequestBody>;
/** POST /friends/accept and /friends/decline */
export const FriendAnswerBody = Type.Object({ senderId: Id }, { additionalProperties: false });
export type FriendAnswerBody = Static<typeof FriendAnswerBody>;
export const FriendshipResponse = Type.Object({ friendship: Friendship });
export type FriendshipResponse = Static<typeof FriendshipResponse>;

/** A pending request with both people. */
export const FriendRequest = Type.Object({
  senderId: Type.String(),
  recipientId: Type.String(),
  status: FriendshipStatus,
  sender: UserSummary,
  recipient: UserSummary,
  createdAt: Timestamp,
});
export type FriendRequest = Static<typeof FriendRequest>;

/** Lists are bounded: friends and requests come newest first, at most `limit` (default 100, max 500). */
export const FriendsQuery = Type.Object(
  {
    status: Type.Union([Type.Literal('accepted'), Type.Literal('pending')], { default: 'accepted' }),
    limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
  },
  { additionalProperties: false },
);
export type FriendsQuery = Static<typeof FriendsQuery>;

/** GET /users/{id}/friends: `friends` for status accepted; `pendingRequests` and `sentRequests` for pending. */
export const FriendsResponse = Type.Object({
  friends: Type.Optional(Type.Array(UserSummary)),
  pendingRequests: Type.Optional(Type.Array(FriendRequest)),
  sentRequests: Type.Optional(Type.Array(FriendRequest)),
});
export type FriendsResponse = Static<typeof FriendsResponse>;

/** GET /users/{id}/suggestions */
export const SuggestionsQuery = Type.Object(
  { limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }) },
  { additionalProperties: false },
);
export type SuggestionsQuery = Static<typeof SuggestionsQuery>;
export const Suggestion = Type.Object({ user: UserSummary, mutualFriends: Type.Integer(), reason: Type.String() });
export type Suggestion = Static<typeof Suggestion>;
export const SuggestionsResponse = Type.Object({ suggestions: Type.Array(Suggestion), total: Type.Integer() });
export type SuggestionsResponse = Static<typeof SuggestionsResponse>;

/** POST /follows/{id}: `followedId`, when sent, must equal the path id. */
export const FollowBody = Type.Object({ followedId: Type.Optional(Id) }, { additionalProperties: false });
export type FollowBody = Static<typeof FollowBody>;
export const FollowStatus = Type.Object({ isFollowing: Type.Boolean() });
export type FollowStatus = Static<typeof FollowStatus>;

/**
 * GET /users/{id}/follows: lists newest first, at most `limit` each (default 100, max 500). With
 * `type` followers or following, one list is paged: `nextToken` continues it (with `both`: 400).
 */
export const FollowsQuery = Type.Object(
  {
    type: Type.Union([Type.Literal('both'), Type.Literal('followers'), Type.Literal('following')], { default: 'both' }),
    limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
    nextToken: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
  },
  { additionalProperties: false },
);
export type FollowsQuery = Static<typeof FollowsQuery>;
/** One person of a follow list, and whether the caller follows them (for Follow / Unfollow in place). */
export const FollowEntry = Type.Composite([UserSummary, Type.Object({ isFollowing: Type.Boolean() })]);
export type FollowEntry = Static<typeof FollowEntry>;
export const FollowsResponse = Type.Object({
  following: Type.Array(FollowEntry),
  followers: Type.Array(FollowEntry),
  followingCount: Type.Integer(),
  followersCount: Type.Integer(),
  /** Whether the one list asked for (`type` followers or following) goes on; false for `both`. */
  hasMore: Type.Boolean(),
  nextToken: Type.Union([Type.String(), Type.Null()]),
});
export type FollowsResponse = Static<typeof FollowsResponse>;

/**
 * The profile preferences kept in the user's settings object under `profile`: with `showFriends`
 * false, other people get 404 for the user's friends list; with `showPresence` false, friends always
 * see the user offline and never their last-seen time. Absent means shown.
 */
export interface ProfilePreferences {
  showFriends?: boolean;
  showPresence?: boolean;
}
