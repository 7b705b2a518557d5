import type { CliqueRole } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import type { Cursor } from '../../platform/input/page-token';
import { isSelfOrFriend } from '../audience';

/** Whether a user is a member of a clique. */
export async function isCliqueMember(db: Queryable, cliqueId: string, userId: string): Promise<boolean> {
  return (await roleIn(db, cliqueId, userId)) !== null;
}

/** A member's role, or null for a non-member. */
export async function roleIn(db: Queryable, cliqueId: string, userId: string): Promise<CliqueRole | null> {
  const { rows } = await db.query<{ role: CliqueRole }>(
    'SELECT role FROM clique_members WHERE clique_id = $1 AND user_id = $2',
    [cliqueId, userId],
  );
  return rows[0]?.role ?? null;
}

/** Adds a member (their request and invitation are used up) and counts them; false when they already were one. */
export async function addMember(db: Queryable, cliqueId: string, userId: string): Promise<boolean> {
  await clearPending(db, cliqueId, userId);
  const { rows } = await db.query(
    'INSERT INTO clique_members (clique_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
    [cliqueId, userId],
  );
  if (rows.length === 0) return false;
  await db.query('UPDATE cliques SET member_count = member_count + 1 WHERE clique_id = $1', [cliqueId]);
  return true;
}

/** Removes a member and uncounts them; false when they were not one. */
export async function removeMember(db: Queryable, cliqueId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM clique_members WHERE clique_id = $1 AND user_id = $2 RETURNING 1', [
    cliqueId,
    userId,
  ]);
  if (rows.length === 0) return false;
  await db.query('UPDATE cliques SET member_count = member_count - 1 WHERE clique_id = $1', [cliqueId]);
  await db.query('DELETE FROM clique_pins WHERE clique_id = $1 AND pinned_by = $2', [cliqueId, userId]);
  return true;
}

/** Sets a member's role; false when it already was that role. */
export async function setRole(db: Queryable, cliqueId: string, userId: string, role: CliqueRole): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE clique_members SET role = $3 WHERE clique_id = $1 AND user_id = $2 AND role <> $3 RETURNING 1',
    [cliqueId, userId, role],
  );
  return rows.length > 0;
}

/** Mutes a member until a time (null lifts the mute). */
export async function setMute(db: Queryable, cliqueId: string, userId: string, hours: number | null): Promise<void> {
  await db.query(
    `UPDATE clique_members SET muted_until = CASE WHEN $3::int IS NULL THEN NULL ELSE now() + make_interval(hours => $3::int) END
     WHERE clique_id = $1 AND user_id = $2`,
    [cliqueId, userId, hours],
  );
}

/** Drops a person's join request and invitation to a clique. */
export async function clearPending(db: Queryable, cliqueId: string, userId: string): Promise<void> {
  await db.query('DELETE FROM clique_join_requests WHERE clique_id = $1 AND user_id = $2', [cliqueId, userId]);
  await db.query('DELETE FROM clique_invitations WHERE clique_id = $1 AND user_id = $2', [cliqueId, userId]);
}

/** Records a join request with its answers (a repeat keeps the first). */
export async function insertRequest(db: Queryable, cliqueId: string, userId: string, answers: string[]): Promise<void> {
  await db.query(
    'INSERT INTO clique_join_requests (clique_id, user_id, answers) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [cliqueId, userId, JSON.stringify(answers)],
  );
}

/** Removes a join request; false when there was none. */
export async function deleteRequest(db: Queryable, cliqueId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM clique_join_requests WHERE clique_id = $1 AND user_id = $2 RETURNING 1',
    [cliqueId, userId],
  );
  return rows.length > 0;
}

/** Records an invitation of a person (a repeat keeps the first). */
export async function insertInvitation(
  db: Queryable,
  cliqueId: string,
  userId: string,
  invitedBy: string,
): Promise<void> {
  await db.query(
    'INSERT INTO clique_invitations (clique_id, user_id, invited_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [cliqueId, userId, invitedBy],
  );
}

