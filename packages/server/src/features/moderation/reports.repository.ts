import { randomUUID } from 'node:crypto';
import type { ReportEntry, ReportReason, ReportTargetType } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import type { Cursor } from '../../platform/input/page-token';
import { isoText } from '../../platform/database/sql';
import { summaryColumns, toUserSummary, type SummaryRow } from '../people';
import type { TargetRef } from './targets';

/** What a new report holds. */
export interface NewReport {
  reporterId: string;
  target: TargetRef;
  subjectId: string;
  reason: ReportReason;
  note: string | null;
}

/**
 * SQL: the clique of the target ($3 type, $4 id) whose moderators see its reports first: a clique
 * post's, a comment's on one, a clique chat message's; null for anything else.
 */
const cliqueOfTargetSql = `CASE $3::text
  WHEN 'post' THEN (SELECT p.clique_id FROM posts p WHERE p.post_id = $4::uuid)
  WHEN 'comment' THEN (SELECT p.clique_id FROM comments c JOIN posts p ON p.post_id = c.post_id WHERE c.comment_id = $4::uuid)
  WHEN 'message' THEN (SELECT m.clique_id FROM messages m WHERE m.message_id = $4::uuid)
END`;

/**
 * Stores a report unless the reporter has one open for the target; returns the open one's id and
 * whether it is new. The unique partial index decides between two racing repeats.
 */
export async function insertReport(db: Queryable, report: NewReport): Promise<{ id: string; created: boolean }> {
  const { rows } = await db.query<{ report_id: string }>(
    `INSERT INTO reports (report_id, reporter_id, target_type, target_id, subject_id, reason, note, clique_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, ${cliqueOfTargetSql})
     ON CONFLICT (reporter_id, target_type, target_id) WHERE status = 'open' DO NOTHING RETURNING report_id`,
    [
      randomUUID(),
      report.reporterId,
      report.target.type,
      report.target.id,
      report.subjectId,
      report.reason,
      report.note,
    ],
  );
  if (rows[0]) return { id: rows[0].report_id, created: true };
  const open = await db.query<{ report_id: string }>(
    "SELECT report_id FROM reports WHERE reporter_id = $1 AND target_type = $2 AND target_id = $3 AND status = 'open'",
    [report.reporterId, report.target.type, report.target.id],
  );
  return { id: (open.rows[0] as { report_id: string }).report_id, created: false };
}

/** A report's target, status and clique (null: none, or only the site's moderators decide). */
export async function findReport(
  db: Queryable,
  reportId: string,
): Promise<{ target: TargetRef; status: 'open' | 'resolved'; cliqueId: string | null } | null> {
  const { rows } = await db.query<{
    target_type: ReportTargetType;
    target_id: string;
    status: 'open' | 'resolved';
    clique_id: string | null;
  }>('SELECT target_type, target_id, status, clique_id FROM reports WHERE report_id = $1', [reportId]);
  const row = rows[0];
  return row
    ? { target: { type: row.target_type, id: row.target_id }, status: row.status, cliqueId: row.clique_id }
    : null;
}

/** An open report as an action resolves it. */
export interface OpenReport {
  reportId: string;
  reporterId: string;
  subjectId: string | null;
  cliqueId: string | null;
}

/** Every open report of a target, locked until the action's transaction ends. */
export async function lockOpenReports(tx: Queryable, target: TargetRef): Promise<OpenReport[]> {
  const { rows } = await tx.query<{
    report_id: string;
    reporter_id: string;
    subject_id: string | null;
    clique_id: string | null;
  }>(
    "SELECT report_id, reporter_id, subject_id, clique_id FROM reports WHERE target_type = $1 AND target_id = $2 AND status = 'open' ORDER BY created_at, report_id FOR UPDATE",
    [target.type, target.id],
  );
  return rows.map((row) => ({
    reportId: row.report_id,
    reporterId: row.reporter_id,
    subjectId: row.subject_id,
    cliqueId: row.clique_id,
  }));
}

/** Marks reports resolved by an audit entry. */
export async function resolveReports(tx: Queryable, reportIds: string[], auditId: string): Promise<void> {
  await tx.query("UPDATE reports SET status = 'resolved', audit_id = $2 WHERE report_id = ANY($1::uuid[])", [
    reportIds,
    auditId,
  ]);
}

/** One item of the queue before its target and reports are filled in. */
export interface GroupRow {
  id: string;
  target_type: ReportTargetType;
  target_id: string;
  first_at: Date | string;
  /** The item's sort position (first report for open items, resolution for resolved ones), as cursor text. */
  at_text: string;
  /** Resolved items: their audit entry. */
  audit_id: string | null;
}

