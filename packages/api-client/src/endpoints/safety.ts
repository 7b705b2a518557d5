import type { UserSummary } from '@cliques/contracts';
import { call, http } from '../client';
import { pageParams, type PageOptions } from './posts';

const id = encodeURIComponent;

/** A page of people (blocked or muted), newest first; `nextToken` is null on the last page. */
export interface PeoplePage {
  items: UserSummary[];
  nextToken: string | null;
}

export type ReportTargetType = 'post' | 'comment' | 'user' | 'message' | 'clique';
export type ReportReason = 'spam' | 'harassment' | 'hate' | 'violence' | 'sexual' | 'self_harm' | 'other';

/** POST /reports body. */
export interface CreateReportBody {
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  note?: string;
}

/** POST /reports answer: a new report, or the reporter's open one about the same target. */
export interface ReportReceipt {
  id: string;
  status: 'open' | 'resolved';
}

/** POST /users/{id}/block: both ways at once; blocking again is fine. */
export async function blockUser(userId: string): Promise<void> {
  await call(() => http.post(`users/${id(userId)}/block`));
}

/** DELETE /users/{id}/block. */
export async function unblockUser(userId: string): Promise<void> {
  await call(() => http.delete(`users/${id(userId)}/block`));
}

/** GET /blocks: the people you blocked. */
export function listBlocks(page: PageOptions = {}): Promise<PeoplePage> {
  return call(() => http.get('blocks', { searchParams: pageParams(page) }).json<PeoplePage>());
}

/** POST /users/{id}/mute: their posts leave your feed and they no longer notify you. */
export async function muteUser(userId: string): Promise<void> {
  await call(() => http.post(`users/${id(userId)}/mute`));
}

/** DELETE /users/{id}/mute. */
export async function unmuteUser(userId: string): Promise<void> {
  await call(() => http.delete(`users/${id(userId)}/mute`));
}

/** GET /mutes: the people you muted. */
export function listMutes(page: PageOptions = {}): Promise<PeoplePage> {
  return call(() => http.get('mutes', { searchParams: pageParams(page) }).json<PeoplePage>());
}

/** POST /reports: reports a post, comment, person, message or clique to the moderators. */
export function createReport(body: CreateReportBody): Promise<ReportReceipt> {
  return call(() => http.post('reports', { json: body }).json<ReportReceipt>());
}

/** The calls behind the shared "More actions" menu (`SafetyMenu` of @cliques/ui takes them). */
export const safetyActions = { block: blockUser, mute: muteUser, unmute: unmuteUser, report: createReport };
