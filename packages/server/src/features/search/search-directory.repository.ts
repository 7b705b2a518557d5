import type { Queryable } from '../../platform/database/database';
import { hiddenFrom } from '../audience';
import { directoryShows, likeAnywhere } from '../cliques';
import { summaryColumns, type SummaryRow } from '../people';
import { normaliseHashtag } from '../posts';
import type { HashtagMatch, Matches, SearchWindow } from './search-engine';
import type { ParsedQuery } from './search-query';
import { excludedQuery, madeQuery, Params, termWords } from './search-terms.repository';

/** Escapes LIKE's wildcards: the text matches literally, at the start. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The page's rows and where the next page starts, from `limit + 1` rows. */
function paged<R, T>(rows: R[], window: SearchWindow, item: (row: R) => T, position: (row: R) => unknown): Matches<T> {
  const shown = rows.slice(0, window.limit);
  const last = shown.at(-1);
  return { items: shown.map(item), next: rows.length > window.limit && last ? position(last) : null };
}

export type PersonRow = SummaryRow & { bio: string; rank: string };

/**
 * People whose username starts with the first word, or whose username, display name and bio hold
 * every word as a prefix (as they are typed); never anyone hidden from the viewer (blocked either
 * way, or muted) or suspended. Best first (a username that starts with the word first), keyset paged.
 */
export async function searchPeople(
  db: Queryable,
  viewerId: string,
  query: ParsedQuery,
  window: SearchWindow,
): Promise<Matches<PersonRow>> {
  const words = termWords(query);
  if (words.length === 0) return { items: [], next: null };
  const params = new Params(viewerId);
  const prefix = `${params.add(await madeQuery(db, 'search_prefix($1)', [words.join(' ')]))}::tsquery`;
  const username = params.add(likePrefix(words[0]!));
  const rank = `(ts_rank(u.search_vector, ${prefix}) + CASE WHEN lower(u.username) LIKE ${username} ESCAPE '\\' THEN 1 ELSE 0 END)::real`;
  const excluded = excludedQuery(query, params);
  const after = window.after as { r: string; id: string } | null;
  const { rows } = await db.query<PersonRow>(
    `SELECT * FROM (
       SELECT ${summaryColumns('u')}, u.bio, ${rank} AS rank_value, ${rank}::text AS rank FROM users u
       WHERE (u.search_vector @@ ${prefix} OR lower(u.username) LIKE ${username} ESCAPE '\\')
         AND u.user_id NOT IN (${hiddenFrom('$1::uuid')})
         AND (u.suspended_until IS NULL OR u.suspended_until <= now())
         ${excluded ? `AND NOT u.search_vector @@ ${excluded}` : ''}
     ) x
     ${after ? `WHERE (x.rank_value, x.user_id) < (${params.add(after.r)}::real, ${params.add(after.id)}::uuid)` : ''}
     ORDER BY x.rank_value DESC, x.user_id DESC LIMIT ${params.add(window.limit + 1)}`,
    params.values,
  );
  return paged(
    rows,
    window,
    (row) => row,
    (row) => ({ r: row.rank, id: row.user_id }),
  );
}

export type CliqueRow = { clique_id: string; name: string; description: string; member_count: number };

/**
 * Cliques whose name or description holds every word (the directory's trigram index) or that
 * carry it as a topic: those the directory may show the viewer (its own rule), and the viewer's
 * own secret cliques. Largest first, keyset paged.
 */
export async function searchCliques(
  db: Queryable,
  viewerId: string,
  query: ParsedQuery,
  window: SearchWindow,
): Promise<Matches<CliqueRow>> {
  const words = termWords(query);
  if (words.length === 0) return { items: [], next: null };
  const params = new Params(viewerId);
  const matches = words.map(
    (word) =>
      `(c.search_text LIKE ${params.add(likeAnywhere(word))} ESCAPE '\\' OR c.topics @> ARRAY[${params.add(word.toLowerCase())}]::text[])`,
  );
  for (const term of query.excluded)
    matches.push(`c.search_text NOT LIKE ${params.add(likeAnywhere(term.text))} ESCAPE '\\'`);
  const match = matches.join(' AND ');
  const after = window.after as { n: number; id: string } | null;
  const { rows } = await db.query<CliqueRow>(
    `SELECT * FROM (
       SELECT c.clique_id, c.name, c.description, c.member_count FROM cliques c WHERE ${directoryShows('c', '$1::uuid')} AND ${match}
       UNION SELECT c.clique_id, c.name, c.description, c.member_count FROM cliques c
         WHERE c.visibility = 'secret' AND c.clique_id IN (SELECT clique_id FROM clique_members WHERE user_id = $1) AND ${match}
     ) x
     ${after ? `WHERE (x.member_count, x.clique_id) < (${params.add(after.n)}::int, ${params.add(after.id)}::uuid)` : ''}
     ORDER BY x.member_count DESC, x.clique_id DESC LIMIT ${params.add(window.limit + 1)}`,
    params.values,
  );
  return paged(
    rows,
    window,
    (row) => row,
    (row) => ({ n: row.member_count, id: row.clique_id }),
  );
}

/**
 * Hashtags that start with the query's first tag or word, counted over the posts anyone may read
 * (public, outside cliques): most used first, keyset paged.
 */
export async function searchHashtags(
  db: Queryable,
  query: ParsedQuery,
  window: SearchWindow,
): Promise<Matches<HashtagMatch>> {
  const typed = query.tags[0] ?? normaliseHashtag(termWords(query)[0] ?? '');
  if (!typed) return { items: [], next: null };
  const params = new Params(likePrefix(typed));
  const after = window.after as { n: number; tag: string } | null;
  const { rows } = await db.query<{ tag: string; n: number }>(
    `SELECT tag, count(*)::int AS n FROM post_hashtags
     WHERE clique_id IS NULL AND friends_of IS NULL AND tag LIKE $1 ESCAPE '\\'
     GROUP BY tag
     ${after ? `HAVING (count(*)::int, tag) < (${params.add(after.n)}::int, ${params.add(after.tag)}::text)` : ''}
     ORDER BY n DESC, tag DESC LIMIT ${params.add(window.limit + 1)}`,
    params.values,
  );
  return paged(
    rows,
    window,
    (row) => ({ hashtag: row.tag, postCount: row.n }),
    (row) => ({ n: row.n, tag: row.tag }),
  );
}
