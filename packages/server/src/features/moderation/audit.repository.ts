import { randomUUID } from 'node:crypto';
import type { AuditEntry, ReportResolution, ReportTargetType } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import type { Cursor } from '../../platform/input/page-token';
import { isoText } from '../../platform/database/sql';
import { summaryColumns, toUserSummary, type SummaryRow } from '../people';

/** What an audit entry records. */
export interface NewAuditEntry {
  action: AuditEntry['action'];
  moderatorId: string;
  /** The clique of the target, when the action resolves reports of a clique's post, comment or message. */
  cliqueId?: string | null;
  targetType: ReportTargetType;
  targetId: string;
  subjectId: string | null;
  note?: string | null;
  days?: number | null;
  role?: 'moderator' | 'member';
  snapshot?: string | null;
}

/** Records an action; returns the entry's id. Run in the action's transaction. */
export async function insertAudit(tx: Queryable, entry: NewAuditEntry): Promise<string> {
  const auditId = randomUUID();
  await tx.query(
    `INSERT INTO moderation_audit (audit_id, action, moderator_id, target_type, target_id, subject_id, note, days, role, snapshot, clique_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      auditId,
      entry.action,
      entry.moderatorId,
      entry.targetType,
      entry.targetId,
      entry.subjectId,
      entry.note ?? null,
      entry.days ?? null,
      entry.role ?? null,
      entry.snapshot ?? null,
      entry.cliqueId ?? null,
    ],
  );
  return auditId;
}

type Person = 'm' | 's';
const personColumns = (alias: Person) =>
  summaryColumns(alias)
    .split(', ')
    .map((column) => `${column} AS ${alias}_${column.split('.')[1]}`)
    .join(', ');

interface AuditRow {
  audit_id: string;
  action: AuditEntry['action'];
  target_type: ReportTargetType;
  target_id: string;
  note: string | null;
  days: number | null;
  role: 'moderator' | 'member' | null;
  snapshot: string | null;
  created_at: Date | string;
  at_text: string;
  [column: string]: unknown;
}

/** A person's summary from columns prefixed `m_` (moderator) or `s_` (subject); null when the link is gone. */
export function prefixedSummary(row: Record<string, unknown>, prefix: Person) {
  const id = row[`${prefix}_user_id`];
  if (typeof id !== 'string') return null;
  return toUserSummary({
    user_id: id,
    username: row[`${prefix}_username`] as string,
    display_name: row[`${prefix}_display_name`] as string,
    profile_picture: (row[`${prefix}_profile_picture`] as string | null) ?? null,
  } satisfies SummaryRow);
}

/** SQL: the moderator and subject columns of an audit row `a` (LEFT JOIN users m and s). */
export const auditPeople = `${personColumns('m')}, ${personColumns('s')}`;
export const auditPeopleJoins =
  'LEFT JOIN users m ON m.user_id = a.moderator_id LEFT JOIN users s ON s.user_id = a.subject_id';

/** A page of the audit log, newest first (`limit + 1` rows tell whether more follow). */
export async function auditPage(
  db: Queryable,
  before: Cursor,
  limit: number,
): Promise<{ entry: AuditEntry; at: string }[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT a.audit_id, a.action, a.target_type, a.target_id, a.note, a.days, a.role, a.snapshot, a.created_at, ${isoText('a.created_at')} AS at_text, ${auditPeople}
     FROM moderation_audit a ${auditPeopleJoins}
     WHERE (a.created_at, a.audit_id) < ($1::timestamptz, $2::uuid)
     ORDER BY a.created_at DESC, a.audit_id DESC LIMIT $3`,
    [before.at, before.id, limit],
  );
  return rows.map((row) => ({
    at: row.at_text,
    entry: {
      id: row.audit_id,
      action: row.action,
      moderator: prefixedSummary(row, 'm'),
      targetType: row.target_type,
      targetId: row.target_id,
      subject: prefixedSummary(row, 's'),
      note: row.note,
      days: row.days,
      role: row.role,
      snapshot: row.snapshot,
      createdAt: new Date(row.created_at).toISOString(),
    },
  }));
}

/** How each resolved item was resolved, by audit id. */
export async function resolutionsOf(db: Queryable, auditIds: string[]): Promise<Map<string, ReportResolution>> {
  if (auditIds.length === 0) return new Map();
  const { rows } = await db.query<
    Record<string, unknown> & {
      audit_id: string;
      action: ReportResolution['action'];
      note: string | null;
      days: number | null;
      created_at: Date | string;
    }
  >(
    `SELECT a.audit_id, a.action, a.note, a.days, a.created_at, ${auditPeople} FROM moderation_audit a ${auditPeopleJoins} WHERE a.audit_id = ANY($1::uuid[])`,
    [auditIds],
  );
  return new Map(
    rows.map((row) => [
      row.audit_id,
      {
        action: row.action,
        moderator: prefixedSummary(row, 'm'),
        note: row.note,
        days: row.days,
        resolvedAt: new Date(row.created_at).toISOString(),
      },
    ]),
  );
}

/**
 * When an account is erased: the entries stay (an action happened), but the copies of that person's
 * words go with everything else of theirs. The user links clear themselves (ON DELETE SET NULL).
 */
export async function forgetSubject(tx: Queryable, userId: string): Promise<void> {
  await tx.query('UPDATE moderation_audit SET snapshot = NULL WHERE subject_id = $1', [userId]);
}
