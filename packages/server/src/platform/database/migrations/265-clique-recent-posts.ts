import type { Migration } from '.';

/**
 * The directory's `active` order ranked cliques by counting the week's posts of every clique that
 * posted in it, on each request (p99 0.3 s at 100,000 cliques in docs/BENCHMARKS.md), and every
 * read of a clique's standing, including the permission check of each write, counted the clique's
 * week too. `recent_posts` holds the count as the `cliques.activity` job last made it (once a
 * minute); `cliques_directory_active` reads the `active` order from it a page at a time, as the
 * other orders are read. The count a person sees stays exact, made for the cliques shown.
 */
export const cliqueRecentPosts: Migration = {
  id: '265-clique-recent-posts',
  sql: `
ALTER TABLE cliques ADD COLUMN recent_posts integer NOT NULL DEFAULT 0;
UPDATE cliques c SET recent_posts = w.n
FROM (SELECT clique_id, count(*)::int AS n FROM posts
      WHERE clique_id IS NOT NULL AND status = 'published' AND created_at > now() - interval '7 days'
      GROUP BY clique_id) w
WHERE c.clique_id = w.clique_id;
CREATE INDEX cliques_directory_active ON cliques (recent_posts DESC, clique_id DESC) WHERE visibility <> 'secret';
`,
};
