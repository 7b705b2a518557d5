import type { CliqueDirectoryQuery, CliqueRole } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import type { Cursor } from '../../platform/input/page-token';
import { blockedBetween } from '../audience';
import { summaryColumns, type SummaryRow } from '../people';
import { afterCursor } from './clique-membership.repository';
import { cliqueColumns, iso, type CliqueRow } from './cliques.repository';

/** A time with microseconds, for cursors (a cursor that lost them would skip or repeat rows). */
const micros = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Escapes LIKE's wildcards so a query matches literally, anywhere in the text. */
const likeAnywhere = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type MemberRow = SummaryRow & {
  role: CliqueRole;
  joined_at: string;
  muted_until: string | null;
  cursor_at: string;
};

/** One page of a clique's members in the order they joined, by role and name prefix; `limit + 1` rows tell if more follow. */
export async function pageMembers(
  db: Queryable,
  cliqueId: string,
  filter: { role?: CliqueRole; query?: string; after?: Cursor; limit: number },
): Promise<MemberRow[]> {
  const params: unknown[] = [cliqueId, filter.role ?? null, filter.query ? likeAnywhere(filter.query) : null];
  const after = afterCursor('m.joined_at', 'm.user_id', filter.after, params);
  params.push(filter.limit + 1);
  const { rows } = await db.query<MemberRow>(
    `SELECT ${summaryColumns('u')}, m.role, ${iso('m.joined_at')} AS joined_at, ${micros('m.joined_at')} AS cursor_at,
       CASE WHEN m.muted_until > now() THEN ${iso('m.muted_until')} END AS muted_until
     FROM clique_members m JOIN users u ON u.user_id = m.user_id
     WHERE m.clique_id = $1 AND ($2::text IS NULL OR m.role = $2)
       AND ($3::text IS NULL OR lower(u.username) LIKE $3 ESCAPE '\\' OR lower(u.display_name) LIKE $3 ESCAPE '\\')
       AND ${after}
     ORDER BY m.joined_at, m.user_id LIMIT $${params.length}`,
    params,
  );
  return rows;
}

export type RequestRow = SummaryRow & { answers: string[]; requested_at: string; cursor_at: string };

/** One page of a clique's join requests, oldest first. */
export async function pageRequests(db: Queryable, cliqueId: string, after: Cursor | undefined, limit: number) {
  const params: unknown[] = [cliqueId];
  const where = afterCursor('r.created_at', 'r.user_id', after, params);
  params.push(limit + 1);
  const { rows } = await db.query<RequestRow>(
    `SELECT ${summaryColumns('u')}, r.answers, ${iso('r.created_at')} AS requested_at, ${micros('r.created_at')} AS cursor_at
     FROM clique_join_requests r JOIN users u ON u.user_id = r.user_id
     WHERE r.clique_id = $1 AND ${where} ORDER BY r.created_at, r.user_id LIMIT $${params.length}`,
    params,
  );
  return rows;
}

export type BanRow = {
  user_id: string;
  banned_by: string | null;
  reason: string | null;
  created_at: string;
  until: string | null;
  cursor_at: string;
};

/** One page of a clique's bans in force, oldest first. */
export async function pageBans(db: Queryable, cliqueId: string, after: Cursor | undefined, limit: number) {
  const params: unknown[] = [cliqueId];
  const where = afterCursor('b.created_at', 'b.user_id', after, params);
  params.push(limit + 1);
  const { rows } = await db.query<BanRow>(
    `SELECT b.user_id, b.banned_by, b.reason, ${iso('b.created_at')} AS created_at, ${micros('b.created_at')} AS cursor_at,
       CASE WHEN b.until IS NULL THEN NULL ELSE ${iso('b.until')} END AS until
     FROM clique_bans b WHERE b.clique_id = $1 AND (b.until IS NULL OR b.until > now()) AND ${where}
     ORDER BY b.created_at, b.user_id LIMIT $${params.length}`,
    params,
  );
  return rows;
}

/** Where a directory page continues: the last clique's sort key and id. */
export interface DirectoryCursor {
  key: number;
  id: string;
}

