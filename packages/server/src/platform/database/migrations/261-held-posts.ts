import type { Migration } from '.';

/**
 * Held posts (docs/API.md "Cliques as communities", docs/DECISIONS.md "Held posts"): a member's
 * post into a clique whose posting policy is `approval` is stored with `posts.status = 'pending'`
 * (migration 260) until a moderator answers it. What keeps it out of sight:
 * - the read predicates (`inReach`, `visibleTo`) admit `published` posts only, and a held post has
 *   no hashtag or mention rows (the index-only lists read those) until it is approved;
 * - feed heads gain a post when it is published: at its insert, or when it turns from pending to
 *   published (the trigger below), never while it is held;
 * - the clique lists read the clique's published posts from an index that holds nothing else.
 * `notifications.post_outcome` says what became of a held post (`approved`, `declined`), for
 * `clique_post_answered`; answered as the notification's `outcome` (its own column, so that the
 * report outcomes' check stays theirs to change).
 */
export const heldPosts: Migration = {
  id: '261-held-posts',
  sql: `
CREATE FUNCTION feed_heads_add(post_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(feed_heads_lock_key());
  IF cardinality(post_ids) = 0 OR NOT EXISTS (SELECT 1 FROM feed_heads) THEN RETURN; END IF;
  INSERT INTO feed_head_items (reader_id, at, id, post_id)
  SELECT h.reader_id, p.created_at, p.post_id, p.post_id
  FROM posts p
  CROSS JOIN LATERAL (
    SELECT p.author_id AS reader_id WHERE p.clique_id IS NULL
    UNION SELECT CASE WHEN f.sender_id = p.author_id THEN f.recipient_id ELSE f.sender_id END
      FROM friendships f
      WHERE p.clique_id IS NULL AND f.status = 'accepted' AND (f.sender_id = p.author_id OR f.recipient_id = p.author_id)
    UNION SELECT fo.follower_id FROM follows fo WHERE p.audience = 'public' AND fo.followed_id = p.author_id
    UNION SELECT m.user_id FROM clique_members m WHERE m.clique_id = p.clique_id
  ) r
  JOIN feed_heads h ON h.reader_id = r.reader_id AND h.built_at > now() - interval '1 day'
  WHERE p.post_id = ANY (post_ids) AND p.status = 'published' AND NOT safety_hides(r.reader_id, p.author_id)
  ON CONFLICT DO NOTHING;
END $$;

CREATE OR REPLACE FUNCTION feed_heads_add_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_heads_add(ARRAY(SELECT post_id FROM new_posts WHERE status = 'published'));
  RETURN NULL;
END $$;

-- Only the change from pending to published runs it: every other update of posts (counters) skips it.
CREATE FUNCTION feed_heads_add_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_heads_add(ARRAY[NEW.post_id]);
  RETURN NULL;
END $$;
CREATE TRIGGER posts_published_feed_heads AFTER UPDATE OF status ON posts
  FOR EACH ROW WHEN (OLD.status = 'pending' AND NEW.status = 'published')
  EXECUTE FUNCTION feed_heads_add_published();

CREATE INDEX posts_clique_published_recent ON posts (clique_id, created_at DESC, post_id DESC) INCLUDE (author_id)
  WHERE clique_id IS NOT NULL AND status = 'published';
DROP INDEX posts_clique_recent_authored;

ALTER TABLE notifications ADD COLUMN post_outcome text CHECK (post_outcome IN ('approved', 'declined'));
`,
};
