import { Type, type Static } from '@sinclair/typebox';
import { Id, Timestamp, UserSummary, page, pageQuery } from './common';
import {
  cliqueJoinPolicies,
  cliqueLimits,
  cliquePostingPolicies,
  cliqueRoles,
  cliqueViewerStatuses,
  cliqueVisibilities,
} from './limits';

export {
  cliqueJoinPolicies,
  cliqueLimits,
  cliquePostingPolicies,
  cliqueRoles,
  cliqueViewerStatuses,
  cliqueVisibilities,
} from './limits';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

export const CliqueVisibility = literals(cliqueVisibilities);
export type CliqueVisibility = Static<typeof CliqueVisibility>;
export const CliqueJoinPolicy = literals(cliqueJoinPolicies);
export type CliqueJoinPolicy = Static<typeof CliqueJoinPolicy>;
export const CliquePostingPolicy = literals(cliquePostingPolicies);
export type CliquePostingPolicy = Static<typeof CliquePostingPolicy>;
export const CliqueRole = literals(cliqueRoles);
export type CliqueRole = Static<typeof CliqueRole>;
export const CliqueViewerStatus = literals(cliqueViewerStatuses);
export type CliqueViewerStatus = Static<typeof CliqueViewerStatus>;

/** One of a clique's rules, shown on About and before joining. */
export const CliqueRule = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: cliqueLimits.ruleTitle }),
    body: Type.String({ maxLength: cliqueLimits.ruleBody }),
  },
  { additionalProperties: false },
);
export type CliqueRule = Static<typeof CliqueRule>;

/** The caller's relation to the clique: their role when a member, and where they stand. */
export const CliqueViewer = Type.Object({
  role: Type.Union([CliqueRole, Type.Null()]),
  status: CliqueViewerStatus,
  /** Until when the caller may read but not write in the clique (a moderator muted them). */
  mutedUntil: Type.Union([Timestamp, Type.Null()]),
});
export type CliqueViewer = Static<typeof CliqueViewer>;

/**
 * A group. What a caller sees depends on `visibility` and their relation (`viewer`): a non-member
 * of a private or public clique gets the card (no `members` faces, `questions` to answer when
 * joining); of a secret clique, nothing (404) unless invited.
 */
export const Clique = Type.Object({
  cliqueId: Type.String(),
  name: Type.String(),
  /**
   * Its name on other servers (`@<handle>@<host>`): unique on the server, made from the name when the
   * clique is created public or becomes public, changed by its admins; null for a clique that never was public.
   */
  handle: Type.Union([Type.String(), Type.Null()]),
  description: Type.String(),
  ownerId: Type.String(),
  visibility: CliqueVisibility,
  joinPolicy: CliqueJoinPolicy,
  postingPolicy: CliquePostingPolicy,
  membersCanInvite: Type.Boolean(),
  rules: Type.Array(CliqueRule),
  questions: Type.Array(Type.String()),
  topics: Type.Array(Type.String()),
  /** The cover picture: a signed, expiring URL, as post media. */
  coverImage: Type.Union([Type.String(), Type.Null()]),
  /** At most 12 members (the owner and admins first); empty for a non-member of a private clique. */
  members: Type.Array(UserSummary),
  /** The owner and admins, shown on About to anyone who may see the clique. */
  admins: Type.Array(UserSummary),
  memberCount: Type.Integer(),
  /** Posts written in the clique in the last 7 days. */
  postsLastWeek: Type.Integer(),
  createdAt: Timestamp,
  viewer: CliqueViewer,
});
export type Clique = Static<typeof Clique>;

const settingsFields = {
  name: Type.String({ minLength: 1, maxLength: cliqueLimits.name }),
  description: Type.String({ maxLength: cliqueLimits.description }),
  visibility: CliqueVisibility,
  joinPolicy: CliqueJoinPolicy,
  membersCanInvite: Type.Boolean(),
  postingPolicy: CliquePostingPolicy,
  rules: Type.Array(CliqueRule, { maxItems: cliqueLimits.rules }),
  questions: Type.Array(Type.String({ minLength: 1, maxLength: cliqueLimits.question }), {
    maxItems: cliqueLimits.questions,
  }),
  topics: Type.Array(Type.String({ minLength: 1, maxLength: cliqueLimits.topic }), {
    maxItems: cliqueLimits.topics,
    uniqueItems: true,
  }),
  /** A media key from an upload (null removes the cover). */
  coverImage: Type.Union([Type.String({ minLength: 1, maxLength: 512 }), Type.Null()]),
};

/**
 * POST /cliques: only `name` is required (defaults: secret, invite, members, no rules). A pair of
 * visibility and join policy that does not fit (open needs public; request needs public or
 * private) is 400.
 */
export const CreateCliqueBody = Type.Composite(
  [Type.Partial(Type.Omit(Type.Object(settingsFields), ['name'])), Type.Object({ name: settingsFields.name })],
  { additionalProperties: false },
);
export type CreateCliqueBody = Static<typeof CreateCliqueBody>;

