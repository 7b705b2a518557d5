import { cliqueLimits, type CliqueJoinResponse } from '@cliques/contracts';
import type { Database, Queryable } from '../../platform/database/database';
import { badRequest, conflict, forbidden, message, notFound } from '../../platform/http/errors';
import { isRemote, requireReachable } from '../audience';
import { notify } from '../notifications';
import { userExists } from '../people';
import { allows, deniedError, requireCliqueAction, type CliqueStanding } from './clique-access';
import { audit } from './clique-audit.repository';
import { requestsChanged } from './clique-request-counts';
import {
  addMember,
  addsDirectly,
  clearPending,
  deleteInvitation,
  deleteRequest,
  insertInvitation,
  insertRequest,
  isBanned,
  removeMember,
  roleIn,
  staffOf,
} from './clique-membership.repository';
import { mayActOn } from './permissions';

const member: CliqueJoinResponse = { status: 'member' };

/** Makes `userId` a member (409 when the clique is full), told by `actorId` when someone else let them in. */
export async function admit(tx: Queryable, standing: CliqueStanding, userId: string, actorId: string): Promise<void> {
  const cliqueId = standing.clique.clique_id;
  if (standing.clique.member_count >= cliqueLimits.members)
    throw conflict(message('A clique has at most {max} members', { max: cliqueLimits.members }));
  if (!(await addMember(tx, cliqueId, userId))) return;
  await audit(tx, { cliqueId, actorId, action: 'member_joined', targetId: userId });
}

/** Asks the clique's staff to look at a join request (one notification per requester). */
async function tellStaff(tx: Queryable, cliqueId: string, requesterId: string): Promise<void> {
  for (const staff of await staffOf(tx, cliqueId))
    await notify(tx, {
      userId: staff,
      type: 'clique_join_request',
      actorId: requesterId,
      cliqueId,
      dedupeKey: `clique_join_request:${cliqueId}:${requesterId}`,
    });
}

/**
 * The answers to a clique's questions: one non-empty answer per question (400 naming `answers`);
 * null for a request from another server, where nobody could be asked (none are kept).
 */
function checkAnswers(questions: string[], answers: string[] | undefined | null): string[] {
  if (questions.length === 0 || answers === null) return [];
  const given = (answers ?? []).map((a) => a.trim());
  if (given.length !== questions.length || given.some((a) => a === ''))
    throw badRequest(message('Answer each of the {count} questions', { count: questions.length }), [
      { path: '/answers', message: 'one answer per question' },
    ]);
  return given;
}

/**
 * POST /cliques/{id}/join: a member at once (open, or invited), else a request (202). A remote
 * account's Follow of the clique's Group joins this way too, with `answers` null.
 */
export async function joinClique(
  db: Database,
  userId: string,
  cliqueId: string,
  answers: string[] | undefined | null,
): Promise<CliqueJoinResponse> {
  return db.transaction(async (tx) => {
    const standing = await requireCliqueAction(tx, cliqueId, userId, 'join', true);
    const { clique, subject } = standing;
    if (clique.join_policy === 'open' || subject.invited) {
      await admit(tx, standing, userId, userId);
      return member;
    }
    if (!subject.requested) {
      await insertRequest(tx, cliqueId, userId, checkAnswers(clique.questions, answers));
      await tellStaff(tx, cliqueId, userId);
      await requestsChanged(tx, cliqueId);
    }
    return { status: 'requested' };
  });
}

/** DELETE /cliques/{id}/join: the requester withdraws their request. */
export async function withdrawRequest(db: Database, userId: string, cliqueId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCliqueAction(tx, cliqueId, userId, 'withdrawRequest', true);
    if (await deleteRequest(tx, cliqueId, userId)) await requestsChanged(tx, cliqueId);
  });
}

