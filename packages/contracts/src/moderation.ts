import { Type, type Static } from '@sinclair/typebox';
import { Id, pageQuery, Timestamp, UserSummary } from './common';
import {
  cliqueLimits,
  cliqueReportActions,
  moderationActions,
  moderationLimits,
  reportOutcomes,
  reportReasons,
  reportTargetTypes,
} from './limits';
import { Media } from './posts';

export {
  cliqueReportActions,
  moderationActions,
  moderationLimits,
  reportOutcomes,
  reportReasons,
  reportTargetTypes,
} from './limits';

const literals = <T extends string>(values: readonly T[], defaultValue?: T) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    defaultValue === undefined ? {} : { default: defaultValue },
  );
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Note = Type.String({ maxLength: moderationLimits.note });

/** Who may moderate: admins (ADMIN_USERS) and the moderators they name; everyone else is a member. */
export const Role = literals(['admin', 'moderator', 'member'] as const);
export type Role = Static<typeof Role>;

export const ReportTargetType = literals(reportTargetTypes);
export type ReportTargetType = Static<typeof ReportTargetType>;
export const ReportReason = literals(reportReasons);
export type ReportReason = Static<typeof ReportReason>;
export const ModerationAction = literals(moderationActions);
export type ModerationAction = Static<typeof ModerationAction>;
export const CliqueReportAction = literals(cliqueReportActions);
export type CliqueReportAction = Static<typeof CliqueReportAction>;
/** Every action that resolves reports: the site's, and a clique's mute and ban. */
const ResolvingAction = literals([...moderationActions, 'mute', 'ban'] as const);
export const ReportOutcome = literals(reportOutcomes);
export type ReportOutcome = Static<typeof ReportOutcome>;

