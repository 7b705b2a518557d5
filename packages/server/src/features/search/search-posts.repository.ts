import type { Queryable } from '../../platform/database/database';
import { isoText } from '../../platform/database/sql';
import { hiddenFrom, visibleTo } from '../audience';
import { listItems, type EmbedUrl } from '../posts';
import type { Matches, SearchWindow } from './search-engine';
import type { ParsedQuery } from './search-query';
import { excludedQuery, madeQuery, Params, textQuery } from './search-terms.repository';

/** A matching post and its snippet's text, the matches between markers (search-snippet.ts). */
export interface MarkedPost {
  postId: string;
  matchedIn: 'post' | 'comment';
  marked: string;
}

/**
 * How many matches "most relevant first" ranks: the newest this many of each source (a post's own
 * text; its alt text, link title and comments). Ranking every match of a word in a tenth of a
 * million posts took a second; people looking for a post mostly look for a recent one
 * (docs/DECISIONS.md "Relevance among the newest matches").
 */
export const relevanceWindow = 1000;

type Row = { post_id: string; matched_in: 'post' | 'comment'; rank: string; at: string; snippet: string | null };

/** The table holding each `has:` part of a post, by its post_id. */
const partTables: Record<ParsedQuery['has'][number], string> = { media: 'post_media', poll: 'polls', event: 'events' };

/** SQL: the post's operators (`#tag`, `from:`, `in:`, `has:`, `before:`, `after:`) on posts `p`. */
function operatorFilters(query: ParsedQuery, params: Params): string[] {
  const filters: string[] = [];
  for (const tag of query.tags)
    filters.push(`EXISTS (SELECT 1 FROM post_hashtags h WHERE h.post_id = p.post_id AND h.tag = ${params.add(tag)})`);
  for (const username of query.from)
    filters.push(`p.author_id = (SELECT user_id FROM users WHERE lower(username) = ${params.add(username)})`);
  for (const cliqueId of query.in) filters.push(`p.clique_id = ${params.add(cliqueId)}::uuid`);
  for (const kind of query.has)
    filters.push(`EXISTS (SELECT 1 FROM ${partTables[kind]} x WHERE x.post_id = p.post_id)`);
  if (query.before) filters.push(`p.created_at < ${params.add(query.before.toISOString())}::timestamptz`);
  if (query.after) filters.push(`p.created_at >= ${params.add(query.after.toISOString())}::timestamptz`);
  return filters;
}

/**
 * SQL yielding `post_id` and `in_post` (one row per post): the posts matched elsewhere than in their
 * own text, each source from its own GIN index: its media's alt text or its link preview's title
 * (`in_post`), or a comment by someone not hidden from the viewer. The post's own text is a branch
 * of its own, read straight from posts, so a newest-first page of a common word can walk the posts'
 * time index instead.
 */
const elsewhere = (tsquery: string) => `SELECT post_id, bool_or(in_post) AS in_post FROM (
    SELECT m.post_id, true AS in_post FROM post_media m WHERE m.search_vector @@ ${tsquery} AND m.alt <> ''
    UNION ALL SELECT lp.post_id, true FROM link_previews l JOIN posts lp ON lp.link_url = l.url
      WHERE l.search_vector @@ ${tsquery} AND l.title IS NOT NULL
    UNION ALL SELECT c.post_id, false FROM comments c
      WHERE c.search_vector @@ ${tsquery} AND c.author_id NOT IN (SELECT user_id FROM hidden)
  ) found GROUP BY post_id`;

/**
 * SQL: the text with the matches between the snippet markers (`ts_headline` in the post's
 * language). The markers are taken out of the text first, and `<` `>` stand in as two other
 * control characters while the headline is made: its parser would drop anything shaped like a tag.
 */
const headline = (text: string, language: string, tsquery: string) =>
  `ts_headline(CASE ${language} WHEN 'es' THEN 'pg_catalog.spanish' WHEN 'ar' THEN 'pg_catalog.arabic' ELSE 'pg_catalog.english' END::regconfig,
     translate(${text}, E'<>\\x01\\x02\\x03\\x04', E'\\x03\\x04'), ${tsquery},
     'StartSel=' || E'\\x01' || ', StopSel=' || E'\\x02' || ', MaxWords=35, MinWords=15')`;

/**
 * One page of the posts that match and that the viewer may see now, by the rule every list of
 * posts reads (`visibleTo`: published, audience, clique membership, blocks on public posts) and
 * without anyone hidden from them (blocked either way, or muted) or suspended; newest first or most
 * relevant first, keyset paged. Snippets are made for the page's posts alone.
 */
