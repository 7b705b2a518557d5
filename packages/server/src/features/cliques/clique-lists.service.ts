import type {
  CliqueAuditResponse,
  CliqueBansResponse,
  CliqueInvitation,
  CliqueMembersQuery,
  CliqueMembersResponse,
  CliqueRequestsResponse,
} from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { decodeCursor, encodeCursor, type PageRequest } from '../../platform/input/page-token';
import { loadUserSummaries, toUserSummary } from '../people';
import { loadStandings, requireCliqueAction } from './clique-access';
import { pageAudit } from './clique-audit.repository';
import { pageBans, pageMembers, pageRequests } from './clique-lists.repository';
import { invitationsFor } from './clique-membership.repository';
import { present } from './cliques.service';

/** The first `limit` rows, whether more follow, and the token of the next page. */
function paged<R extends { cursor_at: string }>(rows: R[], limit: number, idOf: (row: R) => string) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const hasMore = rows.length > limit;
  return { shown, hasMore, nextToken: hasMore && last ? encodeCursor({ at: last.cursor_at, id: idOf(last) }) : null };
}

const after = (page: PageRequest) => (page.nextToken ? decodeCursor(page.nextToken) : undefined);

/** GET /cliques/{id}/members: members only, by role and name, in the order they joined. */
export async function listMembers(
  db: Database,
  callerId: string,
  cliqueId: string,
  query: CliqueMembersQuery,
): Promise<CliqueMembersResponse> {
  await requireCliqueAction(db, cliqueId, callerId, 'readMembers');
  const rows = await pageMembers(db, cliqueId, { ...query, after: after(query) });
  const { shown, hasMore, nextToken } = paged(rows, query.limit, (r) => r.user_id);
  const members = shown.map((r) => ({
    user: toUserSummary(r),
    role: r.role,
    joinedAt: r.joined_at,
    mutedUntil: r.muted_until,
  }));
  return { members, hasMore, nextToken };
}

/** GET /cliques/{id}/requests: moderators+, oldest first, with the answers. */
export async function listRequests(
  db: Database,
  callerId: string,
  cliqueId: string,
  page: PageRequest,
): Promise<CliqueRequestsResponse> {
  await requireCliqueAction(db, cliqueId, callerId, 'moderate');
  const { shown, hasMore, nextToken } = paged(
    await pageRequests(db, cliqueId, after(page), page.limit),
    page.limit,
    (r) => r.user_id,
  );
  const requests = shown.map((r) => ({ user: toUserSummary(r), answers: r.answers, requestedAt: r.requested_at }));
  return { requests, hasMore, nextToken };
}

/** GET /cliques/{id}/bans: moderators+, the bans in force. */
export async function listBans(
  db: Database,
  callerId: string,
  cliqueId: string,
  page: PageRequest,
): Promise<CliqueBansResponse> {
  await requireCliqueAction(db, cliqueId, callerId, 'moderate');
  const { shown, hasMore, nextToken } = paged(
    await pageBans(db, cliqueId, after(page), page.limit),
    page.limit,
    (r) => r.user_id,
  );
  const people = await loadUserSummaries(
    db,
    shown.flatMap((r) => (r.banned_by ? [r.user_id, r.banned_by] : [r.user_id])),
  );
  const bans = shown.flatMap((r) => {
    const user = people.get(r.user_id);
    const bannedBy = (r.banned_by && people.get(r.banned_by)) || null;
    return user ? [{ user, bannedBy, reason: r.reason, createdAt: r.created_at, until: r.until }] : [];
  });
  return { bans, hasMore, nextToken };
}

/** GET /cliques/{id}/audit: moderators+, newest first. */
export async function listAudit(
  db: Database,
  callerId: string,
  cliqueId: string,
  page: PageRequest,
): Promise<CliqueAuditResponse> {
  await requireCliqueAction(db, cliqueId, callerId, 'moderate');
  const { shown, hasMore, nextToken } = paged(
    await pageAudit(db, cliqueId, after(page), page.limit),
    page.limit,
    (r) => r.entry_id,
  );
  const people = await loadUserSummaries(
    db,
    shown.flatMap((r) => (r.target_id ? [r.actor_id, r.target_id] : [r.actor_id])),
  );
  const entries = shown.flatMap((r) => {
    const actor = people.get(r.actor_id);
    if (!actor) return [];
    const target = (r.target_id && people.get(r.target_id)) || null;
    const { entry_id: entryId, action, post_id: postId, comment_id: commentId, details, created_at: createdAt } = r;
    return [{ entryId, actor, action, target, postId, commentId, details, createdAt }];
  });
  return { entries, hasMore, nextToken };
}

/** GET /cliques/invitations: the invitations waiting for the caller, each clique as they may now see it. */
export async function myInvitations(db: Database, userId: string): Promise<CliqueInvitation[]> {
  const rows = await invitationsFor(db, userId);
  const cliques = await present(
    db,
    await loadStandings(
      db,
      rows.map((r) => r.clique_id),
      userId,
    ),
  );
  const people = await loadUserSummaries(
    db,
    rows.map((r) => r.invited_by),
  );
  return rows.flatMap((row) => {
    const clique = cliques.find((c) => c.cliqueId === row.clique_id);
    const invitedBy = people.get(row.invited_by);
    return clique && invitedBy ? [{ clique, invitedBy, invitedAt: row.invited_at }] : [];
  });
}
