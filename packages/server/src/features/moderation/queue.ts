import type {
  AuditResponse,
  ModerationItem,
  ModerationReportsQuery,
  ModerationReportsResponse,
} from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { decodeCursor, encodeCursor, startCursor } from '../../platform/input/page-token';
import type { EmbedUrl } from '../posts';
import { auditPage, resolutionsOf } from './audit.repository';
import { itemReports, openGroups, resolvedGroups, type GroupRow } from './reports.repository';
import { goneTarget, loadTargets, targetKey } from './targets';

/**
 * GET /moderation/reports: open items oldest first (a queue), resolved ones latest first; each item
 * one target with its reports and the target as it is now. A fixed number of queries per page.
 * `cliqueId`: only that clique's targets (GET /cliques/{id}/reports).
 */
export async function listReports(
  db: Queryable,
  query: ModerationReportsQuery,
  embedUrl: EmbedUrl,
  cliqueId?: string,
): Promise<ModerationReportsResponse> {
  const cursor = query.nextToken ? decodeCursor(query.nextToken) : null;
  const rows =
    query.status === 'open'
      ? await openGroups(db, cursor, query.limit + 1, cliqueId)
      : await resolvedGroups(db, cursor, query.limit + 1, cliqueId);
  const groups = rows.slice(0, query.limit);
  const refs = groups.map((g) => ({ type: g.target_type, id: g.target_id }));
  const [targets, reports, resolved] = await Promise.all([
    loadTargets(db, refs, embedUrl),
    itemReports(db, groups),
    resolutionsOf(
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
