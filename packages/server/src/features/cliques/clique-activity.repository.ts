import type { Queryable } from '../../platform/database/database';

/** A clique's published posts of the last 7 days, the activity the directory ranks by. */
const weekPosts = `SELECT clique_id, count(*)::int AS n FROM posts
  WHERE clique_id IS NOT NULL AND status = 'published' AND created_at > now() - interval '7 days'
  GROUP BY clique_id`;

/**
 * Counts every clique's posts of the last 7 days into `recent_posts` (the `active` order's key),
 * writing only the cliques whose count changed: those that posted this week and those that had.
 */
export async function countRecentPosts(db: Queryable): Promise<void> {
  await db.query(
    `WITH week AS MATERIALIZED (${weekPosts})
     UPDATE cliques c SET recent_posts = COALESCE(w.n, 0)
     FROM (SELECT clique_id FROM week UNION SELECT clique_id FROM cliques WHERE recent_posts > 0) changed
     LEFT JOIN week w ON w.clique_id = changed.clique_id
     WHERE c.clique_id = changed.clique_id AND c.recent_posts <> COALESCE(w.n, 0)`,
  );
}
