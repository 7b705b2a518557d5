import type { CliqueRole } from '@cliques/contracts';
import type { Database, Queryable } from '../../platform/database/database';
import { emitAfterCommit } from '../../platform/database/commit-events';
import { conflict, forbidden, notFound } from '../../platform/http/errors';
import { isRemote } from '../audience';
import { notify } from '../notifications';
import { userExists } from '../people';
import { deniedError, requireCliqueAction } from './clique-access';
import { audit } from './clique-audit.repository';
import { requestsChanged } from './clique-request-counts';
import { deleteBan, removeMember, roleIn, setMute, setOwner, setRole, upsertBan } from './clique-membership.repository';
import { mayActOn } from './permissions';

/** The target's role, checked: the caller (a moderator at least) must rank above them; `member` says whether they must be one. */
async function targetBelow(
  tx: Queryable,
  cliqueId: string,
  callerId: string,
  userId: string,
  mustBeMember: boolean,
  to?: CliqueRole,
): Promise<CliqueRole | null> {
  const { subject } = await requireCliqueAction(tx, cliqueId, callerId, to ? 'manage' : 'moderate', true);
  const target = await roleIn(tx, cliqueId, userId);
  if (mustBeMember && !target) throw notFound('That user is not a member of this clique');
  if (!target && !(await userExists(tx, userId))) throw notFound('User not found');
  if (userId === callerId || !mayActOn(subject.role, target, to)) throw deniedError('forbidden');
  return target;
}

/**
 * PUT /cliques/{id}/members/{userId}: admins set roles up to moderator, the owner makes admins; the
 * same role again changes nothing. An account of another server stays a member (403): it never
 * signs in here to moderate, and the clique's Group would name it among its moderators.
 */
export async function changeRole(
  db: Database,
  callerId: string,
  cliqueId: string,
  userId: string,
  role: Exclude<CliqueRole, 'owner'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await targetBelow(tx, cliqueId, callerId, userId, true, role);
    if (role !== 'member' && (await isRemote(tx, userId)))
      throw forbidden('People on other servers can be members of a clique here, not its moderators or admins');
    if (!(await setRole(tx, cliqueId, userId, role))) return;
    emitAfterCommit(tx, { type: 'counts', userIds: [userId] });
    await audit(tx, { cliqueId, actorId: callerId, action: 'role_changed', targetId: userId, details: { role } });
    await notify(tx, { userId, type: 'clique_role_changed', actorId: callerId, cliqueId });
  });
}

/** POST /cliques/{id}/transfer: the owner hands the clique to an admin and stays as an admin. */
export async function transferOwnership(
  db: Database,
  callerId: string,
  cliqueId: string,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCliqueAction(tx, cliqueId, callerId, 'own', true);
    if (userId === callerId) return;
    const target = await roleIn(tx, cliqueId, userId);
    if (!target) throw notFound('That user is not a member of this clique');
    if (target !== 'admin') throw conflict('Ownership goes only to an admin of the clique');
    await setRole(tx, cliqueId, callerId, 'admin');
    await setRole(tx, cliqueId, userId, 'owner');
    await setOwner(tx, cliqueId, userId);
    await audit(tx, { cliqueId, actorId: callerId, action: 'ownership_transferred', targetId: userId });
    await notify(tx, { userId, type: 'clique_role_changed', actorId: callerId, cliqueId });
  });
}

/** POST /cliques/{id}/bans: removes (when a member) and bans, until `hours` pass or for ever; again updates the ban. */
export async function banFromClique(
  db: Database,
  callerId: string,
  cliqueId: string,
  ban: { userId: string; reason?: string; hours?: number },
): Promise<void> {
  await db.transaction((tx) => applyBan(tx, callerId, cliqueId, ban));
}

/** The ban of POST /cliques/{id}/bans inside a transaction the caller holds (a report's decision too). */
export async function applyBan(
  tx: Queryable,
  callerId: string,
  cliqueId: string,
  ban: { userId: string; reason?: string; hours?: number },
): Promise<void> {
  const { userId } = ban;
  const target = await targetBelow(tx, cliqueId, callerId, userId, false);
  if (target) await removeMember(tx, cliqueId, userId);
  const reason = ban.reason?.trim() || null;
  await upsertBan(tx, { cliqueId, userId, bannedBy: callerId, reason, hours: ban.hours ?? null });
  if (!target) await requestsChanged(tx, cliqueId);
  await audit(tx, {
    cliqueId,
    actorId: callerId,
    action: 'banned',
    targetId: userId,
    details: { reason, hours: ban.hours ?? null },
  });
  await notify(tx, {
    userId,
    type: 'clique_banned',
    actorId: callerId,
    cliqueId,
    dedupeKey: `clique_banned:${cliqueId}:${userId}`,
  });
}

/** DELETE /cliques/{id}/bans/{userId}: lifts a ban (none: nothing changes). */
export async function unban(db: Database, callerId: string, cliqueId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCliqueAction(tx, cliqueId, callerId, 'moderate', true);
    if (await deleteBan(tx, cliqueId, userId))
      await audit(tx, { cliqueId, actorId: callerId, action: 'unbanned', targetId: userId });
  });
}

/** POST /cliques/{id}/mutes (hours) and DELETE /cliques/{id}/mutes/{userId} (null): a member reads but does not write. */
export async function muteInClique(
  db: Database,
  callerId: string,
  cliqueId: string,
  userId: string,
  hours: number | null,
): Promise<void> {
  await db.transaction((tx) => applyMute(tx, callerId, cliqueId, userId, hours));
}

/** The mute of POST /cliques/{id}/mutes inside a transaction the caller holds (a report's decision too). */
export async function applyMute(
  tx: Queryable,
  callerId: string,
  cliqueId: string,
  userId: string,
  hours: number | null,
): Promise<void> {
  await targetBelow(tx, cliqueId, callerId, userId, true);
  await setMute(tx, cliqueId, userId, hours);
  await audit(tx, {
    cliqueId,
    actorId: callerId,
    action: hours ? 'muted' : 'unmuted',
    targetId: userId,
    details: { hours },
  });
}
