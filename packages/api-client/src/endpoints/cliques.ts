import type {
  ChangeCliqueRoleBody,
  Clique,
  CliqueAuditEntry,
  CliqueBan,
  CliqueJoinRequest,
  CliqueMember,
  CliqueDirectoryQuery,
  CliqueInvitation,
  CliqueInvitationsResponse,
  CliqueInvite,
  CliqueInvitePreview,
  CliqueInvitesResponse,
  CliqueJoinResponse,
  CliqueMembersQuery,
  CliqueReportActionBody,
  CliqueReportActionResponse,
  CreateCliqueInviteBody,
  ModerationReportsResponse,
  PostPage,
} from '@cliques/contracts';
import { call, http } from '../client';

// Cliques as communities (docs/API.md "Cliques as communities"): finding, joining and running one.

const id = (value: string) => encodeURIComponent(value);
const at = (cliqueId: string, ...rest: string[]) => ['cliques', id(cliqueId), ...rest.map(id)].join('/');

/** A page of a clique's list under `key` (the contract's `page()`), typed by its key. */
export type CliquePage<K extends string, T> = Record<K, T[]> & { hasMore: boolean; nextToken: string | null };
export type CliqueDirectoryResponse = CliquePage<'cliques', Clique>;
export type CliqueMembersResponse = CliquePage<'members', CliqueMember>;
export type CliqueRequestsResponse = CliquePage<'requests', CliqueJoinRequest>;
export type CliqueBansResponse = CliquePage<'bans', CliqueBan>;
export type CliqueAuditResponse = CliquePage<'entries', CliqueAuditEntry>;

type JoinStatus = CliqueJoinResponse['status'];
type Search = Record<string, string | number>;

/** A query without its empty values (ky would send `topic=`). */
function searchOf(values: Record<string, string | number | null | undefined>): Search {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Search;
}

/** GET /cliques/directory: public and private cliques, by name or topic. */
export function listCliqueDirectory(
  query: Omit<Partial<CliqueDirectoryQuery>, 'nextToken'> & { nextToken?: string | null } = {},
): Promise<CliqueDirectoryResponse> {
  return call(() => http.get('cliques/directory', { searchParams: searchOf(query) }).json<CliqueDirectoryResponse>());
}

/** POST /cliques/{id}/join: `member` at once (open), `requested` (answers go with it). */
export function joinClique(cliqueId: string, answers?: string[]): Promise<JoinStatus> {
  const json = answers && answers.length > 0 ? { answers } : {};
  return call(() => http.post(at(cliqueId, 'join'), { json }).json<CliqueJoinResponse>()).then((r) => r.status);
}

/** DELETE /cliques/{id}/join: withdraws the caller's request. */
export async function withdrawCliqueRequest(cliqueId: string): Promise<void> {
  await call(() => http.delete(at(cliqueId, 'join')));
}

/** GET /cliques/{id}/requests (moderators and above), with each requester's answers. */
export function listCliqueRequests(cliqueId: string, nextToken?: string | null): Promise<CliqueRequestsResponse> {
  return call(() =>
    http.get(at(cliqueId, 'requests'), { searchParams: searchOf({ nextToken }) }).json<CliqueRequestsResponse>(),
  );
}

/** POST /cliques/{id}/requests/{userId}/approve|decline */
export async function answerCliqueRequest(
  cliqueId: string,
  userId: string,
  answer: 'approve' | 'decline',
): Promise<void> {
  await call(() => http.post(at(cliqueId, 'requests', userId, answer)));
}

/** POST /cliques/{id}/invites: a new invite link. */
export function createCliqueInvite(cliqueId: string, body: CreateCliqueInviteBody): Promise<CliqueInvite> {
  return call(() => http.post(at(cliqueId, 'invites'), { json: body }).json<{ invite: CliqueInvite }>()).then(
    (r) => r.invite,
  );
}

/** GET /cliques/{id}/invites: the clique's live invite links. */
export function listCliqueInvites(cliqueId: string): Promise<CliqueInvite[]> {
  return call(() => http.get(at(cliqueId, 'invites')).json<CliqueInvitesResponse>()).then((r) => r.invites);
}

/** DELETE /cliques/{id}/invites/{inviteId}: the link stops working. */
export async function revokeCliqueInvite(cliqueId: string, inviteId: string): Promise<void> {
  await call(() => http.delete(at(cliqueId, 'invites', inviteId)));
}

/** GET /cliques/invites/{code}: what an invite link shows before joining. */
export function previewCliqueInvite(code: string): Promise<CliqueInvitePreview> {
  return call(() => http.get(`cliques/invites/${id(code)}`).json<{ clique: CliqueInvitePreview }>()).then(
    (r) => r.clique,
  );
}

/** POST /cliques/join-by-invite: joins with a link's code; answers the clique joined. */
export function joinCliqueByInvite(code: string): Promise<Clique> {
  return call(() => http.post('cliques/join-by-invite', { json: { code } }).json<{ clique: Clique }>()).then(
    (r) => r.clique,
  );
}

/** POST /cliques/{id}/invitations: invites one person (they are notified). */
export async function inviteToClique(cliqueId: string, userId: string): Promise<void> {
  await call(() => http.post(at(cliqueId, 'invitations'), { json: { userId } }));
}

