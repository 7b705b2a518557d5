import type { Queryable } from '../../platform/database/database';
import { quietedServerAccounts } from '../audience';

const since = (param: string) => `now() - make_interval(secs => ${param})`;

/**
 * Distinct authors per hashtag among public posts (not in a clique, not for friends only) of the
 * last `seconds`; accounts of blocked or limited servers do not count.
 */
export async function publicHashtagAuthors(db: Queryable, seconds: number): Promise<Map<string, number>> {
  const { rows } = await db.query<{ tag: string; n: number }>(
    `SELECT tag, count(DISTINCT author_id)::int AS n FROM post_hashtags WHERE created_at >= ${since('$1')} AND clique_id IS NULL AND friends_of IS NULL
       AND author_id NOT IN (${quietedServerAccounts}) GROUP BY tag`,
    [seconds],
  );
  return new Map(rows.map((r) => [r.tag, r.n]));
}

/** The (hashtag, author) pairs of posts in the user's cliques in the last `seconds`. */
export async function cliqueHashtagAuthors(
  db: Queryable,
  userId: string,
  seconds: number,
): Promise<{ tag: string; authorId: string }[]> {
  const { rows } = await db.query<{ tag: string; author_id: string }>(
    `SELECT DISTINCT h.tag, h.author_id FROM clique_members m
     JOIN post_hashtags h ON h.clique_id = m.clique_id AND h.created_at >= ${since('$2')}
     WHERE m.user_id = $1`,
    [userId, seconds],
  );
  return rows.map((r) => ({ tag: r.tag, authorId: r.author_id }));
}

/** Which of some (hashtag, author) pairs also have a public post in the last `seconds` (already counted). */
export async function pairsWithPublicPosts(
  db: Queryable,
  pairs: { tag: string; authorId: string }[],
  seconds: number,
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const { rows } = await db.query<{ tag: string; author_id: string }>(
    `SELECT x.tag, x.author_id FROM unnest($1::text[], $2::uuid[]) AS x(tag, author_id)
     WHERE EXISTS (SELECT 1 FROM post_hashtags h WHERE h.tag = x.tag AND h.author_id = x.author_id AND h.clique_id IS NULL AND h.friends_of IS NULL AND h.created_at >= ${since('$3')})`,
    [pairs.map((p) => p.tag), pairs.map((p) => p.authorId), seconds],
  );
  return new Set(rows.map((r) => `${r.tag} ${r.author_id}`));
}
