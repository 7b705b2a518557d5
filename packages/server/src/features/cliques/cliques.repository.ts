import type { Clique, UserSummary } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { summaryColumns, toUserSummary, type SummaryRow } from '../people';

/** A cliques row. */
export interface CliqueRow {
  clique_id: string;
  name: string;
  description: string;
  owner_id: string;
  member_count: number;
  created_at: string;
}

const columns = `c.clique_id, c.name, c.description, c.owner_id, c.member_count,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** Builds the API shape from a row and its members. */
export function toClique(row: CliqueRow, members: UserSummary[]): Clique {
  return {
    cliqueId: row.clique_id,
    name: row.name,
    description: row.description,
    ownerId: row.owner_id,
    members,
    memberCount: row.member_count,
    createdAt: row.created_at,
  };
}

/** Stores a clique with its owner as the first member. */
export async function insertClique(
  db: Queryable,
  clique: { cliqueId: string; name: string; description: string; ownerId: string },
): Promise<CliqueRow> {
  const { rows } = await db.query<CliqueRow>(
    `INSERT INTO cliques AS c (clique_id, name, description, owner_id, member_count) VALUES ($1, $2, $3, $4, 1) RETURNING ${columns}`,
    [clique.cliqueId, clique.name, clique.description, clique.ownerId],
  );
  await db.query('INSERT INTO clique_members (clique_id, user_id) VALUES ($1, $2)', [clique.cliqueId, clique.ownerId]);
  return rows[0] as CliqueRow;
}

/** A clique, with `is_member` for the given user; `lock` holds the row for the rest of the transaction. */
export async function findClique(
  db: Queryable,
  cliqueId: string,
  userId: string,
  lock = false,
): Promise<(CliqueRow & { is_member: boolean }) | null> {
  const { rows } = await db.query<CliqueRow & { is_member: boolean }>(
    `SELECT ${columns}, EXISTS (SELECT 1 FROM clique_members m WHERE m.clique_id = c.clique_id AND m.user_id = $2) AS is_member
     FROM cliques c WHERE c.clique_id = $1 ${lock ? 'FOR UPDATE OF c' : ''}`,
    [cliqueId, userId],
  );
  return rows[0] ?? null;
}

/** The cliques a user belongs to, newest first. */
export async function listUserCliques(db: Queryable, userId: string): Promise<CliqueRow[]> {
  const { rows } = await db.query<CliqueRow>(
    `SELECT ${columns} FROM clique_members m JOIN cliques c ON c.clique_id = m.clique_id
     WHERE m.user_id = $1 ORDER BY c.created_at DESC, c.clique_id`,
    [userId],
  );
  return rows;
}

/** Members of each clique, in the order they joined. One query. */
export async function listMembers(db: Queryable, cliqueIds: string[]): Promise<Map<string, UserSummary[]>> {
  const members = new Map<string, UserSummary[]>(cliqueIds.map((id) => [id, []]));
  if (cliqueIds.length === 0) return members;
  const { rows } = await db.query<SummaryRow & { clique_id: string }>(
    `SELECT m.clique_id, ${summaryColumns('u')} FROM clique_members m JOIN users u ON u.user_id = m.user_id
     WHERE m.clique_id = ANY($1::uuid[]) ORDER BY m.joined_at, u.user_id`,
    [cliqueIds],
  );
  for (const row of rows) members.get(row.clique_id)?.push(toUserSummary(row));
  return members;
}

/** Adds a member and counts them; false when they already were one. */
export async function addMember(db: Queryable, cliqueId: string, userId: string): Promise<boolean> {
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
  return true;
}

/** Changes a clique's name and/or description. */
export async function updateClique(
  db: Queryable,
  cliqueId: string,
  changes: { name?: string; description?: string },
): Promise<CliqueRow> {
  const { rows } = await db.query<CliqueRow>(
    `UPDATE cliques AS c SET name = COALESCE($2, c.name), description = COALESCE($3, c.description) WHERE c.clique_id = $1 RETURNING ${columns}`,
    [cliqueId, changes.name ?? null, changes.description ?? null],
  );
  return rows[0] as CliqueRow;
}

/**
 * Deletes a clique; memberships and its posts (with their likes, comments and shares) go with it by
 * cascade. Before that, the posts' authors are uncounted and notifications about the posts removed.
 */
export async function deleteClique(db: Queryable, cliqueId: string): Promise<void> {
  await db.query(
    `UPDATE users u SET posts_count = GREATEST(u.posts_count - c.n, 0)
     FROM (SELECT author_id, count(*)::int AS n FROM posts WHERE clique_id = $1 GROUP BY author_id) c
     WHERE u.user_id = c.author_id`,
    [cliqueId],
  );
  await db.query('DELETE FROM notifications WHERE post_id IN (SELECT post_id FROM posts WHERE clique_id = $1)', [
    cliqueId,
  ]);
  await db.query('DELETE FROM cliques WHERE clique_id = $1', [cliqueId]);
}
