import type {
  AuditResponse,
  ModerationItem,
  ModerationReportsQuery,
  ModerationReportsResponse,
  ReportResolution,
} from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { decodeCursor, encodeCursor, startCursor } from '../../platform/input/page-token';
import type { EmbedUrl } from '../posts';
import { auditPage, auditPeople, auditPeopleJoins, prefixedSummary } from './audit.repository';
import { itemReports, openGroups, resolvedGroups, type GroupRow } from './reports.repository';
import { goneTarget, loadTargets, targetKey } from './targets';

/** How each resolved item was resolved, by audit id. */
async function resolutions(db: Queryable, auditIds: string[]): Promise<Map<string, ReportResolution>> {
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
 * GET /moderation/reports: open items oldest first (a queue), resolved ones latest first; each item
 * one target with its reports and the target as it is now. A fixed number of queries per page.
 */
export async function listReports(
  db: Queryable,
  query: ModerationReportsQuery,
  embedUrl: EmbedUrl,
): Promise<ModerationReportsResponse> {
  const cursor = query.nextToken ? decodeCursor(query.nextToken) : null;
  const rows =
    query.status === 'open'
      ? await openGroups(db, cursor, query.limit + 1)
      : await resolvedGroups(db, cursor, query.limit + 1);
  const groups = rows.slice(0, query.limit);
  const refs = groups.map((g) => ({ type: g.target_type, id: g.target_id }));
  const [targets, reports, resolved] = await Promise.all([
    loadTargets(db, refs, embedUrl),
    itemReports(db, groups),
    resolutions(
      db,
      groups.flatMap((g) => (g.audit_id ? [g.audit_id] : [])),
    ),
  ]);
  const items = groups.map((group): ModerationItem => {
    const key = targetKey({ type: group.target_type, id: group.target_id });
    const listed = reports.get(group.audit_id ?? key) ?? { entries: [], total: 0 };
    return {
      id: group.id,
      targetType: group.target_type,
      targetId: group.target_id,
      status: group.audit_id ? 'resolved' : 'open',
      target: targets.get(key) ?? goneTarget,
      reports: listed.entries,
      reportCount: listed.total,
      firstReportedAt: new Date(group.first_at).toISOString(),
      resolution: (group.audit_id && resolved.get(group.audit_id)) || null,
    };
  });
  const last: GroupRow | undefined = groups[groups.length - 1];
  const more = rows.length > query.limit && last;
  return { items, nextToken: more ? encodeCursor({ at: last.at_text, id: last.audit_id ?? last.id }) : null };
}

/** GET /moderation/audit: every action, newest first. */
export async function listAudit(db: Queryable, page: { limit: number; nextToken?: string }): Promise<AuditResponse> {
  const rows = await auditPage(db, page.nextToken ? decodeCursor(page.nextToken) : startCursor, page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown[shown.length - 1];
  return {
    items: shown.map((row) => row.entry),
    nextToken: rows.length > page.limit && last ? encodeCursor({ at: last.at, id: last.entry.id }) : null,
  };
}
