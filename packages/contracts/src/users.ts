import { Type, type Static } from '@sinclair/typebox';
import { Timestamp, UserSummary } from './common';

/** How the caller stands with a user (GET /users/{id}). */
export const FriendStatus = Type.Union([
  Type.Literal('none'),
  Type.Literal('pending_sent'),
  Type.Literal('pending_received'),
  Type.Literal('accepted'),
]);
export type FriendStatus = Static<typeof FriendStatus>;

/** A user's settings: an object whose shape the client decides (≤ 16 KB as JSON, checked by the server). */
export const UserSettings = Type.Record(Type.String(), Type.Unknown());
export type UserSettings = Static<typeof UserSettings>;

/** A user's profile page: the summary, profile fields, counts and the caller's relation; email and settings only for yourself. */
export const UserProfile = Type.Object({
  userId: Type.String(),
  username: Type.String(),
  displayName: Type.String(),
  profilePicture: Type.Union([Type.String(), Type.Null()]),
  bio: Type.String(),
  location: Type.String(),
  profession: Type.String(),
  createdAt: Timestamp,
  followersCount: Type.Integer(),
  followingCount: Type.Integer(),
  friendsCount: Type.Integer(),
  postsCount: Type.Integer(),
  friendStatus: FriendStatus,
  isFollowing: Type.Boolean(),
  /** Whether you muted this person (absent on your own profile). */
  mutedByMe: Type.Optional(Type.Boolean()),
  email: Type.Optional(Type.String()),
  settings: Type.Optional(UserSettings),
  /** Yours only: whether you may moderate (admins are ADMIN_USERS, moderators are named by an admin). */
  role: Type.Optional(Type.Union([Type.Literal('admin'), Type.Literal('moderator'), Type.Literal('member')])),
  /**
   * A person of this server whom other servers can find and follow (`federation.discoverable`): the
   * page shows their full handle `@username@host` while the server federates. Absent otherwise.
   */
  reachable: Type.Optional(Type.Literal(true)),
  /** An account of another server (its username is `name@host`): its page there. Absent for people of this server. */
  remoteUrl: Type.Optional(Type.String()),
  /**
   * With `remoteUrl`: a `group` (a clique or community of another server, whose posts here are the
   * ones it shared) or a `person` (any other account). Absent for people of this server.
   */
  remoteKind: Type.Optional(Type.Union([Type.Literal('person'), Type.Literal('group')])),
});
export type UserProfile = Static<typeof UserProfile>;

/** POST /users/sync, GET /users/{id}, PUT /users/{id}: `{user}`. */
export const UserResponse = Type.Object({ user: UserProfile });
export type UserResponse = Static<typeof UserResponse>;

/** GET /users/search: a username or display-name prefix. */
export const UserSearchQuery = Type.Object(
  {
    query: Type.String({ minLength: 1, maxLength: 100 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
);
export type UserSearchQuery = Static<typeof UserSearchQuery>;

export const UserSearchResponse = Type.Object({ users: Type.Array(UserSummary) });
export type UserSearchResponse = Static<typeof UserSearchResponse>;

/** GET /users/popular: how many people to offer (answered as `{users}`, like a search). */
export const PopularPeopleQuery = Type.Object(
  { limit: Type.Integer({ minimum: 1, maximum: 20, default: 5 }) },
  { additionalProperties: false },
);
export type PopularPeopleQuery = Static<typeof PopularPeopleQuery>;

/** PUT /users/{id} (yourself only): the profile fields to change. */
export const UpdateProfileBody = Type.Object(
  {
    displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    bio: Type.Optional(Type.String({ maxLength: 500 })),
    location: Type.Optional(Type.String({ maxLength: 100 })),
    profession: Type.Optional(Type.String({ maxLength: 100 })),
    profilePicture: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 1024 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

/**
 * The content-warning preferences kept in the user's settings object under `contentWarnings`:
 * `alwaysExpand` opens every warned post at once, `alwaysShowSensitiveMedia` never blurs media.
 * Absent means off.
 */
export const ContentWarningPreferences = Type.Object(
  { alwaysExpand: Type.Optional(Type.Boolean()), alwaysShowSensitiveMedia: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type ContentWarningPreferences = Static<typeof ContentWarningPreferences>;

/**
 * Reachability from other servers, kept in the user's settings under `federation`:
 * `discoverable` lets people on other servers find and follow you (and is needed to follow them);
 * `asked` records that the first sign-in question about it was answered. Absent means off.
 */
export const FederationPreferences = Type.Object(
  { discoverable: Type.Optional(Type.Boolean()), asked: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type FederationPreferences = Static<typeof FederationPreferences>;

/** PUT /users/{id}/settings (yourself only): any object; the keys the server reads are checked. */
export const UpdateSettingsBody = Type.Object(
  {
    settings: Type.Object(
      { contentWarnings: Type.Optional(ContentWarningPreferences), federation: Type.Optional(FederationPreferences) },
      { additionalProperties: true },
    ),
  },
  { additionalProperties: false },
);
export type UpdateSettingsBody = Static<typeof UpdateSettingsBody>;

export const SettingsResponse = Type.Object({ settings: UserSettings });
export type SettingsResponse = Static<typeof SettingsResponse>;
