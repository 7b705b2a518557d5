import type { CreateReportBody, ReportResponse, ReportTargetType } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { notFound } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { insertReport } from './reports.repository';
import { visibleTargetAuthor } from './targets';

/** The 404 of a report about something the reporter cannot see, one whole sentence per kind. */
const targetNotFound: Record<ReportTargetType, string> = {
  post: 'Post not found',
  comment: 'Comment not found',
  user: 'User not found',
  message: 'Message not found',
  clique: 'Clique not found',
};

/**
 * POST /reports: one open report per reporter and target (a repeat answers the open one,
 * `created: false`). Only what the reporter can see and did not make themselves: anything else,
 * like an unknown id, is 404, so a report never tells whether something hidden exists.
 */
export async function createReport(
  db: Queryable,
  reporterId: string,
  body: CreateReportBody,
): Promise<{ created: boolean; report: ReportResponse }> {
  const target = { type: body.targetType, id: body.targetId };
  const subjectId = isId(target.id) ? await visibleTargetAuthor(db, reporterId, target) : null;
  if (!subjectId || subjectId === reporterId) throw notFound(targetNotFound[target.type]);
  const { id, created } = await insertReport(db, {
    reporterId,
    target,
    subjectId,
    reason: body.reason,
    note: body.note || null,
  });
  return { created, report: { id, status: 'open' } };
}
