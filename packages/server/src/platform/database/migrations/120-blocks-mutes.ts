import type { Migration } from '.';

/**
 * Blocks and mutes (docs/API.md "Safety"). A block works both ways, so every check reads
 * user_blocks by either key: the primary key finds the blocker's rows, user_blocks_blocked the
 * blocked person's. A list hides "the people hidden from the viewer" (blocked either way, or muted
 * by them), a handful of ids read once per query and probed by hash, so every list stays on its
 * own index:
 * - shares copy the shared post's author (filled by a trigger, whatever the write path), and the
 *   feed's covering index carries it, so the share branch stays an index-only scan;
 * - a clique's newest posts, a tag's and a person's mentions carry their author in the index that
 *   lists them (mentions copy it as post_hashtags already did).
 * Feed heads stay exact: a new post or share skips the heads of readers who hide its author (or
 * the sharer), and a block or mute drops the heads of the readers it changes.
 */
export const blocksMutes: Migration = {
  id: '120-blocks-mutes',
  sql: `
CREATE TABLE user_blocks (
  blocker_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  blocked_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX user_blocks_blocked ON user_blocks (blocked_id, blocker_id);
CREATE INDEX user_blocks_recent ON user_blocks (blocker_id, created_at DESC, blocked_id DESC);

CREATE TABLE user_mutes (
  muter_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  muted_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (muter_id, muted_id),
  CHECK (muter_id <> muted_id)
);
CREATE INDEX user_mutes_recent ON user_mutes (muter_id, created_at DESC, muted_id DESC);

-- Whether a reader hides another person from their lists: blocked either way, or muted by the reader.
CREATE FUNCTION safety_hides(reader uuid, other uuid) RETURNS boolean STABLE LANGUAGE sql AS $$
  SELECT EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = reader AND blocked_id = other)
      OR EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = other AND blocked_id = reader)
      OR EXISTS (SELECT 1 FROM user_mutes WHERE muter_id = reader AND muted_id = other)
$$;

ALTER TABLE shares ADD COLUMN post_author_id uuid;
UPDATE shares s SET post_author_id = p.author_id FROM posts p WHERE p.post_id = s.post_id;
CREATE FUNCTION shares_copy_post_author() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.post_author_id := (SELECT author_id FROM posts WHERE post_id = NEW.post_id);
  RETURN NEW;
END $$;
CREATE TRIGGER shares_post_author BEFORE INSERT ON shares FOR EACH ROW EXECUTE FUNCTION shares_copy_post_author();
ALTER TABLE shares ALTER COLUMN post_author_id SET NOT NULL;
CREATE INDEX shares_user_recent_authored ON shares (user_id, created_at DESC, share_id DESC) INCLUDE (post_id, clique_id, post_author_id);
DROP INDEX shares_user_recent_covering;

ALTER TABLE mentions ADD COLUMN author_id uuid;
UPDATE mentions mn SET author_id = p.author_id FROM posts p WHERE p.post_id = mn.post_id;
ALTER TABLE mentions ALTER COLUMN author_id SET NOT NULL;
CREATE INDEX mentions_user_recent_authored ON mentions (user_id, created_at DESC, post_id DESC) INCLUDE (clique_id, author_id);
DROP INDEX mentions_user_recent;
CREATE INDEX post_hashtags_tag_recent_authored ON post_hashtags (tag, created_at DESC, post_id DESC) INCLUDE (clique_id, author_id);
DROP INDEX post_hashtags_tag_recent;

CREATE INDEX posts_clique_recent_authored ON posts (clique_id, created_at DESC, post_id DESC) INCLUDE (author_id) WHERE clique_id IS NOT NULL;
DROP INDEX posts_clique_recent;

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
    UNION SELECT fo.follower_id FROM follows fo WHERE p.clique_id IS NULL AND fo.followed_id = p.author_id
    UNION SELECT m.user_id FROM clique_members m WHERE m.clique_id = p.clique_id
  ) r
  JOIN feed_heads h ON h.reader_id = r.reader_id AND h.built_at > now() - interval '1 day'
  WHERE NOT safety_hides(r.reader_id, p.author_id)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION feed_heads_add_shares() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(feed_heads_lock_key());
  IF NOT EXISTS (SELECT 1 FROM feed_heads) THEN RETURN NULL; END IF;
  INSERT INTO feed_head_items (reader_id, at, id, post_id, share_id, sharer_id)
  SELECT h.reader_id, s.created_at, s.share_id, s.post_id, s.share_id, s.user_id
  FROM new_shares s
  CROSS JOIN LATERAL (
    SELECT s.user_id AS reader_id
    UNION SELECT CASE WHEN f.sender_id = s.user_id THEN f.recipient_id ELSE f.sender_id END
      FROM friendships f WHERE f.status = 'accepted' AND (f.sender_id = s.user_id OR f.recipient_id = s.user_id)
    UNION SELECT fo.follower_id FROM follows fo WHERE fo.followed_id = s.user_id
  ) r
  JOIN feed_heads h ON h.reader_id = r.reader_id AND h.built_at > now() - interval '1 day'
  WHERE (s.clique_id IS NULL OR EXISTS (SELECT 1 FROM clique_members m WHERE m.clique_id = s.clique_id AND m.user_id = r.reader_id))
    AND NOT safety_hides(r.reader_id, s.post_author_id) AND NOT safety_hides(r.reader_id, s.user_id)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE FUNCTION feed_heads_pair_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  PERFORM feed_heads_drop(ARRAY[(row_data ->> TG_ARGV[0])::uuid, (row_data ->> TG_ARGV[1])::uuid]);
  RETURN NULL;
END $$;
CREATE TRIGGER user_blocks_feed_heads AFTER INSERT OR DELETE ON user_blocks
  FOR EACH ROW EXECUTE FUNCTION feed_heads_pair_changed('blocker_id', 'blocked_id');
CREATE TRIGGER user_mutes_feed_heads AFTER INSERT OR DELETE ON user_mutes
  FOR EACH ROW EXECUTE FUNCTION feed_heads_reader_changed('muter_id');
`,
};
