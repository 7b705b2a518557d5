import type { CreateReportBody, ReportResponse, SafetyListResponse } from '@cliques/contracts';
import { call, http } from '../client';
import { pageParams, type PageOptions } from './posts';

const id = encodeURIComponent;

/** POST /users/{id}/block: both ways at once; blocking again is fine. */
export async function blockUser(userId: string): Promise<void> {
  await call(() => http.post(`users/${id(userId)}/block`));
}

/** DELETE /users/{id}/block. */
export async function unblockUser(userId: string): Promise<void> {
  await call(() => http.delete(`users/${id(userId)}/block`));
}

/** GET /blocks: the people you blocked. */
export function listBlocks(page: PageOptions = {}): Promise<SafetyListResponse> {
  return call(() => http.get('blocks', { searchParams: pageParams(page) }).json<SafetyListResponse>());
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
export function listMutes(page: PageOptions = {}): Promise<SafetyListResponse> {
  return call(() => http.get('mutes', { searchParams: pageParams(page) }).json<SafetyListResponse>());
}

/** POST /reports: reports a post, comment, person, message or clique to the moderators. */
export function createReport(body: CreateReportBody): Promise<ReportResponse> {
  return call(() => http.post('reports', { json: body }).json<ReportResponse>());
}

/** The calls behind the shared "More actions" menu (`SafetyMenu` of @cliques/ui takes them). */
export const safetyActions = { block: blockUser, mute: muteUser, unmute: unmuteUser, report: createReport };
