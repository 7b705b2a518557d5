import {
  moderationLimits,
  type ModerationActionBody,
  type ModerationActionResponse,
  type ReportOutcome,
  type Role,
} from '@cliques/contracts';
import type { Database, Queryable } from '../../platform/database/database';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import type { EmbedUrl } from '../posts';
import { notify } from '../notifications';
import { isId } from '../../platform/input/ids';
import { insertAudit } from './audit.repository';
import { extendSuspension, lockUserStanding } from './moderated-users.repository';
import { removeTarget, type RemovedMedia } from './removal';
import { findReport, lockOpenReports, resolveReports, type OpenReport } from './reports.repository';
import { roleOf, type Admins } from '../people';
import { loadTargets, snapshotOf, targetKey } from './targets';

/** What acting on reports needs besides the database. */
export interface ActionDeps {
  db: Database;
  admins: Admins;
  embedUrl: EmbedUrl;
  /** Removes the files of a removed post that nothing else uses (the author's delete does the same). */
  releaseMedia: (ownerId: string, keys: string[]) => Promise<void>;
}

/** The moderator acting, and their role. */
export interface Moderator {
  userId: string;
  role: Role;
}

const outcomes: Record<ModerationActionBody['action'], ReportOutcome> = {
  remove_content: 'removed',
  suspend_user: 'suspended',
  dismiss: 'dismissed',
};

/**
 * Suspends a person until now + days (a longer suspension already running is kept). Nobody
 * suspends an admin, and only an admin suspends a moderator.
 */
async function suspend(
  tx: Queryable,
  admins: Admins,
  moderator: Moderator,
  subjectId: string,
  days: number,
): Promise<void> {
  const person = await lockUserStanding(tx, subjectId);
  if (!person) throw conflict('The reported person’s account is gone');
  const role = roleOf(person.username, person.role, admins);
  if (role === 'admin') throw forbidden('Admins cannot be suspended');
  if (role === 'moderator' && moderator.role !== 'admin') throw forbidden('Only an admin may suspend a moderator');
  await extendSuspension(tx, subjectId, days);
}

/** Tells each reporter of the resolved reports the outcome, once per action (no one to name when the author is gone). */
export async function tellReporters(
  tx: Queryable,
  open: OpenReport[],
  subjectId: string | null,
  outcome: ReportOutcome,
  auditId: string,
): Promise<void> {
  if (!subjectId) return;
  for (const reporterId of new Set(open.map((r) => r.reporterId))) {
    await notify(tx, {
      userId: reporterId,
      type: 'report_outcome',
      actorId: subjectId,
      outcome,
      dedupeKey: `report_outcome:${auditId}`,
    });
  }
}

/**
 * POST /moderation/reports/{id}/actions: removes the target for everyone, suspends the person behind
 * it, or dismisses; resolves every open report of the target with one audit entry (keeping a copy
 * of the target's text) and tells each reporter the outcome. One transaction; a removed post's
 * files are released after it commits. Reports about yourself are someone else's to decide (403).
 */
export async function actOnReport(
  deps: ActionDeps,
  moderator: Moderator,
  reportId: string,
  body: ModerationActionBody,
): Promise<ModerationActionResponse> {
  const report = isId(reportId) ? await findReport(deps.db, reportId) : null;
  if (!report) throw notFound('Report not found');
  if (report.status !== 'open') throw conflict('This report is already resolved');
  if (body.action === 'remove_content' && report.target.type === 'user')
    throw badRequest('A person cannot be removed; suspend them instead');
  const removed = await deps.db.transaction(async (tx): Promise<RemovedMedia | null> => {
    const open = await lockOpenReports(tx, report.target);
    if (open.length === 0) throw conflict('This report is already resolved');
    const target = (await loadTargets(tx, [report.target], deps.embedUrl)).get(targetKey(report.target));
    const subjectId = target?.author?.userId ?? open.find((r) => r.subjectId)?.subjectId ?? null;
    if (subjectId === moderator.userId) throw forbidden('Reports about you are for another moderator to decide');
    const days = body.action === 'suspend_user' ? (body.days ?? moderationLimits.defaultSuspendDays) : null;
    if (days !== null) {
      if (!subjectId) throw conflict('The reported person’s account is gone');
      await suspend(tx, deps.admins, moderator, subjectId, days);
    }
    const media = body.action === 'remove_content' ? await removeTarget(tx, report.target) : null;
    const auditId = await insertAudit(tx, {
      action: body.action,
      moderatorId: moderator.userId,
      targetType: report.target.type,
      targetId: report.target.id,
      subjectId,
      note: body.note || null,
      days,
      snapshot: snapshotOf(target),
      cliqueId: open.find((r) => r.cliqueId)?.cliqueId ?? null,
    });
    await resolveReports(
      tx,
      open.map((r) => r.reportId),
      auditId,
    );
    await tellReporters(tx, open, subjectId, outcomes[body.action], auditId);
    return media;
  });
  if (removed && removed.keys.length > 0) await deps.releaseMedia(removed.ownerId, removed.keys);
  return { id: reportId, status: 'resolved', action: body.action };
}
