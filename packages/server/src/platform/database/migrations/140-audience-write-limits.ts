import type { Migration } from '.';

/**
 * Who may see a post, and write limits (docs/API.md, "Safety").
 * - `posts.audience`: public, friends (the author and their accepted friends) or clique (exactly
 *   the posts with a clique). The feed's partial index of non-clique posts carries it, so the feed
 *   still reads each person's posts from the index alone and checks a friendship only for the
 *   friends-only ones.
 * - `post_hashtags.friends_of` and `mentions.friends_of`: the author of a friends-only post (NULL
 *   otherwise), copied like the clique, so hashtag, mention and trending lists filter visibility
 *   from their indexes, which now include it.
 * - Feed heads stay exact: a friends-only post is added to the heads of its author and their
 *   friends, not of followers (the trigger of 120-blocks-mutes with that one change); an ended
 *   friendship already drops both heads.
 * - `write_counts`: one row per person, kind of write and fixed window; a limited write is one
 *   upsert. Old windows are removed by the `write-counts.prune` job.
 */
export const audienceWriteLimits: Migration = {
  id: '140-audience-write-limits',
  sql: `
ALTER TABLE posts ADD COLUMN audience text NOT NULL DEFAULT 'public';
UPDATE posts SET audience = 'clique' WHERE clique_id IS NOT NULL;
ALTER TABLE posts ADD CONSTRAINT posts_audience
  CHECK (CASE WHEN clique_id IS NULL THEN audience IN ('public', 'friends') ELSE audience = 'clique' END);
DROP INDEX posts_author_public_recent;
CREATE INDEX posts_author_public_recent ON posts (author_id, created_at DESC, post_id DESC) INCLUDE (audience) WHERE clique_id IS NULL;

ALTER TABLE post_hashtags ADD COLUMN friends_of uuid;
ALTER TABLE mentions ADD COLUMN friends_of uuid;
DROP INDEX post_hashtags_tag_recent_authored;
CREATE INDEX post_hashtags_tag_recent_authored ON post_hashtags (tag, created_at DESC, post_id DESC) INCLUDE (clique_id, author_id, friends_of);
DROP INDEX post_hashtags_recent;
CREATE INDEX post_hashtags_recent ON post_hashtags (created_at) INCLUDE (tag, author_id, clique_id, friends_of);
DROP INDEX post_hashtags_public_tag_author;
CREATE INDEX post_hashtags_public_tag_author ON post_hashtags (tag, author_id, created_at) WHERE clique_id IS NULL AND friends_of IS NULL;
DROP INDEX mentions_user_recent_authored;
CREATE INDEX mentions_user_recent_authored ON mentions (user_id, created_at DESC, post_id DESC) INCLUDE (clique_id, author_id, friends_of);

CREATE OR REPLACE FUNCTION feed_heads_add_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(feed_heads_lock_key());
  IF NOT EXISTS (SELECT 1 FROM feed_heads) THEN RETURN NULL; END IF;
  INSERT INTO feed_head_items (reader_id, at, id, post_id)
  SELECT h.reader_id, p.created_at, p.post_id, p.post_id
  FROM new_posts p
  CROSS JOIN LATERAL (
    SELECT p.author_id AS reader_id WHERE p.clique_id IS NULL
    UNION SELECT CASE WHEN f.sender_id = p.author_id THEN f.recipient_id ELSE f.sender_id END
      FROM friendships f
      WHERE p.clique_id IS NULL AND f.status = 'accepted' AND (f.sender_id = p.author_id OR f.recipient_id = p.author_id)
    UNION SELECT fo.follower_id FROM follows fo WHERE p.audience = 'public' AND fo.followed_id = p.author_id
    UNION SELECT m.user_id FROM clique_members m WHERE m.clique_id = p.clique_id
  ) r
  JOIN feed_heads h ON h.reader_id = r.reader_id AND h.built_at > now() - interval '1 day'
  WHERE NOT safety_hides(r.reader_id, p.author_id)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TABLE write_counts (
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  kind text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (user_id, kind, window_start)
);
CREATE INDEX write_counts_window ON write_counts (window_start);
`,
};
