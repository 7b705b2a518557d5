import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CliqueRole } from './cliques';
import { Id, Timestamp } from './common';
import { QuotePolicy } from './posts';

/** The error code of `DELETE /account` when the last sign-in is older than 15 minutes (403). */
export const reauthenticationRequiredCode = 'reauthentication_required';

/** GET /account/export query: empty with a bearer token, or the three parameters of an export link. */
export const AccountExportQuery = Type.Object(
  {
    user: Type.Optional(Id),
    expires: Type.Optional(Type.Integer({ minimum: 0 })),
    sig: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  },
  { additionalProperties: false },
);
export type AccountExportQuery = Static<typeof AccountExportQuery>;

/** POST /account/export-link: a URL of the caller's archive that works without a bearer token for 60 s. */
export const ExportLinkResponse = Type.Object({ url: Type.String(), expiresAt: Timestamp });
export type ExportLinkResponse = Static<typeof ExportLinkResponse>;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Person = Type.Object({ userId: Type.String(), username: Type.String(), displayName: Type.String() });
const ArchivedMedia = Type.Object({
  key: Type.String(),
  file: Type.String(),
  type: Type.String(),
  fileType: Type.String(),
  fileSize: Type.Number(),
});

/**
 * `account.json`, the first entry of the archive. Lists are oldest first. `file` fields name the
 * entry under `media/` holding that file's bytes.
 */