export async function searchPosts(
  db: Queryable,
  viewerId: string,
  query: ParsedQuery,
  window: SearchWindow,
): Promise<Matches<MarkedPost>> {
  const words = new Params();
  const text = textQuery(query, words);
  const params = new Params(viewerId);
  const tsquery = text ? `${params.add(await madeQuery(db, text, words.values))}::tsquery` : null;
  const excluded = tsquery ? null : excludedQuery(query, params);
  const filters = [
    visibleTo('p', '$1::uuid'),
    'p.author_id NOT IN (SELECT user_id FROM hidden)',
    'NOT EXISTS (SELECT 1 FROM users su WHERE su.user_id = p.author_id AND su.suspended_until > now())',
    ...operatorFilters(query, params),
    ...(excluded ? [`NOT p.search_vector @@ ${excluded}`] : []),
  ];
  const newest = window.sort === 'newest' || !tsquery;
  // A post's rank is its own text's, whatever else matched (0 for a match elsewhere): one key per
  // post, so every branch pages by the same key and their pages merge without repeats.
  const rank = tsquery ? `ts_rank_cd(p.search_vector, ${tsquery})` : '0::real';
  const after = window.after as { at?: string; r?: string; id: string } | null;
  const order = newest ? 'created_at DESC, post_id DESC' : 'rank DESC, post_id DESC';
  const limit = params.add(window.limit + 1);
  // Each branch: its best page of visible posts; the page is the best of their pages. Newest first
  // walks the time index; most relevant first ranks the branch's newest `relevanceWindow` matches.
  const branch = (from: string, match: string, inPost: string) => {
    const where = `${match} AND ${filters.join(' AND ')}`;
    if (newest) {
      const keyset = after
        ? ` AND (p.created_at, p.post_id) < (${params.add(after.at)}::timestamptz, ${params.add(after.id)}::uuid)`
        : '';
      return `(SELECT p.post_id, p.created_at, ${inPost} AS in_post, 0::real AS rank
        FROM ${from} WHERE ${where}${keyset} ORDER BY ${order} LIMIT ${limit})`;
    }
    const keyset = after
      ? `WHERE (w.rank, w.post_id) < (${params.add(after.r)}::real, ${params.add(after.id)}::uuid)`
      : '';
    return `(SELECT w.post_id, w.created_at, w.in_post, w.rank FROM (
        SELECT p.post_id, p.created_at, ${inPost} AS in_post, ${rank} AS rank FROM ${from} WHERE ${where}
        ORDER BY p.created_at DESC, p.post_id DESC LIMIT ${relevanceWindow}) w
      ${keyset} ORDER BY ${order} LIMIT ${limit})`;
  };
  const found = tsquery
    ? `${branch('posts p', `p.search_vector @@ ${tsquery}`, 'true')} UNION ALL
       ${branch(`(${elsewhere(tsquery)}) x JOIN posts p ON p.post_id = x.post_id`, 'true', 'x.in_post')}`
    : branch('posts p', 'true', 'true');
  const merged = `SELECT post_id, created_at, bool_or(in_post) AS in_post, max(rank) AS rank FROM (${found}) found
    GROUP BY post_id, created_at ORDER BY ${order} LIMIT ${limit}`;
  const snippet = tsquery
    ? `CASE WHEN page.in_post THEN ${headline('p.content', 'p.language', tsquery)}
         ELSE (SELECT ${headline('c.content', 'NULL', tsquery)} FROM comments c
           WHERE c.post_id = page.post_id AND c.search_vector @@ ${tsquery} AND c.author_id NOT IN (SELECT user_id FROM hidden)
           ORDER BY c.created_at, c.comment_id LIMIT 1) END`
    : `left(translate(p.content, E'<>\\x01\\x02\\x03\\x04', E'\\x03\\x04'), 200)`;
  const { rows } = await db.query<Row>(
    `WITH hidden AS (${hiddenFrom('$1::uuid')})
     SELECT page.post_id, CASE WHEN page.in_post THEN 'post' ELSE 'comment' END AS matched_in, page.rank::text AS rank,
       ${isoText('page.created_at')} AS at, ${snippet} AS snippet
     FROM (${merged}) page JOIN posts p ON p.post_id = page.post_id
     ORDER BY ${newest ? 'page.created_at DESC, page.post_id DESC' : 'page.rank DESC, page.post_id DESC'}`,
    params.values,
  );
  const more = rows.length > window.limit;
  const shown = rows.slice(0, window.limit);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => ({
      postId: row.post_id,
      matchedIn: row.matched_in,
      marked: row.snippet ?? '',
    })),
    next: more && last ? (newest ? { at: last.at, id: last.post_id } : { r: last.rank, id: last.post_id }) : null,
  };
}

/** The posts (found by a search) as the feed serves them to the viewer: the post lists' own reader, which reads them by the feed's rule again. */
export function searchedPostItems(db: Queryable, viewerId: string, postIds: string[], embedUrl: EmbedUrl) {
  return listItems(
    db,
    {
      sql: `SELECT p.post_id, NULL::uuid AS sharer_id, NULL AS share_comment, p.post_id AS id, ${isoText('p.created_at')} AS at_text, NULL::int AS n
        FROM posts p WHERE p.post_id = ANY($2::uuid[])`,
      params: [viewerId, postIds],
    },
    embedUrl,
  );
}