/**
 * Open items, oldest first: one per target, named by its oldest open report. `cliqueId`: only that
 * clique's (its moderators' queue); none: all of them (the site's).
 */
export async function openGroups(
  db: Queryable,
  after: Cursor | null,
  limit: number,
  cliqueId?: string,
): Promise<GroupRow[]> {
  const scope = cliqueId ? 'AND clique_id = $4::uuid' : '';
  const { rows } = await db.query<GroupRow>(
    `SELECT g.id, g.target_type, g.target_id, g.first_at, ${isoText('g.first_at')} AS at_text, NULL::uuid AS audit_id
     FROM (SELECT DISTINCT ON (target_type, target_id) report_id AS id, target_type, target_id, created_at AS first_at
           FROM reports WHERE status = 'open' ${scope} ORDER BY target_type, target_id, created_at, report_id) g
     WHERE $1::timestamptz IS NULL OR (g.first_at, g.id) > ($1::timestamptz, $2::uuid)
     ORDER BY g.first_at, g.id LIMIT $3`,
    [after?.at ?? null, after?.id ?? null, limit, ...(cliqueId ? [cliqueId] : [])],
  );
  return rows;
}

/** Resolved items, latest resolution first: one per action that resolved reports (`cliqueId`: of that clique's targets). */
export async function resolvedGroups(
  db: Queryable,
  before: Cursor | null,
  limit: number,
  cliqueId?: string,
): Promise<GroupRow[]> {
  const scope = cliqueId ? 'a.clique_id = $4::uuid AND' : '';
  const { rows } = await db.query<GroupRow>(
    `SELECT r.id, a.target_type, a.target_id, r.first_at, ${isoText('a.created_at')} AS at_text, a.audit_id
     FROM moderation_audit a
     JOIN LATERAL (SELECT report_id AS id, created_at AS first_at FROM reports WHERE audit_id = a.audit_id ORDER BY created_at, report_id LIMIT 1) r ON true
     WHERE ${scope} ($1::timestamptz IS NULL OR (a.created_at, a.audit_id) < ($1::timestamptz, $2::uuid))
     ORDER BY a.created_at DESC, a.audit_id DESC LIMIT $3`,
    [before?.at ?? null, before?.id ?? null, limit, ...(cliqueId ? [cliqueId] : [])],
  );
  return rows;
}

/** Reports shown per item; `reportCount` tells how many there are in all. */
export const reportsPerItem = 50;

interface EntryRow extends SummaryRow {
  report_id: string;
  group_key: string;
  reason: ReportReason;
  note: string | null;
  created_at: Date | string;
  total: number;
}

/**
 * The reports of some items, oldest first, at most `reportsPerItem` each, by item key: open items by
 * target (`type:id`), resolved ones by audit id. One query.
 */
export async function itemReports(
  db: Queryable,
  groups: GroupRow[],
): Promise<Map<string, { entries: ReportEntry[]; total: number }>> {
  const byItem = new Map<string, { entries: ReportEntry[]; total: number }>();
  if (groups.length === 0) return byItem;
  const open = groups.filter((g) => !g.audit_id);
  const resolved = groups.flatMap((g) => (g.audit_id ? [g.audit_id] : []));
  const { rows } = await db.query<EntryRow>(
    `SELECT * FROM (
       SELECT r.report_id, r.reason, r.note, r.created_at, ${summaryColumns('u')},
         CASE WHEN r.status = 'open' THEN r.target_type || ':' || r.target_id ELSE r.audit_id::text END AS group_key,
         row_number() OVER w AS n, (count(*) OVER (PARTITION BY r.status, r.target_type, r.target_id, r.audit_id))::int AS total
       FROM reports r JOIN users u ON u.user_id = r.reporter_id
       WHERE (r.status = 'open' AND (r.target_type || ':' || r.target_id) = ANY($1::text[])) OR r.audit_id = ANY($2::uuid[])
       WINDOW w AS (PARTITION BY r.status, r.target_type, r.target_id, r.audit_id ORDER BY r.created_at, r.report_id)
     ) x WHERE x.n <= $3 ORDER BY x.created_at, x.report_id`,
    [open.map((g) => `${g.target_type}:${g.target_id}`), resolved, reportsPerItem],
  );
  for (const row of rows) {
    const item = byItem.get(row.group_key) ?? { entries: [], total: row.total };
    item.entries.push({
      id: row.report_id,
      reporter: toUserSummary(row),
      reason: row.reason,
      note: row.note,
      createdAt: new Date(row.created_at).toISOString(),
    });
    byItem.set(row.group_key, item);
  }
  return byItem;
}