/** GET /cliques/invitations: the invitations waiting for the caller. */
export function listCliqueInvitations(): Promise<CliqueInvitation[]> {
  return call(() => http.get('cliques/invitations').json<CliqueInvitationsResponse>()).then((r) => r.invitations);
}

/** POST /cliques/{id}/invitations/accept|decline */
export async function answerCliqueInvitation(cliqueId: string, answer: 'accept' | 'decline'): Promise<void> {
  await call(() => http.post(at(cliqueId, 'invitations', answer)));
}

/** GET /cliques/{id}/members: a page of members with their roles. */
export function listCliqueMemberPage(
  cliqueId: string,
  query: Omit<Partial<CliqueMembersQuery>, 'nextToken'> & { nextToken?: string | null } = {},
): Promise<CliqueMembersResponse> {
  return call(() => http.get(at(cliqueId, 'members'), { searchParams: searchOf(query) }).json<CliqueMembersResponse>());
}

/** PUT /cliques/{id}/members/{userId}: a new role. */
export async function changeCliqueRole(
  cliqueId: string,
  userId: string,
  role: ChangeCliqueRoleBody['role'],
): Promise<void> {
  await call(() => http.put(at(cliqueId, 'members', userId), { json: { role } }));
}

/** POST /cliques/{id}/transfer: the owner hands the clique to an admin. */
export async function transferClique(cliqueId: string, userId: string): Promise<void> {
  await call(() => http.post(at(cliqueId, 'transfer'), { json: { userId } }));
}

/** POST /cliques/{id}/bans: removes and bans (for `hours`, else for ever). */
export async function banFromClique(
  cliqueId: string,
  body: { userId: string; reason?: string; hours?: number },
): Promise<void> {
  await call(() => http.post(at(cliqueId, 'bans'), { json: body }));
}

/** DELETE /cliques/{id}/bans/{userId} */
export async function unbanFromClique(cliqueId: string, userId: string): Promise<void> {
  await call(() => http.delete(at(cliqueId, 'bans', userId)));
}

/** GET /cliques/{id}/bans */
export function listCliqueBans(cliqueId: string, nextToken?: string | null): Promise<CliqueBansResponse> {
  return call(() =>
    http.get(at(cliqueId, 'bans'), { searchParams: searchOf({ nextToken }) }).json<CliqueBansResponse>(),
  );
}

/** POST /cliques/{id}/mutes: the member reads but cannot write in the clique for `hours`. */
export async function muteInClique(cliqueId: string, userId: string, hours: number): Promise<void> {
  await call(() => http.post(at(cliqueId, 'mutes'), { json: { userId, hours } }));
}

/** DELETE /cliques/{id}/mutes/{userId}: the member writes again. */
export async function unmuteInClique(cliqueId: string, userId: string): Promise<void> {
  await call(() => http.delete(at(cliqueId, 'mutes', userId)));
}

/** POST or DELETE /cliques/{id}/pins/{postId} */
export async function setCliquePin(cliqueId: string, postId: string, pinned: boolean): Promise<void> {
  await call(() => (pinned ? http.post : http.delete)(at(cliqueId, 'pins', postId)));
}

/** GET /cliques/{id}/pending: posts waiting for a moderator's approval. */
export function listCliquePending(cliqueId: string, nextToken?: string | null): Promise<PostPage> {
  return call(() => http.get(at(cliqueId, 'pending'), { searchParams: searchOf({ nextToken }) }).json<PostPage>());
}

/** POST /cliques/{id}/pending/{postId}/approve|decline */
export async function answerCliquePending(
  cliqueId: string,
  postId: string,
  answer: 'approve' | 'decline',
): Promise<void> {
  await call(() => http.post(at(cliqueId, 'pending', postId, answer)));
}

/** GET /cliques/{id}/audit (moderators and above), newest first. */
export function listCliqueAudit(cliqueId: string, nextToken?: string | null): Promise<CliqueAuditResponse> {
  return call(() =>
    http.get(at(cliqueId, 'audit'), { searchParams: searchOf({ nextToken }) }).json<CliqueAuditResponse>(),
  );
}

/** GET /cliques/{id}/reports (moderators and above): the clique's reports, one item per target, as the site's queue shows them. */
export function listCliqueReports(
  cliqueId: string,
  status: 'open' | 'resolved',
  nextToken?: string | null,
): Promise<ModerationReportsResponse> {
  return call(() =>
    http
      .get(at(cliqueId, 'reports'), { searchParams: searchOf({ status, nextToken }) })
      .json<ModerationReportsResponse>(),
  );
}

/** POST /cliques/{id}/reports/{reportId}/actions: remove, mute or ban the author in the clique, or dismiss; resolves every open report of the target. */
export function actOnCliqueReport(
  cliqueId: string,
  reportId: string,
  body: CliqueReportActionBody,
): Promise<CliqueReportActionResponse> {
  return call(() =>
    http.post(at(cliqueId, 'reports', reportId, 'actions'), { json: body }).json<CliqueReportActionResponse>(),
  );
}
