import type {
  CliqueReportAction,
  CliqueReportActionBody,
  CliqueReportActionResponse,
  CliqueReportsQuery,
  ModerationReportsResponse,
  ReportOutcome,
} from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { applyCliqueBan, applyCliqueMute, recordCliqueAudit, requireCliqueAction } from '../cliques';
import { tellReporters, type ActionDeps } from './actions';
import { insertAudit } from './audit.repository';
import { listReports } from './queue';
import { removeTarget, type RemovedMedia } from './removal';
import { findReport, lockOpenReports, resolveReports } from './reports.repository';
import { loadTargets, snapshotOf, targetKey, type TargetRef } from './targets';

/** What the reporters are told of a clique's decision: `restricted` when the author was muted or banned there. */
const outcomes: Record<CliqueReportAction, ReportOutcome> = {
  remove_content: 'removed',
  mute: 'restricted',
  ban: 'restricted',
  dismiss: 'dismissed',
};

/**
 * GET /cliques/{id}/reports: the clique's own queue (its posts, the comments on them and its chat
 * messages), the same items as the site's queue. Moderators, admins and the owner of the clique.
 */
export async function listCliqueReports(
  deps: Pick<ActionDeps, 'db' | 'embedUrl'>,
  callerId: string,
  cliqueId: string,
  query: CliqueReportsQuery,
): Promise<ModerationReportsResponse> {
  await requireCliqueAction(deps.db, cliqueId, callerId, 'moderate');
  return listReports(deps.db, query, deps.embedUrl, cliqueId);
}

/** `hours` belongs to mute (required) and ban (optional) only: 400 naming it otherwise. */
function checkHours(body: CliqueReportActionBody): void {
  if (body.action === 'mute' && body.hours === undefined)
    throw badRequest('Say for how many hours to mute', [{ path: '/hours', message: 'required to mute' }]);
  if (body.hours !== undefined && body.action !== 'mute' && body.action !== 'ban')
    throw badRequest('Only a mute or a ban lasts a number of hours', [
      { path: '/hours', message: 'not for this action' },
    ]);
}

/** The clique audit's links of a target: the post or comment it is, if it is one. */
const auditLinks = (target: TargetRef) => ({
  postId: target.type === 'post' ? target.id : null,
  commentId: target.type === 'comment' ? target.id : null,
});

/** A mute or ban of the target's author in the clique, with the rules of its own routes. */
async function restrict(
  tx: Queryable,
  callerId: string,
  cliqueId: string,
  subjectId: string | null,
  body: CliqueReportActionBody,
): Promise<void> {
  if (body.action !== 'mute' && body.action !== 'ban') return;
  if (!subjectId) throw conflict('The reported person’s account is gone');
  if (body.action === 'mute') await applyCliqueMute(tx, callerId, cliqueId, subjectId, body.hours ?? null);
  else await applyCliqueBan(tx, callerId, cliqueId, { userId: subjectId, hours: body.hours });
}

/**
 * POST /cliques/{id}/reports/{reportId}/actions: a clique's moderators decide on a report of their
 * clique as the site's moderators do (every open report of the target resolved, one entry in the
 * site's audit, the reporters told), removing through the owner's delete path, or muting or banning
 * the author in the clique with the rules of POST /cliques/{id}/mutes and /bans. The clique's audit
 * log records `report_resolved`. A report not of this clique is 404; one about yourself 403.
 */
export async function actOnCliqueReport(
  deps: ActionDeps,
  callerId: string,
  cliqueId: string,
  reportId: string,
  body: CliqueReportActionBody,
): Promise<CliqueReportActionResponse> {
  checkHours(body);
  await requireCliqueAction(deps.db, cliqueId, callerId, 'moderate');
  const report = isId(reportId) ? await findReport(deps.db, reportId) : null;
  if (!report || report.cliqueId !== cliqueId) throw notFound('Report not found');
  if (report.status !== 'open') throw conflict('This report is already resolved');
  const removed = await deps.db.transaction(async (tx): Promise<RemovedMedia | null> => {
    await requireCliqueAction(tx, cliqueId, callerId, 'moderate', true);
    const open = await lockOpenReports(tx, report.target);
    if (open.length === 0) throw conflict('This report is already resolved');
    const target = (await loadTargets(tx, [report.target], deps.embedUrl)).get(targetKey(report.target));
    const subjectId = target?.author?.userId ?? open.find((r) => r.subjectId)?.subjectId ?? null;
    if (subjectId === callerId) throw forbidden('Reports about you are for another moderator to decide');
    await restrict(tx, callerId, cliqueId, subjectId, body);
    const media = body.action === 'remove_content' ? await removeTarget(tx, report.target) : null;
    const note = body.note || null;
    const auditId = await insertAudit(tx, {
      action: body.action,
      moderatorId: callerId,
      targetType: report.target.type,
      targetId: report.target.id,
      subjectId,
      note,
      snapshot: snapshotOf(target),
      cliqueId,
    });
    await resolveReports(
      tx,
      open.map((r) => r.reportId),
      auditId,
    );
    await recordCliqueAudit(tx, {
      cliqueId,
      actorId: callerId,
      action: 'report_resolved',
      targetId: subjectId,
      ...auditLinks(report.target),
      details: {
        reportId,
        decision: body.action,
        targetType: report.target.type,
        targetId: report.target.id,
        reports: open.length,
        hours: body.hours ?? null,
        note,
      },
    });
    await tellReporters(tx, open, subjectId, outcomes[body.action], auditId);
    return media;
  });
  if (removed && removed.keys.length > 0) await deps.releaseMedia(removed.ownerId, removed.keys);
  return { id: reportId, status: 'resolved', action: body.action };
}
