import type {
  AuditResponse,
  ModerationActionBody,
  ModerationActionResponse,
  ModerationReportsResponse,
} from '@cliques/contracts';
import { call, http } from '../client';
import { pageParams, type PageOptions } from './posts';

const id = encodeURIComponent;

/** GET /moderation/reports: open or resolved reports, one item per target (moderators and admins). */
export function listModerationReports(
  status: 'open' | 'resolved',
  page: PageOptions = {},
): Promise<ModerationReportsResponse> {
  return call(() =>
    http.get('moderation/reports', { searchParams: pageParams(page, { status }) }).json<ModerationReportsResponse>(),
  );
}

/** POST /moderation/reports/{id}/actions: removes the content, suspends its author or dismisses; resolves every open report of the target. */
export function actOnReport(reportId: string, body: ModerationActionBody): Promise<ModerationActionResponse> {
  return call(() =>
    http.post(`moderation/reports/${id(reportId)}/actions`, { json: body }).json<ModerationActionResponse>(),
  );
}

/** GET /moderation/audit: every moderator action, newest first. */
export function listModerationAudit(page: PageOptions = {}): Promise<AuditResponse> {
  return call(() => http.get('moderation/audit', { searchParams: pageParams(page) }).json<AuditResponse>());
}