/** POST /reports */
export const CreateReportBody = Type.Object(
  {
    targetType: ReportTargetType,
    targetId: Type.String({ minLength: 1, maxLength: 64 }),
    reason: ReportReason,
    note: Type.Optional(Note),
    /** Also send the report (`Flag`, unnamed) to the server of the reported remote account or content; ignored for local ones. */
    forward: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreateReportBody = Static<typeof CreateReportBody>;

/** 201 for a new report; 200 with the open one when the caller already reported that target. */
export const ReportResponse = Type.Object({ id: Type.String(), status: Type.Literal('open') });
export type ReportResponse = Static<typeof ReportResponse>;

/** PUT /admin/users/{id}/role (admins only). */
export const SetRoleBody = Type.Object(
  { role: literals(['moderator', 'member'] as const) },
  { additionalProperties: false },
);
export type SetRoleBody = Static<typeof SetRoleBody>;
export const SetRoleResponse = Type.Object({ userId: Type.String(), role: Role });
export type SetRoleResponse = Static<typeof SetRoleResponse>;

/** GET /moderation/reports */
export const ModerationReportsQuery = Type.Object(
  { status: literals(['open', 'resolved'] as const, 'open'), ...pageQuery(20).properties },
  { additionalProperties: false },
);
export type ModerationReportsQuery = Static<typeof ModerationReportsQuery>;

/**
 * The reported thing as it is now: its author (the person, for a user target), its text (a post's,
 * comment's or message's content, a clique's description, a person's bio), a clique's or person's
 * name, and a post's media. All null/empty once the thing is gone.
 */
export const ReportedTarget = Type.Object({
  author: Nullable(UserSummary),
  content: Nullable(Type.String()),
  name: Nullable(Type.String()),
  media: Type.Array(Media),
  /** A post's content warning, when it has one (moderators see the text and media in full). */
  contentWarning: Type.Optional(Type.String()),
});
export type ReportedTarget = Static<typeof ReportedTarget>;

/** One report of a queue item. */
export const ReportEntry = Type.Object({
  id: Type.String(),
  reporter: UserSummary,
  reason: ReportReason,
  note: Nullable(Type.String()),
  createdAt: Timestamp,
});
export type ReportEntry = Static<typeof ReportEntry>;

/** How a resolved item was resolved (`mute` and `ban`: by the clique's moderators, in the clique). */
export const ReportResolution = Type.Object({
  action: ResolvingAction,
  moderator: Nullable(UserSummary),
  note: Nullable(Type.String()),
  days: Nullable(Type.Integer()),
  resolvedAt: Timestamp,
});
export type ReportResolution = Static<typeof ReportResolution>;

/**
 * One target of the queue with its reports (the oldest 50; `reportCount` counts them all). `id` is
 * the target's oldest report of the item: the id actions are posted to.
 */
export const ModerationItem = Type.Object({
  id: Type.String(),
  targetType: ReportTargetType,
  targetId: Type.String(),
  status: literals(['open', 'resolved'] as const),
  target: ReportedTarget,
  reports: Type.Array(ReportEntry),
  reportCount: Type.Integer(),
  firstReportedAt: Timestamp,
  resolution: Nullable(ReportResolution),
});
export type ModerationItem = Static<typeof ModerationItem>;

export const ModerationReportsResponse = Type.Object({
  items: Type.Array(ModerationItem),
  nextToken: Nullable(Type.String()),
});
export type ModerationReportsResponse = Static<typeof ModerationReportsResponse>;

/** POST /moderation/reports/{id}/actions */
export const ModerationActionBody = Type.Object(
  {
    action: ModerationAction,
    days: Type.Optional(
      Type.Integer({ minimum: moderationLimits.minSuspendDays, maximum: moderationLimits.maxSuspendDays }),
    ),
    note: Type.Optional(Note),
  },
  { additionalProperties: false },
);
export type ModerationActionBody = Static<typeof ModerationActionBody>;

export const ModerationActionResponse = Type.Object({
  id: Type.String(),
  status: Type.Literal('resolved'),
  action: ModerationAction,
});
export type ModerationActionResponse = Static<typeof ModerationActionResponse>;

/** GET /cliques/{id}/reports: the clique's own queue, items as GET /moderation/reports shows them. */
export const CliqueReportsQuery = ModerationReportsQuery;
export type CliqueReportsQuery = ModerationReportsQuery;

/** POST /cliques/{id}/reports/{reportId}/actions */
export const CliqueReportParams = Type.Object({ id: Id, reportId: Id });
export type CliqueReportParams = Static<typeof CliqueReportParams>;

/**
 * A clique's moderators decide on a report of their clique: `hours` (1–8,760) is required for
 * `mute` and optional for `ban` (none: for ever); it is refused with the other actions.
 */
export const CliqueReportActionBody = Type.Object(
  {
    action: CliqueReportAction,
    hours: Type.Optional(Type.Integer({ minimum: 1, maximum: cliqueLimits.hours })),
    note: Type.Optional(Note),
  },
  { additionalProperties: false },
);
export type CliqueReportActionBody = Static<typeof CliqueReportActionBody>;

export const CliqueReportActionResponse = Type.Object({
  id: Type.String(),
  status: Type.Literal('resolved'),
  action: CliqueReportAction,
});
export type CliqueReportActionResponse = Static<typeof CliqueReportActionResponse>;

/** GET /moderation/audit */
export const AuditQuery = pageQuery(20);
export type AuditQuery = Static<typeof AuditQuery>;

/** One entry of the audit log: who did what to which target and person, with a copy of the target's text. */
export const AuditEntry = Type.Object({
  id: Type.String(),
  action: literals([...moderationActions, 'mute', 'ban', 'set_role'] as const),
  moderator: Nullable(UserSummary),
  targetType: ReportTargetType,
  targetId: Type.String(),
  subject: Nullable(UserSummary),
  note: Nullable(Type.String()),
  days: Nullable(Type.Integer()),
  /** set_role: the role given. */
  role: Nullable(literals(['moderator', 'member'] as const)),
  snapshot: Nullable(Type.String()),
  createdAt: Timestamp,
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditResponse = Type.Object({ items: Type.Array(AuditEntry), nextToken: Nullable(Type.String()) });
export type AuditResponse = Static<typeof AuditResponse>;

/** `details[0]` of a 403 `suspended`: when the suspension ends. */
export const SuspendedDetail = Type.Object({ until: Timestamp });
export type SuspendedDetail = Static<typeof SuspendedDetail>;
