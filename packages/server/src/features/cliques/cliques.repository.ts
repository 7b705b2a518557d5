import type { CliqueRule, UpdateCliqueBody, UserSummary } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { summaryColumns, toUserSummary, type SummaryRow } from '../people';
import type { CliquePolicy } from './permissions';

/** A cliques row. */
export interface CliqueRow {
  clique_id: string;
  name: string;
  /** Its name on other servers; set while it is (or once was) public. */
  handle: string | null;
  description: string;
  owner_id: string;
  member_count: number;
  created_at: string;
  visibility: CliquePolicy['visibility'];
  join_policy: CliquePolicy['joinPolicy'];
  posting_policy: CliquePolicy['postingPolicy'];
  members_can_invite: boolean;
  rules: CliqueRule[];
  questions: string[];
  topics: string[];
  cover_image: string | null;
  /** Published posts of the last 7 days, as the `cliques.activity` job last counted them. */
  recent_posts: number;
}

export const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of a clique row (alias `c`). */
export const cliqueColumns = `c.clique_id, c.name, c.handle, c.description, c.owner_id, c.member_count, ${iso('c.created_at')} AS created_at,
  c.visibility, c.join_policy, c.posting_policy, c.members_can_invite, c.rules, c.questions, c.topics, c.cover_image,
  c.recent_posts`;

/** The settings the permission rules read. */
export const policyOf = (row: CliqueRow): CliquePolicy => ({
  visibility: row.visibility,
  joinPolicy: row.join_policy,
  postingPolicy: row.posting_policy,
  membersCanInvite: row.members_can_invite,
});

/** The settings columns, in order, for an insert or an update. */
const settingColumns = [
  ['name', (b: UpdateCliqueBody) => b.name],
  ['description', (b: UpdateCliqueBody) => b.description],
  ['visibility', (b: UpdateCliqueBody) => b.visibility],
  ['join_policy', (b: UpdateCliqueBody) => b.joinPolicy],
  ['posting_policy', (b: UpdateCliqueBody) => b.postingPolicy],
  ['members_can_invite', (b: UpdateCliqueBody) => b.membersCanInvite],
  ['rules', (b: UpdateCliqueBody) => (b.rules ? JSON.stringify(b.rules) : undefined)],
  ['questions', (b: UpdateCliqueBody) => (b.questions ? JSON.stringify(b.questions) : undefined)],
  ['topics', (b: UpdateCliqueBody) => b.topics],
  ['cover_image', (b: UpdateCliqueBody) => b.coverImage],
] as const;

/** Stores a clique with its owner as the first member (role owner). */
export async function insertClique(
  db: Queryable,
  clique: { cliqueId: string; ownerId: string; settings: UpdateCliqueBody },
): Promise<void> {
  const given = settingColumns.filter(([, value]) => value(clique.settings) !== undefined);
  const values = given.map(([, value]) => value(clique.settings));
  await db.query(
    `INSERT INTO cliques (clique_id, owner_id, member_count${given.map(([c]) => `, ${c}`).join('')})
     VALUES ($1, $2, 1${given.map((_, i) => `, $${i + 3}`).join('')})`,
    [clique.cliqueId, clique.ownerId, ...values],
  );
  await db.query("INSERT INTO clique_members (clique_id, user_id, role) VALUES ($1, $2, 'owner')", [
    clique.cliqueId,
    clique.ownerId,
  ]);
}

/** Changes the given settings. */
export async function updateClique(db: Queryable, cliqueId: string, settings: UpdateCliqueBody): Promise<void> {
  const given = settingColumns.filter(([, value]) => value(settings) !== undefined);
  if (given.length === 0) return;
  await db.query(`UPDATE cliques SET ${given.map(([c], i) => `${c} = $${i + 2}`).join(', ')} WHERE clique_id = $1`, [
    cliqueId,
    ...given.map(([, value]) => value(settings)),
  ]);
}

/** Cliques by id, in the order given. */
export async function findCliques(db: Queryable, cliqueIds: string[]): Promise<CliqueRow[]> {
  if (cliqueIds.length === 0) return [];
  const { rows } = await db.query<CliqueRow>(
    `SELECT ${cliqueColumns} FROM cliques c WHERE c.clique_id = ANY($1::uuid[])`,
    [cliqueIds],
  );
  const byId = new Map(rows.map((r) => [r.clique_id, r]));
  return cliqueIds.flatMap((id) => byId.get(id) ?? []);
}

/** The cliques a user belongs to, newest first. */
export async function listUserCliques(db: Queryable, userId: string): Promise<CliqueRow[]> {
  const { rows } = await db.query<CliqueRow>(
    `SELECT ${cliqueColumns} FROM clique_members m JOIN cliques c ON c.clique_id = m.clique_id
     WHERE m.user_id = $1 ORDER BY c.created_at DESC, c.clique_id`,
    [userId],
  );
  return rows;
}

/**
 * Per clique, up to `faces` members (the owner and admins first, then by joining) and its owner
 * and admins (at most 20). One query.
 */
export async function listFaces(
  db: Queryable,
  cliqueIds: string[],
  faces: number,
): Promise<Map<string, { faces: UserSummary[]; admins: UserSummary[] }>> {
  const result = new Map(cliqueIds.map((id) => [id, { faces: [] as UserSummary[], admins: [] as UserSummary[] }]));
  if (cliqueIds.length === 0) return result;
  const { rows } = await db.query<SummaryRow & { clique_id: string; role: string }>(
    `SELECT x.clique_id, x.role, ${summaryColumns('u')}
     FROM unnest($1::uuid[]) AS q(clique_id)
     CROSS JOIN LATERAL (
       (SELECT m.clique_id, m.user_id, m.role, m.joined_at FROM clique_members m
        WHERE m.clique_id = q.clique_id AND m.role IN ('owner', 'admin') ORDER BY m.joined_at, m.user_id LIMIT 20)
       UNION
       (SELECT m.clique_id, m.user_id, m.role, m.joined_at FROM clique_members m
        WHERE m.clique_id = q.clique_id ORDER BY m.joined_at, m.user_id LIMIT $2)
     ) x JOIN users u ON u.user_id = x.user_id
     ORDER BY x.clique_id, (x.role IN ('owner', 'admin')) DESC, x.role = 'owner' DESC, x.joined_at, u.user_id`,
    [cliqueIds, faces],
  );
  for (const row of rows) {
    const entry = result.get(row.clique_id);
    if (!entry) continue;
    const person = toUserSummary(row);
    if (row.role === 'owner' || row.role === 'admin') entry.admins.push(person);
    if (entry.faces.length < faces) entry.faces.push(person);
  }
  return result;
}

/**
 * Deletes a clique; memberships and its posts (with their likes, comments and shares) go with it by
 * cascade. Before that, the posts' authors are uncounted and notifications about the posts removed.
 */
export async function deleteClique(db: Queryable, cliqueId: string): Promise<void> {
  await db.query(
    `UPDATE users u SET posts_count = GREATEST(u.posts_count - c.n, 0)
     FROM (SELECT author_id, count(*)::int AS n FROM posts WHERE clique_id = $1 AND status = 'published' GROUP BY author_id) c
     WHERE u.user_id = c.author_id`,
    [cliqueId],
  );
  await db.query('DELETE FROM notifications WHERE post_id IN (SELECT post_id FROM posts WHERE clique_id = $1)', [
    cliqueId,
  ]);
  await db.query('DELETE FROM cliques WHERE clique_id = $1', [cliqueId]);
}
