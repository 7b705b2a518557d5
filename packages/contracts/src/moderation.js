import { Type } from '@sinclair/typebox';
import { pageQuery, Timestamp, UserSummary } from './common';
import { moderationActions, moderationLimits, reportOutcomes, reportReasons, reportTargetTypes } from './limits';
import { Media } from './posts';
export { moderationActions, moderationLimits, reportOutcomes, reportReasons, reportTargetTypes } from './limits';
const literals = (values, defaultValue) => Type.Union(values.map((value) => Type.Literal(value)), defaultValue === undefined ? {} : { default: defaultValue });
const Nullable = (schema) => Type.Union([schema, Type.Null()]);
const Note = Type.String({ maxLength: moderationLimits.note });
/** Who may moderate: admins (ADMIN_USERS) and the moderators they name; everyone else is a member. */
export const Role = literals(['admin', 'moderator', 'member']);
export const ReportTargetType = literals(reportTargetTypes);
export const ReportReason = literals(reportReasons);
export const ModerationAction = literals(moderationActions);
export const ReportOutcome = literals(reportOutcomes);
/** POST /reports */
export const CreateReportBody = Type.Object({
    targetType: ReportTargetType,
    targetId: Type.String({ minLength: 1, maxLength: 64 }),
    reason: ReportReason,
    note: Type.Optional(Note),
}, { additionalProperties: false });
/** 201 for a new report; 200 with the open one when the caller already reported that target. */
export const ReportResponse = Type.Object({ id: Type.String(), status: Type.Literal('open') });
/** PUT /admin/users/{id}/role (admins only). */
export const SetRoleBody = Type.Object({ role: literals(['moderator', 'member']) }, { additionalProperties: false });
export const SetRoleResponse = Type.Object({ userId: Type.String(), role: Role });
/** GET /moderation/reports */
export const ModerationReportsQuery = Type.Object({ status: literals(['open', 'resolved'], 'open'), ...pageQuery(20).properties }, { additionalProperties: false });
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
});
/** One report of a queue item. */
export const ReportEntry = Type.Object({
    id: Type.String(),
    reporter: UserSummary,
    reason: ReportReason,
    note: Nullable(Type.String()),
    createdAt: Timestamp,
});
/** How a resolved item was resolved. */
export const ReportResolution = Type.Object({
    action: ModerationAction,
    moderator: Nullable(UserSummary),
    note: Nullable(Type.String()),
    days: Nullable(Type.Integer()),
    resolvedAt: Timestamp,
});
/**
 * One target of the queue with its reports (the oldest 50; `reportCount` counts them all). `id` is
 * the target's oldest report of the item: the id actions are posted to.
 */
export const ModerationItem = Type.Object({
    id: Type.String(),
    targetType: ReportTargetType,
    targetId: Type.String(),
    status: literals(['open', 'resolved']),
    target: ReportedTarget,
    reports: Type.Array(ReportEntry),
    reportCount: Type.Integer(),
    firstReportedAt: Timestamp,
    resolution: Nullable(ReportResolution),
});
export const ModerationReportsResponse = Type.Object({
    items: Type.Array(ModerationItem),
    nextToken: Nullable(Type.String()),
});
/** POST /moderation/reports/{id}/actions */
export const ModerationActionBody = Type.Object({
    action: ModerationAction,
    days: Type.Optional(Type.Integer({ minimum: moderationLimits.minSuspendDays, maximum: moderationLimits.maxSuspendDays })),
    note: Type.Optional(Note),
}, { additionalProperties: false });
export const ModerationActionResponse = Type.Object({
    id: Type.String(),
    status: Type.Literal('resolved'),
    action: ModerationAction,
});
/** GET /moderation/audit */
export const AuditQuery = pageQuery(20);
/** One entry of the audit log: who did what to which target and person, with a copy of the target's text. */
export const AuditEntry = Type.Object({
    id: Type.String(),
    action: literals([...moderationActions, 'set_role']),
    moderator: Nullable(UserSummary),
    targetType: ReportTargetType,
    targetId: Type.String(),
    subject: Nullable(UserSummary),
    note: Nullable(Type.String()),
    days: Nullable(Type.Integer()),
    /** set_role: the role given. */
    role: Nullable(literals(['moderator', 'member'])),
    snapshot: Nullable(Type.String()),
    createdAt: Timestamp,
});
export const AuditResponse = Type.Object({ items: Type.Array(AuditEntry), nextToken: Nullable(Type.String()) });
/** `details[0]` of a 403 `suspended`: when the suspension ends. */
export const SuspendedDetail = Type.Object({ until: Timestamp });