/** The directory's filters on cliques `c` ($1 the viewer, $2 the LIKE pattern or null, $3 the topic or null). */
const directoryFilters = `c.visibility <> 'secret'
  AND ($2::text IS NULL OR lower(c.name) LIKE $2 ESCAPE '\\' OR lower(c.description) LIKE $2 ESCAPE '\\')
  AND ($3::text IS NULL OR $3 = ANY(c.topics))
  AND NOT EXISTS (SELECT 1 FROM clique_bans b WHERE b.clique_id = c.clique_id AND b.user_id = $1
    AND (b.until IS NULL OR b.until > now()))
  AND NOT ${blockedBetween('$1::uuid', 'c.owner_id')}`;

/** Each order's key (what a cursor holds), over a plain column that an index of migration 263 keeps in order. */
const sortKeys: Record<'members' | 'new', { key: string; order: string }> = {
  members: { key: 'c.member_count', order: 'c.member_count' },
  new: { key: '(extract(epoch FROM c.created_at) * 1000000)::bigint', order: 'c.created_at' },
};

/**
 * The page's cliques and sort keys for the `active` order (published posts of the last 7 days,
 * counted at query time): the cliques that posted this week, by their counts, then the others by
 * id. Both read only what the page needs: the week's posts (their index), and the cliques by id
 * until the page is full, never every clique.
 */
const activePage = (where: (key: string) => string, limit: string) => `
  WITH week AS MATERIALIZED (
    SELECT clique_id, count(*) AS n FROM posts
    WHERE clique_id IS NOT NULL AND status = 'published' AND created_at > now() - interval '7 days'
    GROUP BY clique_id
  )
  SELECT * FROM (
    (SELECT c.clique_id, w.n AS sort_key FROM week w
     -- One clique by its key per active clique (LIMIT keeps the join from reading every clique).
     CROSS JOIN LATERAL (SELECT * FROM cliques c WHERE c.clique_id = w.clique_id LIMIT 1) c
     WHERE ${directoryFilters} AND ${where('w.n')} ORDER BY w.n DESC, c.clique_id DESC LIMIT ${limit})
    UNION ALL
    (SELECT c.clique_id, 0 FROM cliques c
     WHERE ${directoryFilters} AND ${where('0')} AND c.clique_id NOT IN (SELECT clique_id FROM week)
     ORDER BY c.clique_id DESC LIMIT ${limit})
  ) p ORDER BY sort_key DESC, clique_id DESC LIMIT ${limit}`;

/** The page's cliques and sort keys for the `members` and `new` orders. */
const orderedPage = (sort: 'members' | 'new', where: (key: string) => string, limit: string) => `
  SELECT c.clique_id, ${sortKeys[sort].key} AS sort_key FROM cliques c
  WHERE ${directoryFilters} AND ${where(sortKeys[sort].key)}
  ORDER BY ${sortKeys[sort].order} DESC, c.clique_id DESC LIMIT ${limit}`;

/**
 * One page of the directory: public and private cliques (never secret), by name or description
 * and topic, without those that banned the viewer or whose owner is blocked with them either way.
 * The page's cliques are chosen first; only they are read in full.
 */
export async function pageDirectory(
  db: Queryable,
  viewerId: string,
  query: CliqueDirectoryQuery,
  after: DirectoryCursor | undefined,
): Promise<(CliqueRow & { sort_key: string })[]> {
  const params: unknown[] = [viewerId, query.query ? likeAnywhere(query.query) : null, query.topic ?? null];
  let where = (_key: string) => 'true';
  if (after) {
    params.push(after.key, after.id);
    const [key, id] = [params.length - 1, params.length];
    where = (sortKey) => `(${sortKey}, c.clique_id) < ($${key}::bigint, $${id}::uuid)`;
  }
  params.push(query.limit + 1);
  const limit = `$${params.length}`;
  const page = query.sort === 'active' ? activePage(where, limit) : orderedPage(query.sort, where, limit);
  const { rows } = await db.query<CliqueRow & { sort_key: string }>(
    `WITH page AS (${page})
     SELECT ${cliqueColumns}, d.sort_key FROM page d JOIN cliques c ON c.clique_id = d.clique_id
     ORDER BY d.sort_key DESC, d.clique_id DESC`,
    params,
  );
  return rows;
}
