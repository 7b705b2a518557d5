import type { Media, UserSummary } from '@cliques/contracts';
import { call, http } from '../client';
import { pageParams, type PageOptions } from './posts';
import type { ReportReason, ReportTargetType } from './safety';

const id = encodeURIComponent;

export type ModerationAction = 'remove_content' | 'suspend_user' | 'dismiss';

/** One target in the moderation queue with every report about it (its `id` is the oldest open report). */
export interface ModerationItem {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  status: 'open' | 'resolved';
  target: { author: UserSummary | null; content: string | null; name: string | null; media: Media[] };
  reports: { id: string; reporter: UserSummary; reason: ReportReason; note: string | null; createdAt: string }[];
  firstReportedAt: string;
  resolution: unknown;
}

export interface ModerationPage {
  items: ModerationItem[];
  nextToken: string | null;
}

/** POST /moderation/reports/{id}/actions body. */
export interface ModerationActionBody {
  action: ModerationAction;
  days?: number;
  note?: string;
}

/** One moderator action in the audit log. */
export interface AuditEntry {
  id: string;
  action: ModerationAction | 'set_role';
  moderator: UserSummary;
  targetType: string;
  targetId: string;
  subject: UserSummary | null;
  note: string | null;
  days: number | null;
  snapshot: unknown;
  createdAt: string;
}

export interface AuditPage {
  items: AuditEntry[];
  nextToken: string | null;
}

/** GET /moderation/reports: open or resolved reports, one item per target (moderators and admins). */
export function listModerationReports(status: 'open' | 'resolved', page: PageOptions = {}): Promise<ModerationPage> {
  return call(() => http.get('moderation/reports', { searchParams: pageParams(page, { status }) }).json<ModerationPage>());
}

/** POST /moderation/reports/{id}/actions: removes the content, suspends its author or dismisses; resolves every open report of the target. */
export function actOnReport(reportId: string, body: ModerationActionBody): Promise<{ id: string; status: 'resolved'; action: ModerationAction }> {
  return call(() => http.post(`moderation/reports/${id(reportId)}/actions`, { json: body }).json<{ id: string; status: 'resolved'; action: ModerationAction }>());
}

/** GET /moderation/audit: every moderator action, newest first. */
export function listModerationAudit(page: PageOptions = {}): Promise<AuditPage> {
  return call(() => http.get('moderation/audit', { searchParams: pageParams(page) }).json<AuditPage>());
}
