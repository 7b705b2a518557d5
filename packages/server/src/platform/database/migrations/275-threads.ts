import type { Migration } from '.';

/**
 * Threads (docs/API.md "Posts, comments, likes, shares"; DECISIONS.md "Threads"): replies to
 * replies. Each comment stores its depth (0 for a comment on the post, the parent's + 1 for a reply,
 * at most 50) so a page of a thread is read to a bounded depth without walking up; a comment deleted
 * while replies hang under it stays as a blank "Comment deleted" (`deleted_at` set, content emptied)
 * so the replies keep their place. Replies are read by parent, oldest first.
 */
export const threads: Migration = {
  id: '275-threads',
  sql: `
ALTER TABLE comments
  ADD COLUMN depth smallint NOT NULL DEFAULT 0 CHECK (depth BETWEEN 0 AND 50),
  ADD COLUMN deleted_at timestamptz;

WITH RECURSIVE tree AS (
  SELECT comment_id, 0 AS depth FROM comments WHERE parent_comment_id IS NULL
  UNION ALL
  SELECT c.comment_id, t.depth + 1 FROM comments c JOIN tree t ON c.parent_comment_id = t.comment_id
)
UPDATE comments c SET depth = LEAST(tree.depth, 50) FROM tree WHERE c.comment_id = tree.comment_id AND tree.depth > 0;

DROP INDEX comments_parent;
CREATE INDEX comments_parent_oldest ON comments (parent_comment_id, created_at, comment_id) WHERE parent_comment_id IS NOT NULL;
CREATE INDEX comments_post_top_oldest ON comments (post_id, created_at, comment_id) WHERE parent_comment_id IS NULL;
`,
};