/** Removes an invitation; false when there was none. */
export async function deleteInvitation(db: Queryable, cliqueId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM clique_invitations WHERE clique_id = $1 AND user_id = $2 RETURNING 1', [
    cliqueId,
    userId,
  ]);
  return rows.length > 0;
}

/** The invitations waiting for a user, newest first (at most 100). */
export async function invitationsFor(db: Queryable, userId: string) {
  const { rows } = await db.query<{ clique_id: string; invited_by: string; invited_at: string }>(
    `SELECT clique_id, invited_by, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS invited_at
     FROM clique_invitations WHERE user_id = $1 ORDER BY created_at DESC LIMIT 100`,
    [userId],
  );
  return rows;
}

/** Bans a person (removing them first is the caller's); a repeat updates the reason and the end. */
export async function upsertBan(
  db: Queryable,
  ban: { cliqueId: string; userId: string; bannedBy: string; reason: string | null; hours: number | null },
): Promise<void> {
  await clearPending(db, ban.cliqueId, ban.userId);
  await db.query(
    `INSERT INTO clique_bans (clique_id, user_id, banned_by, reason, until)
     VALUES ($1, $2, $3, $4, CASE WHEN $5::int IS NULL THEN NULL ELSE now() + make_interval(hours => $5::int) END)
     ON CONFLICT (clique_id, user_id) DO UPDATE SET banned_by = EXCLUDED.banned_by, reason = EXCLUDED.reason,
       until = EXCLUDED.until, created_at = now()`,
    [ban.cliqueId, ban.userId, ban.bannedBy, ban.reason, ban.hours],
  );
}

/** Lifts a ban; false when there was none. */
export async function deleteBan(db: Queryable, cliqueId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM clique_bans WHERE clique_id = $1 AND user_id = $2 RETURNING 1', [
    cliqueId,
    userId,
  ]);
  return rows.length > 0;
}

/** SQL keyset condition: rows after `cursor` in (time, user) order, ascending; `params` gets the values. */
export function afterCursor(time: string, id: string, cursor: Cursor | undefined, params: unknown[]): string {
  if (!cursor) return 'true';
  params.push(cursor.at, cursor.id);
  return `(${time}, ${id}) > ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
}

/** The owner, admins and moderators of a clique (at most 50), who hear of requests and pending posts. */
export async function staffOf(db: Queryable, cliqueId: string): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>(
    "SELECT user_id FROM clique_members WHERE clique_id = $1 AND role IN ('owner', 'admin', 'moderator') LIMIT 50",
    [cliqueId],
  );
  return rows.map((r) => r.user_id);
}

/** Drops every join request of a clique (it became secret). */
export async function dropRequests(db: Queryable, cliqueId: string): Promise<void> {
  await db.query('DELETE FROM clique_join_requests WHERE clique_id = $1', [cliqueId]);
}

/** Whether a ban of the person is in force. */
export async function isBanned(db: Queryable, cliqueId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM clique_bans WHERE clique_id = $1 AND user_id = $2 AND (until IS NULL OR until > now())',
    [cliqueId, userId],
  );
  return rows.length > 0;
}

/** Whether the person lets friends add them to cliques directly (settings.cliques.friendsCanAdd) and is the adder's friend. */
export async function addsDirectly(db: Queryable, userId: string, adderId: string): Promise<boolean> {
  const { rows } = await db.query<{ yes: boolean }>(
    `SELECT (u.settings -> 'cliques' -> 'friendsCanAdd') = 'true'::jsonb AND ${isSelfOrFriend('u.user_id', '$2::uuid')} AS yes
     FROM users u WHERE u.user_id = $1`,
    [userId, adderId],
  );
  return rows[0]?.yes === true;
}

/** Makes `userId` the owner in the cliques row (their membership role is set apart). */
export async function setOwner(db: Queryable, cliqueId: string, userId: string): Promise<void> {
  await db.query('UPDATE cliques SET owner_id = $2 WHERE clique_id = $1', [cliqueId, userId]);
}
