import { randomBytes, randomUUID } from 'node:crypto';
import type { CliqueInvite, CliqueInvitePreview, Clique, CreateCliqueInviteBody } from '@cliques/contracts';
import type { Database, Queryable } from '../../platform/database/database';
import { notFound } from '../../platform/http/errors';
import { loadUserSummaries } from '../people';
import { allows, deniedError, loadStanding, requireCliqueAction, viewerOf } from './clique-access';
import { audit } from './clique-audit.repository';
import {
  countInviteUse,
  deleteInvite,
  findUsableInvite,
  insertInvite,
  isInviteCreator,
  listInvites,
  type InviteRow,
} from './clique-invites.repository';
import { policyOf } from './cliques.repository';
import { cliqueFor } from './cliques.service';
import { admit } from './membership.service';
import { decide } from './permissions';

const inviteNotFound = () => notFound('This invite link is not valid any more');

async function toInvites(db: Queryable, origin: string, rows: InviteRow[]): Promise<CliqueInvite[]> {
  const people = await loadUserSummaries(
    db,
    rows.map((r) => r.created_by),
  );
  return rows.flatMap((r) => {
    const createdBy = people.get(r.created_by);
    if (!createdBy) return [];
    const url = `${origin}/cliques?invite=${r.code}`;
    return [
      {
        inviteId: r.invite_id,
        code: r.code,
        url,
        createdBy,
        createdAt: r.created_at,
        expiresAt: r.expires_at,
        maxUses: r.max_uses,
        uses: r.uses,
      },
    ];
  });
}

/** POST /cliques/{id}/invites: a link for whoever may invite. */
export async function createInvite(
  db: Database,
  origin: string,
  callerId: string,
  cliqueId: string,
  body: CreateCliqueInviteBody,
): Promise<CliqueInvite> {
  return db.transaction(async (tx) => {
    await requireCliqueAction(tx, cliqueId, callerId, 'invite', true);
    const row = await insertInvite(tx, {
      inviteId: randomUUID(),
      cliqueId,
      code: randomBytes(12).toString('base64url'),
      createdBy: callerId,
      maxUses: body.maxUses ?? null,
      hours: body.expiresInHours ?? null,
    });
    await audit(tx, { cliqueId, actorId: callerId, action: 'invite_created', details: { inviteId: row.invite_id } });
    return (await toInvites(tx, origin, [row]))[0] as CliqueInvite;
  });
}

/** GET /cliques/{id}/invites: the clique's usable links, for whoever may invite. */
export async function getInvites(
  db: Database,
  origin: string,
  callerId: string,
  cliqueId: string,
): Promise<CliqueInvite[]> {
  await requireCliqueAction(db, cliqueId, callerId, 'invite');
  return toInvites(db, origin, await listInvites(db, cliqueId));
}

/** DELETE /cliques/{id}/invites/{inviteId}: its creator or a moderator. */
export async function revokeInvite(db: Database, callerId: string, cliqueId: string, inviteId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const standing = await requireCliqueAction(tx, cliqueId, callerId, 'invite', true);
    if (!(await isInviteCreator(tx, inviteId, callerId)) && !allows(standing, 'moderate'))
      throw deniedError('forbidden');
    if (!(await deleteInvite(tx, cliqueId, inviteId))) throw notFound('No such invite link');
    await audit(tx, { cliqueId, actorId: callerId, action: 'invite_revoked', details: { inviteId } });
  });
}

/** GET /cliques/invites/{code}: what the link shows before joining, even of a secret clique. */
export async function previewInvite(db: Database, userId: string, code: string): Promise<CliqueInvitePreview> {
  const invite = await findUsableInvite(db, code);
  const standing = invite && (await loadStanding(db, invite.clique_id, userId));
  if (!standing) throw inviteNotFound();
  const { clique } = standing;
  return {
    cliqueId: clique.clique_id,
    name: clique.name,
    description: clique.description,
    memberCount: clique.member_count,
    coverImage: clique.cover_image,
    rules: clique.rules,
    viewer: viewerOf(standing),
  };
}

/** POST /cliques/join-by-invite: a member whatever the join policy (a banned person stays out: 403 `banned`). */
export async function joinByInvite(db: Database, userId: string, code: string): Promise<Clique> {
  return db.transaction(async (tx) => {
    const invite = await findUsableInvite(tx, code, true);
    const standing = invite && (await loadStanding(tx, invite.clique_id, userId, true));
    if (!invite || !standing) throw inviteNotFound();
    if (!standing.subject.role) {
      const verdict = decide({ ...standing.subject, invited: true }, policyOf(standing.clique), 'join');
      if (!verdict.allowed) throw deniedError(verdict.code);
      await admit(tx, standing, userId, userId);
      await countInviteUse(tx, invite.invite_id);
    }
    return cliqueFor(tx, invite.clique_id, userId);
  });
}
