import type { Migration } from '.';

/**
 * The directory's `members` and `new` orders (docs/API.md "Cliques as communities") break ties by
 * the newest clique id first: their indexes (migration 260) held the ids ascending, so no page could
 * be read from them and every listing sorted all the cliques. These hold the page's own order.
 * `posts_clique_week`: the `active` order counts each clique's published posts of the last 7 days;
 * this index gives the week's clique posts without reading them clique by clique.
 */
export const cliqueDirectoryIndex: Migration = {
  id: '263-clique-directory-index',
  sql: `
DROP INDEX cliques_directory_new;
DROP INDEX cliques_directory_members;
CREATE INDEX cliques_directory_new ON cliques (created_at DESC, clique_id DESC) WHERE visibility <> 'secret';
CREATE INDEX cliques_directory_members ON cliques (member_count DESC, clique_id DESC) WHERE visibility <> 'secret';
CREATE INDEX posts_clique_week ON posts (created_at DESC) INCLUDE (clique_id) WHERE clique_id IS NOT NULL AND status = 'published';
`,
};
