import type { Migration } from '.';

/**
 * Measured at a million posts (bench/feed.ts):
 * - Shares copy the shared post's clique, so the feed's share branch checks visibility on the share
 *   row and reads each person's newest shares in index order with a LIMIT, instead of joining every
 *   share of every person to its post (46 ms of a 68 ms first page).
 * - Trending reads the public counts from a short-lived cache and adds the reader's clique posts
 *   exactly: these two indexes find the reader's clique hashtags, and whether their authors already
 *   count through a public post.
 */
export const postsSharesTrending: Migration = {
  id: '022-posts-shares-trending',
  sql: `
ALTER TABLE shares ADD COLUMN clique_id uuid;
UPDATE shares s SET clique_id = p.clique_id FROM posts p WHERE p.post_id = s.post_id AND p.clique_id IS NOT NULL;
CREATE INDEX post_hashtags_clique_recent ON post_hashtags (clique_id, created_at) INCLUDE (tag, author_id) WHERE clique_id IS NOT NULL;
CREATE INDEX post_hashtags_public_tag_author ON post_hashtags (tag, author_id, created_at) WHERE clique_id IS NULL;
`,
};