/** Moderators answer a request; answering again, or approving a member, changes nothing. */
export async function answerRequest(
  db: Database,
  callerId: string,
  cliqueId: string,
  userId: string,
  approve: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const standing = await requireCliqueAction(tx, cliqueId, callerId, 'moderate', true);
    if (await roleIn(tx, cliqueId, userId)) return;
    if (!(await deleteRequest(tx, cliqueId, userId))) {
      if (approve) throw notFound('No such join request');
      return;
    }
    await requestsChanged(tx, cliqueId);
    if (approve) await admit(tx, standing, userId, callerId);
    await audit(tx, {
      cliqueId,
      actorId: callerId,
      action: approve ? 'request_approved' : 'request_declined',
      targetId: userId,
    });
    await notify(tx, {
      userId,
      type: 'clique_request_answered',
      actorId: callerId,
      cliqueId,
      dedupeKey: `clique_request_answered:${cliqueId}:${userId}:${approve}`,
    });
  });
}

/**
 * POST /cliques/{id}/members and /invitations: never a member without consent. `direct` (the
 * members route) approves the person's request (moderators) or adds a friend who allows it;
 * otherwise the person is invited and told (202 `invited`). An account of another server joins
 * only by its own Follow of the clique's Group: approving that request is the one way in (else 403).
 */
export async function inviteOrAdd(
  db: Database,
  callerId: string,
  cliqueId: string,
  userId: string,
  direct: boolean,
): Promise<CliqueJoinResponse> {
  return db.transaction(async (tx) => {
    const standing = await requireCliqueAction(tx, cliqueId, callerId, 'invite', true);
    if (!(await userExists(tx, userId))) throw notFound('User not found');
    await requireReachable(tx, callerId, userId);
    if (await roleIn(tx, cliqueId, userId)) return member;
    if (await isBanned(tx, cliqueId, userId)) throw forbidden('That person is banned from this clique');
    const approves = direct && allows(standing, 'moderate') && (await deleteRequest(tx, cliqueId, userId));
    if (approves) await requestsChanged(tx, cliqueId);
    else if (await isRemote(tx, userId))
      throw forbidden(
        'People on other servers cannot be invited or added; they join a public clique by following it from their server',
      );
    if (approves || (direct && (await addsDirectly(tx, userId, callerId)))) {
      await admit(tx, standing, userId, callerId);
      await notify(tx, {
        userId,
        type: 'clique_added',
        actorId: callerId,
        cliqueId,
        dedupeKey: `clique_added:${cliqueId}:${userId}`,
      });
      return member;
    }
    await insertInvitation(tx, cliqueId, userId, callerId);
    await audit(tx, { cliqueId, actorId: callerId, action: 'invited', targetId: userId });
    await notify(tx, {
      userId,
      type: 'clique_invitation',
      actorId: callerId,
      cliqueId,
      dedupeKey: `clique_invitation:${cliqueId}:${userId}`,
    });
    return { status: 'invited' };
  });
}

/** The invitee accepts: a member at once (a member already: nothing changes); 404 without an invitation. */
export async function acceptInvitation(db: Database, userId: string, cliqueId: string): Promise<CliqueJoinResponse> {
  return db.transaction(async (tx) => {
    const standing = await requireCliqueAction(tx, cliqueId, userId, 'view', true);
    if (standing.subject.role) return member;
    if (!standing.subject.invited) throw notFound('No invitation to this clique');
    await requireCliqueAction(tx, cliqueId, userId, 'join');
    await admit(tx, standing, userId, userId);
    return member;
  });
}

/** The invitee declines; 404 without an invitation. */
export async function declineInvitation(db: Database, userId: string, cliqueId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCliqueAction(tx, cliqueId, userId, 'view', true);
    if (!(await deleteInvitation(tx, cliqueId, userId))) throw notFound('No invitation to this clique');
  });
}

/** A member leaves (the owner cannot: 409), or a moderator removes someone ranked below them. */
export async function removeCliqueMember(
  db: Database,
  callerId: string,
  cliqueId: string,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (userId === callerId) {
      await requireCliqueAction(tx, cliqueId, callerId, 'leave', true);
      await removeMember(tx, cliqueId, userId);
      return;
    }
    const { subject } = await requireCliqueAction(tx, cliqueId, callerId, 'moderate', true);
    const target = await roleIn(tx, cliqueId, userId);
    if (!target) throw notFound('That user is not a member of this clique');
    if (!mayActOn(subject.role, target)) throw deniedError('forbidden');
    await removeMember(tx, cliqueId, userId);
    await clearPending(tx, cliqueId, userId);
    await audit(tx, { cliqueId, actorId: callerId, action: 'member_removed', targetId: userId });
  });
}
