import type { Queryable } from '../../platform/database/database';

/** More words than this containing what was typed, and the directory reads its order's index instead. */
const mostWords = 50;

/**
 * The words of the clique vocabulary (migration 278) that contain the query's longest word, with
 * the empty word (cliques holding an overlong word); null when the words cannot serve the query: no
 * word of 3 to 100 characters in it, or more than `mostWords` words contain it (a fragment as short
 * or common as "the"), when reading the order's index finds the page sooner.
 */
export async function wordsContaining(db: Queryable, query: string): Promise<string[] | null> {
  const { rows } = await db.query<{ word: string }>(
    `SELECT w AS word FROM unnest(clique_words_of(lower($1))) w WHERE w <> '' ORDER BY length(w) DESC, w LIMIT 1`,
    [query],
  );
  if (!rows[0]) return null;
  // A word holds no punctuation, so none of LIKE's wildcards.
  const found = await db.query<{ words: string[] }>(
    `SELECT array(SELECT word FROM clique_vocabulary WHERE word LIKE $1 LIMIT ${mostWords + 1}) AS words`,
    [`%${rows[0].word}%`],
  );
  const words = found.rows[0].words;
  return words.length > mostWords ? null : [...words, ''];
}

/**
 * One directory page read word by word: for each of `words`, its cliques in the order's index
 * (`clique_words_<order>`), as far as the page needs, checked against `filters` on cliques `c`;
 * then the pages merged. `key`, `order` and `after` name `w`'s copy of the order's key (`order` the
 * indexed column, `key` the cursor's number made of it).
 */
export async function pageByWords(
  db: Queryable,
  page: {
    words: string[];
    filters: string;
    key: string;
    order: string;
    after: string;
    params: unknown[];
    limit: number;
  },
): Promise<{ clique_id: string; sort_key: string }[]> {
  const params = [...page.params, page.words, page.limit];
  const words = `$${params.length - 1}::text[]`;
  const limit = `$${params.length}`;
  const { rows } = await db.query<{ clique_id: string; sort_key: string }>(
    `SELECT clique_id, sort_key FROM (
       SELECT DISTINCT ON (x.clique_id) x.clique_id, x.sort_key FROM unnest(${words}) v(word)
       CROSS JOIN LATERAL (
         SELECT w.clique_id, ${page.key} AS sort_key FROM clique_words w JOIN cliques c ON c.clique_id = w.clique_id
         WHERE w.word = v.word AND ${page.filters} AND ${page.after}
         ORDER BY ${page.order} DESC, w.clique_id DESC LIMIT ${limit}) x
       ORDER BY x.clique_id) merged
     ORDER BY sort_key DESC, clique_id DESC LIMIT ${limit}`,
    params,
  );
  return rows;
}