export const AccountExport = Type.Object({
  format: Type.Literal('cliques-account-export'),
  version: Type.Literal(1),
  exportedAt: Timestamp,
  profile: Type.Object({
    userId: Type.String(),
    username: Type.String(),
    email: Type.String(),
    displayName: Type.String(),
    bio: Type.String(),
    location: Type.String(),
    profession: Type.String(),
    profilePicture: Nullable(Type.String()),
    followersCount: Type.Integer(),
    followingCount: Type.Integer(),
    friendsCount: Type.Integer(),
    postsCount: Type.Integer(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
  settings: Type.Record(Type.String(), Type.Unknown()),
  posts: Type.Array(
    Type.Object({
      postId: Type.String(),
      cliqueId: Nullable(Type.String()),
      content: Type.String(),
      contentWarning: Nullable(Type.String()),
      sensitive: Type.Boolean(),
      hashtags: Type.Array(Type.String()),
      media: Type.Array(ArchivedMedia),
      likesCount: Type.Integer(),
      commentsCount: Type.Integer(),
      sharesCount: Type.Integer(),
      /** The post this one quotes (null for none) and whether its author detached it. */
      quotedPostId: Nullable(Type.String()),
      quoteDetached: Type.Boolean(),
      quotePolicy: QuotePolicy,
      quotesCount: Type.Integer(),
      createdAt: Timestamp,
      updatedAt: Timestamp,
    }),
  ),
  comments: Type.Array(
    Type.Object({
      commentId: Type.String(),
      postId: Type.String(),
      parentCommentId: Nullable(Type.String()),
      content: Type.String(),
      likesCount: Type.Integer(),
      createdAt: Timestamp,
    }),
  ),
  /**
   * The earlier versions of your posts and comments that your edits replaced, oldest first:
   * `writtenAt` when an edit wrote it (null: as first posted), `replacedAt` when the next edit replaced it.
   */
  editHistory: Type.Array(
    Type.Object({
      postId: Nullable(Type.String()),
      commentId: Nullable(Type.String()),
      content: Type.String(),
      contentWarning: Nullable(Type.String()),
      sensitive: Type.Boolean(),
      media: Type.Array(ArchivedMedia),
      writtenAt: Nullable(Timestamp),
      replacedAt: Timestamp,
    }),
  ),
  postLikes: Type.Array(Type.Object({ postId: Type.String(), createdAt: Timestamp })),
  commentLikes: Type.Array(Type.Object({ commentId: Type.String(), createdAt: Timestamp })),
  shares: Type.Array(
    Type.Object({
      shareId: Type.String(),
      postId: Type.String(),
      comment: Nullable(Type.String()),
      createdAt: Timestamp,
    }),
  ),
  /** The posts you bookmarked, and when. */
  bookmarks: Type.Array(Type.Object({ postId: Type.String(), createdAt: Timestamp })),
  /** The polls your posts carry, with their counts. */
  polls: Type.Array(
    Type.Object({
      pollId: Type.String(),
      postId: Type.String(),
      options: Type.Array(Type.Object({ text: Type.String(), votes: Type.Integer() })),
      multiple: Type.Boolean(),
      hideResultsUntilClosed: Type.Boolean(),
      closesAt: Timestamp,
    }),
  ),
  /** Your own votes on polls (the option, and when). */
  pollVotes: Type.Array(
    Type.Object({ pollId: Type.String(), optionId: Type.String(), option: Type.String(), createdAt: Timestamp }),
  ),
  /** The events your posts carry (docs/API.md "Events"), with their counts. */
  events: Type.Array(
    Type.Object({
      eventId: Type.String(),
      postId: Type.String(),
      title: Type.String(),
      description: Type.String(),
      startsAt: Timestamp,
      endsAt: Timestamp,
      timeZone: Type.String(),
      location: Nullable(Type.String()),
      onlineUrl: Nullable(Type.String()),
      capacity: Nullable(Type.Integer()),
      recurrence: Nullable(Type.String()),
      cancelled: Type.Boolean(),
      goingCount: Type.Integer(),
      maybeCount: Type.Integer(),
    }),
  ),
  /** Your own answers to events, and when you last changed them. */
  eventRsvps: Type.Array(Type.Object({ eventId: Type.String(), status: Type.String(), updatedAt: Timestamp })),
  friends: Type.Array(
    Type.Object({
      user: Person,
      status: Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('declined')]),
      direction: Type.Union([Type.Literal('sent'), Type.Literal('received')]),
      createdAt: Timestamp,
      updatedAt: Timestamp,
    }),
  ),
  followers: Type.Array(Type.Object({ user: Person, since: Timestamp })),
  following: Type.Array(Type.Object({ user: Person, since: Timestamp })),
  /** People you blocked, and people you muted. */
  blocked: Type.Array(Type.Object({ user: Person, since: Timestamp })),
  muted: Type.Array(Type.Object({ user: Person, since: Timestamp })),
  cliques: Type.Array(
    Type.Object({
      cliqueId: Type.String(),
      name: Type.String(),
      description: Type.String(),
      owner: Type.Boolean(),
      /** Your role in the clique. */
      role: CliqueRole,
      memberCount: Type.Integer(),
      createdAt: Timestamp,
      joinedAt: Timestamp,
    }),
  ),
  /** Your join requests still waiting, with your answers to the clique's questions. */
  cliqueRequests: Type.Array(
    Type.Object({
      cliqueId: Type.String(),
      name: Type.String(),
      answers: Type.Array(Type.String()),
      requestedAt: Timestamp,
    }),
  ),
  /** Invitations into cliques you have not answered yet. */
  cliqueInvitations: Type.Array(
    Type.Object({ cliqueId: Type.String(), name: Type.String(), invitedBy: Person, invitedAt: Timestamp }),
  ),
  /** Cliques that banned you (`until`: when the ban ends or ended; null: for ever). */
  cliqueBans: Type.Array(
    Type.Object({
      cliqueId: Type.String(),
      name: Type.String(),
      reason: Nullable(Type.String()),
      until: Nullable(Timestamp),
      bannedAt: Timestamp,
    }),
  ),
  messagesSent: Type.Array(
    Type.Object({
      messageId: Type.String(),
      recipientId: Nullable(Type.String()),
      cliqueId: Nullable(Type.String()),
      content: Type.String(),
      createdAt: Timestamp,
      readAt: Nullable(Timestamp),
    }),
  ),
  messagesReceived: Type.Array(
    Type.Object({
      messageId: Type.String(),
      sender: Person,
      content: Type.String(),
      createdAt: Timestamp,
      readAt: Nullable(Timestamp),
    }),
  ),
  notifications: Type.Array(
    Type.Object({
      notificationId: Type.String(),
      type: Type.String(),
      actor: Person,
      postId: Nullable(Type.String()),
      commentId: Nullable(Type.String()),
      cliqueId: Nullable(Type.String()),
      outcome: Type.Optional(Type.String()),
      read: Type.Boolean(),
      createdAt: Timestamp,
    }),
  ),
  reportsFiled: Type.Array(
    Type.Object({
      reportId: Type.String(),
      targetType: Type.String(),
      targetId: Type.String(),
      reason: Type.String(),
      note: Nullable(Type.String()),
      status: Type.Union([Type.Literal('open'), Type.Literal('resolved')]),
      createdAt: Timestamp,
    }),
  ),
  media: Type.Array(
    Type.Object({
      key: Type.String(),
      file: Type.String(),
      contentType: Type.String(),
      size: Type.Number(),
      createdAt: Timestamp,
    }),
  ),
});
export type AccountExport = Static<typeof AccountExport>;