/**
 * PUT /cliques/{id} (admins and the owner): any of the settings, and the handle (1 to 30 lowercase
 * letters, digits or underscores, else 400; another clique's or a person's username: 409).
 */
export const UpdateCliqueBody = Type.Partial(
  Type.Object({ ...settingsFields, handle: Type.String({ pattern: '^[a-z0-9_]{1,30}$' }) }),
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateCliqueBody = Static<typeof UpdateCliqueBody>;

/** POST /cliques/{id}/members: approves the person's request, adds a consenting friend, or invites. */
export const AddCliqueMemberBody = Type.Object({ userId: Id }, { additionalProperties: false });
export type AddCliqueMemberBody = Static<typeof AddCliqueMemberBody>;

/** Path `{id}/members/{userId}` (also requests, bans, mutes of one person). */
export const CliqueMemberParams = Type.Object({ id: Id, userId: Id });
/** Path `{id}/pins/{postId}` and `{id}/pending/{postId}`. */
export const CliquePostParams = Type.Object({ id: Id, postId: Id });

/** GET /cliques/{id}/posts query: `topic` keeps the posts of one of the clique's topics. */
export const CliquePostsQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    sort: Type.Union([Type.Literal('newest'), Type.Literal('top')], { default: 'newest' }),
    topic: Type.Optional(Type.String({ minLength: 1, maxLength: cliqueLimits.topic })),
    nextToken: Type.Optional(Type.String({ maxLength: 512 })),
  },
  { additionalProperties: false },
);
export type CliquePostsQuery = Static<typeof CliquePostsQuery>;

export const CliqueResponse = Type.Object({ clique: Clique });
export type CliqueResponse = Static<typeof CliqueResponse>;
export const CliquesResponse = Type.Object({ cliques: Type.Array(Clique) });
export type CliquesResponse = Static<typeof CliquesResponse>;

/** A member in the paged list, with their role and when they joined. */
export const CliqueMember = Type.Object({
  user: UserSummary,
  role: CliqueRole,
  joinedAt: Timestamp,
  mutedUntil: Type.Union([Timestamp, Type.Null()]),
});
export type CliqueMember = Static<typeof CliqueMember>;

/** GET /cliques/{id}/members */
export const CliqueMembersQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
    role: Type.Optional(CliqueRole),
    query: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    nextToken: Type.Optional(Type.String({ maxLength: 512 })),
  },
  { additionalProperties: false },
);
export type CliqueMembersQuery = Static<typeof CliqueMembersQuery>;
export const CliqueMembersResponse = page('members', CliqueMember);
export type CliqueMembersResponse = Static<typeof CliqueMembersResponse>;

/** PUT /cliques/{id}/members/{userId}: admins set roles up to moderator; only the owner makes admins. */
export const ChangeCliqueRoleBody = Type.Object(
  { role: Type.Union([Type.Literal('admin'), Type.Literal('moderator'), Type.Literal('member')]) },
  { additionalProperties: false },
);
export type ChangeCliqueRoleBody = Static<typeof ChangeCliqueRoleBody>;

/** POST /cliques/{id}/transfer: the owner hands the clique to one of its admins. */
export const TransferCliqueBody = Type.Object({ userId: Id }, { additionalProperties: false });
export type TransferCliqueBody = Static<typeof TransferCliqueBody>;

