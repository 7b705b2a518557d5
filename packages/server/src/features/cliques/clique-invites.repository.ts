import type { Queryable } from '../../platform/database/database';
import { iso } from './cliques.repository';

export interface InviteRow {
  invite_id: string;
  clique_id: string;
  code: string;
  created_by: string;
  created_at: string;
  expires_at: string | null;
  max_uses: number | null;
  uses: number;
}

const columns = `invite_id, clique_id, code, created_by, ${iso('created_at')} AS created_at,
  CASE WHEN expires_at IS NULL THEN NULL ELSE ${iso('expires_at')} END AS expires_at, max_uses, uses`;

/** Stores an invite link. */
export async function insertInvite(
  db: Queryable,
  invite: {
    inviteId: string;
    cliqueId: string;
    code: string;
    createdBy: string;
    maxUses: number | null;
    hours: number | null;
  },
): Promise<InviteRow> {
  const { rows } = await db.query<InviteRow>(
    `INSERT INTO clique_invites (invite_id, clique_id, code, created_by, max_uses, expires_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::int IS NULL THEN NULL ELSE now() + make_interval(hours => $6::int) END)
     RETURNING ${columns}`,
    [invite.inviteId, invite.cliqueId, invite.code, invite.createdBy, invite.maxUses, invite.hours],
  );
  return rows[0] as InviteRow;
}

/** A clique's invite links still usable, newest first (at most 100). */
export async function listInvites(db: Queryable, cliqueId: string): Promise<InviteRow[]> {
  const { rows } = await db.query<InviteRow>(
    `SELECT ${columns} FROM clique_invites WHERE clique_id = $1
       AND (expires_at IS NULL OR expires_at > now()) AND (max_uses IS NULL OR uses < max_uses)
     ORDER BY created_at DESC LIMIT 100`,
    [cliqueId],
  );
  return rows;
}

/** Deletes one of a clique's invite links; false when it has no such link. */
export async function deleteInvite(db: Queryable, cliqueId: string, inviteId: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM clique_invites WHERE clique_id = $1 AND invite_id = $2 RETURNING 1', [
    cliqueId,
    inviteId,
  ]);
  return rows.length > 0;
}

/** A usable invite link by its code (not expired, uses left); `lock` holds it for counting a use. */
export async function findUsableInvite(db: Queryable, code: string, lock = false): Promise<InviteRow | null> {
  const { rows } = await db.query<InviteRow>(
    `SELECT ${columns} FROM clique_invites WHERE code = $1
       AND (expires_at IS NULL OR expires_at > now()) AND (max_uses IS NULL OR uses < max_uses) ${lock ? 'FOR UPDATE' : ''}`,
    [code],
  );
  return rows[0] ?? null;
}

/** Counts one use of an invite link. */
export async function countInviteUse(db: Queryable, inviteId: string): Promise<void> {
  await db.query('UPDATE clique_invites SET uses = uses + 1 WHERE invite_id = $1', [inviteId]);
}

/** Whether the person made this invite link. */
export async function isInviteCreator(db: Queryable, inviteId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM clique_invites WHERE invite_id = $1 AND created_by = $2', [
    inviteId,
    userId,
  ]);
  return rows.length > 0;
}
