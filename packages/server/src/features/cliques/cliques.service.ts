import { randomUUID } from 'node:crypto';
import {
  cliqueLimits,
  type Clique,
  type CreateCliqueBody,
  type UpdateCliqueBody,
  type UserSummary,
} from '@cliques/contracts';
import type { Database, Queryable } from '../../platform/database/database';
import { conflict, forbidden, notFound, message } from '../../platform/http/errors';
import {
  addMember,
  deleteClique,
  findClique,
  insertClique,
  listMembers,
  listUserCliques,
  removeMember,
  toClique,
  updateClique,
  type CliqueRow,
} from './cliques.repository';
import { userExists } from '../people';
import { deleteForClique } from '../notifications';
import { requireReachable } from '../audience';
import { notify } from '../notifications';

const cliqueNotFound = () => notFound('Clique not found');

/** The clique if the user is a member; otherwise 404, so that its existence does not leak. */
async function memberView(db: Queryable, cliqueId: string, userId: string, lock = false): Promise<CliqueRow> {
  const clique = await findClique(db, cliqueId, userId, lock);
  if (!clique || !clique.is_member) throw cliqueNotFound();
  return clique;
}

/** The clique, locked, if the user owns it: 404 for non-members, 403 for members who are not the owner. */
async function ownerView(db: Queryable, cliqueId: string, userId: string): Promise<CliqueRow> {
  const clique = await memberView(db, cliqueId, userId, true);
  if (clique.owner_id !== userId) throw forbidden('Only the owner of the clique may do that');
  return clique;
}

async function withMembers(db: Queryable, rows: CliqueRow[]): Promise<Clique[]> {
  const members = await listMembers(
    db,
    rows.map((r) => r.clique_id),
  );
  return rows.map((row) => toClique(row, members.get(row.clique_id) ?? []));
}

async function membersOf(db: Queryable, cliqueId: string): Promise<UserSummary[]> {
  return (await listMembers(db, [cliqueId])).get(cliqueId) ?? [];
}

/** Creates a clique owned by the caller, who is its first member. */
export async function createClique(db: Database, ownerId: string, body: CreateCliqueBody): Promise<Clique> {
  return db.transaction(async (tx) => {
    const row = await insertClique(tx, {
      cliqueId: randomUUID(),
      name: body.name,
      description: body.description ?? '',
      ownerId,
    });
    return (await withMembers(tx, [row]))[0] as Clique;
  });
}

/** The caller's own cliques (another user's list is private: 404). */
export async function getUserCliques(db: Database, callerId: string, userId: string): Promise<Clique[]> {
  if (callerId !== userId) throw notFound('User not found');
  return withMembers(db, await listUserCliques(db, userId));
}

/** One clique, for its members. */
export async function getClique(db: Database, callerId: string, cliqueId: string): Promise<Clique> {
  return (await withMembers(db, [await memberView(db, cliqueId, callerId)]))[0] as Clique;
}

/** A clique's members, for its members. */
export async function getCliqueMembers(db: Database, callerId: string, cliqueId: string): Promise<UserSummary[]> {
  await memberView(db, cliqueId, callerId);
  return membersOf(db, cliqueId);
}

/** The owner adds someone (not someone blocked either way: 403 `blocked`); adding a member again changes nothing. The added person is told. */
export async function addCliqueMember(
  db: Database,
  callerId: string,
  cliqueId: string,
  userId: string,
): Promise<UserSummary[]> {
  return db.transaction(async (tx) => {
    const clique = await ownerView(tx, cliqueId, callerId);
    if (!(await userExists(tx, userId))) throw notFound('User not found');
    await requireReachable(tx, callerId, userId);
    const alreadyMember = (await findClique(tx, cliqueId, userId))?.is_member;
    if (!alreadyMember) {
      if (clique.member_count >= cliqueLimits.members)
        throw conflict(message('A clique has at most {max} members', { max: cliqueLimits.members }));
      await addMember(tx, cliqueId, userId);
      await notify(tx, { userId, type: 'clique_added', actorId: callerId, cliqueId });
    }
    return membersOf(tx, cliqueId);
  });
}

/** The owner removes a member, or a member leaves. The owner cannot leave (they delete the clique). */
export async function removeCliqueMember(
  db: Database,
  callerId: string,
  cliqueId: string,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const clique = await memberView(tx, cliqueId, callerId, true);
    if (userId !== callerId && clique.owner_id !== callerId)
      throw forbidden('Only the owner of the clique may remove other members');
    if (userId === clique.owner_id) throw conflict('The owner cannot leave the clique; delete it instead');
    if (!(await removeMember(tx, cliqueId, userId))) throw notFound('That user is not a member of this clique');
  });
}

/** The owner renames or redescribes the clique. */
export async function editClique(
  db: Database,
  callerId: string,
  cliqueId: string,
  body: UpdateCliqueBody,
): Promise<Clique> {
  return db.transaction(async (tx) => {
    await ownerView(tx, cliqueId, callerId);
    return (await withMembers(tx, [await updateClique(tx, cliqueId, body)]))[0] as Clique;
  });
}

/** The owner deletes the clique, its memberships and the notifications about it. */
export async function removeClique(db: Database, callerId: string, cliqueId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownerView(tx, cliqueId, callerId);
    await deleteForClique(tx, cliqueId);
    await deleteClique(tx, cliqueId);
  });
}
