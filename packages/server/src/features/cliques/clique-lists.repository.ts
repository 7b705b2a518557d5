import type { CliqueDirectoryQuery, CliqueRole } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import type { Cursor } from '../../platform/input/page-token';
import { blockedBetween } from '../audience';
import { summaryColumns, type SummaryRow } from '../people';
import { afterCursor } from './clique-membership.repository';
import { pageByWords, wordsContaining } from './clique-words.repository';
import { iso } from './cliques.repository';

/** A time with microseconds, for cursors (a cursor that lost them would skip or repeat rows). */
const micros = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Escapes LIKE's wildcards so a query matches literally, anywhere in the text. */
export const likeAnywhere = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

/**
 * SQL: whether the directory may show the clique `alias` to the viewer (an SQL expression): public
 * or private (never secret), not one that banned the viewer, not one whose owner is blocked with
 * them either way. Search shows what the directory shows by this same rule.
 */
export const directoryShows = (alias: string, viewer: string) =>
  `(${alias}.visibility <> 'secret'
    AND NOT EXISTS (SELECT 1 FROM clique_bans b WHERE b.clique_id = ${alias}.clique_id AND b.user_id = ${viewer}
      AND (b.until IS NULL OR b.until > now()))
    AND NOT ${blockedBetween(viewer, `${alias}.owner_id`)})`;

/**
 * The directory's filters on cliques `c` ($1 the viewer), with the search word's and the topic's
 * parameters added to `params` when given: only what is asked for is in the text, so the planner can
 * take the search index for a word few cliques hold.
 */
function directoryFilters(query: CliqueDirectoryQuery, params: unknown[]): string {
  const filters = [directoryShows('c', '$1::uuid')];
  if (query.query) {
    params.push(likeAnywhere(query.query));
    filters.push(`c.search_text LIKE $${params.length} ESCAPE '\\'`);
  }
  if (query.topic) {
    params.push(query.topic);
    filters.push(`$${params.length} = ANY(c.topics)`);
  }
  return filters.join(' AND ');
}

/**
 * Each order's key (what a cursor holds), over a plain column of cliques or of their words (alias
 * `a`) that an index (migrations 263, 265, 278) keeps in order.
 */
const sortKeys = (sort: CliqueDirectoryQuery['sort'], a: string): { key: string; order: string } =>
  ({
    // Published posts of the last 7 days, as the `cliques.activity` job last counted them.
    active: { key: `${a}.recent_posts`, order: `${a}.recent_posts` },
    members: { key: `${a}.member_count`, order: `${a}.member_count` },
    new: { key: `(extract(epoch FROM ${a}.created_at) * 1000000)::bigint`, order: `${a}.created_at` },
  })[sort];

/**
 * One page of the directory: public and private cliques (never secret), by name or description
 * and topic, without those that banned the viewer or whose owner is blocked with them either way:
 * the page's ids and sort keys. A search reads the cliques holding each word that contains the
 * query's longest word, in the order (clique_words); otherwise, or when too many words contain it,
 * the order's index of all cliques (the caller reads the cliques in full).
 */
export async function pageDirectory(
  db: Queryable,
  viewerId: string,
  query: CliqueDirectoryQuery,
  cursor: DirectoryCursor | undefined,
): Promise<{ clique_id: string; sort_key: string }[]> {
  const words = query.query ? await wordsContaining(db, query.query) : null;
  const alias = words ? 'w' : 'c';
  const params: unknown[] = [viewerId];
  const filters = directoryFilters(query, params);
  let after = 'true';
  const { key, order } = sortKeys(query.sort, alias);
  if (cursor) {
    params.push(cursor.key, cursor.id);
    after = `(${key}, ${alias}.clique_id) < ($${params.length - 1}::bigint, $${params.length}::uuid)`;
  }
  if (words) return pageByWords(db, { words, filters, key, order, after, params, limit: query.limit + 1 });
  params.push(query.limit + 1);
  const { rows } = await db.query<{ clique_id: string; sort_key: string }>(
    `SELECT c.clique_id, ${key} AS sort_key FROM cliques c
     WHERE ${filters} AND ${after}
     ORDER BY ${order} DESC, c.clique_id DESC LIMIT $${params.length}`,
    params,
  );
  return rows;
}