/** GET /cliques/directory: public and private cliques, never secret ones. */
export const CliqueDirectoryQuery = Type.Object(
  {
    query: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    topic: Type.Optional(Type.String({ minLength: 1, maxLength: cliqueLimits.topic })),
    sort: Type.Union([Type.Literal('active'), Type.Literal('members'), Type.Literal('new')], { default: 'active' }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    nextToken: Type.Optional(Type.String({ maxLength: 512 })),
  },
  { additionalProperties: false },
);
export type CliqueDirectoryQuery = Static<typeof CliqueDirectoryQuery>;
export const CliqueDirectoryResponse = page('cliques', Clique);
export type CliqueDirectoryResponse = Static<typeof CliqueDirectoryResponse>;

/** POST /cliques/{id}/join: answers to the clique's questions, in order (required when it has any). */
export const JoinCliqueBody = Type.Object(
  {
    answers: Type.Optional(
      Type.Array(Type.String({ maxLength: cliqueLimits.answer }), { maxItems: cliqueLimits.questions }),
    ),
  },
  { additionalProperties: false },
);
export type JoinCliqueBody = Static<typeof JoinCliqueBody>;
/** 200 `{status: "member"}` or 202 `{status: "requested"}` (also the answer of adding and accepting). */
export const CliqueJoinResponse = Type.Object({
  status: Type.Union([Type.Literal('member'), Type.Literal('requested'), Type.Literal('invited')]),
});
export type CliqueJoinResponse = Static<typeof CliqueJoinResponse>;

/** A pending join request, with the requester's answers. */
export const CliqueJoinRequest = Type.Object({
  user: UserSummary,
  answers: Type.Array(Type.String()),
  requestedAt: Timestamp,
});
export type CliqueJoinRequest = Static<typeof CliqueJoinRequest>;
export const CliqueRequestsQuery = pageQuery(50);
export const CliqueRequestsResponse = page('requests', CliqueJoinRequest);
export type CliqueRequestsResponse = Static<typeof CliqueRequestsResponse>;

/** POST /cliques/{id}/invites: an invite link. */
export const CreateCliqueInviteBody = Type.Object(
  {
    maxUses: Type.Optional(Type.Integer({ minimum: 1, maximum: cliqueLimits.inviteMaxUses })),
    expiresInHours: Type.Optional(Type.Integer({ minimum: 1, maximum: cliqueLimits.inviteHours })),
  },
  { additionalProperties: false },
);
export type CreateCliqueInviteBody = Static<typeof CreateCliqueInviteBody>;
export const CliqueInvite = Type.Object({
  inviteId: Type.String(),
  code: Type.String(),
  /** The link to share: `<origin>/cliques?invite=<code>`. */
  url: Type.String(),
  createdBy: UserSummary,
  createdAt: Timestamp,
  expiresAt: Type.Union([Timestamp, Type.Null()]),
  maxUses: Type.Union([Type.Integer(), Type.Null()]),
  uses: Type.Integer(),
});
export type CliqueInvite = Static<typeof CliqueInvite>;
export const CliqueInviteResponse = Type.Object({ invite: CliqueInvite });
export const CliqueInvitesResponse = Type.Object({ invites: Type.Array(CliqueInvite) });
export type CliqueInvitesResponse = Static<typeof CliqueInvitesResponse>;
export const CliqueInviteParams = Type.Object({ id: Id, inviteId: Id });

/** GET /cliques/invites/{code}: what an invite link shows before joining, even of a secret clique. */
export const CliqueInviteCodeParams = Type.Object({ code: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) });
export const CliqueInvitePreview = Type.Object({
  cliqueId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  memberCount: Type.Integer(),
  coverImage: Type.Union([Type.String(), Type.Null()]),
  rules: Type.Array(CliqueRule),
  viewer: CliqueViewer,
});
export type CliqueInvitePreview = Static<typeof CliqueInvitePreview>;
export const CliqueInvitePreviewResponse = Type.Object({ clique: CliqueInvitePreview });
/** POST /cliques/join-by-invite */
export const JoinByInviteBody = Type.Object(
  { code: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) },
  { additionalProperties: false },
);
export const JoinByInviteResponse = Type.Object({ status: Type.Literal('member'), clique: Clique });

/** POST /cliques/{id}/invitations: invite one person (they are notified). */
export const InviteToCliqueBody = Type.Object({ userId: Id }, { additionalProperties: false });
/** GET /cliques/invitations: the invitations waiting for the caller. */
export const CliqueInvitation = Type.Object({
  clique: Clique,
  invitedBy: UserSummary,
  invitedAt: Timestamp,
});
export type CliqueInvitation = Static<typeof CliqueInvitation>;
export const CliqueInvitationsResponse = Type.Object({ invitations: Type.Array(CliqueInvitation) });
export type CliqueInvitationsResponse = Static<typeof CliqueInvitationsResponse>;

/** POST /cliques/{id}/bans: remove and ban (for `hours`, or for ever). */
export const BanFromCliqueBody = Type.Object(
  {
    userId: Id,
    reason: Type.Optional(Type.String({ maxLength: cliqueLimits.banReason })),
    hours: Type.Optional(Type.Integer({ minimum: 1, maximum: cliqueLimits.hours })),
  },
  { additionalProperties: false },
);
export type BanFromCliqueBody = Static<typeof BanFromCliqueBody>;
export const CliqueBan = Type.Object({
  user: UserSummary,
  /** Null once the moderator who banned has erased their account (the ban stays). */
  bannedBy: Type.Union([UserSummary, Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Timestamp,
  until: Type.Union([Timestamp, Type.Null()]),
});
export type CliqueBan = Static<typeof CliqueBan>;
export const CliqueBansResponse = page('bans', CliqueBan);
export type CliqueBansResponse = Static<typeof CliqueBansResponse>;

/** POST /cliques/{id}/mutes: a member reads but cannot post, comment or chat for `hours`. */
export const MuteInCliqueBody = Type.Object(
  { userId: Id, hours: Type.Integer({ minimum: 1, maximum: cliqueLimits.hours }) },
  { additionalProperties: false },
);
export type MuteInCliqueBody = Static<typeof MuteInCliqueBody>;

/** One entry of a clique's audit log. */
export const CliqueAuditEntry = Type.Object({
  entryId: Type.String(),
  actor: UserSummary,
  /** What was done: e.g. `settings_changed`, `role_changed`, `request_approved`, `banned`, `post_removed`. */
  action: Type.String(),
  target: Type.Union([UserSummary, Type.Null()]),
  postId: Type.Union([Type.String(), Type.Null()]),
  commentId: Type.Union([Type.String(), Type.Null()]),
  details: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Timestamp,
});
export type CliqueAuditEntry = Static<typeof CliqueAuditEntry>;
export const CliqueAuditResponse = page('entries', CliqueAuditEntry);
export type CliqueAuditResponse = Static<typeof CliqueAuditResponse>;
