import type { Migration } from '.';

/**
 * Feed heads: the newest part of each active reader's `all` feed, kept as rows of its own so that
 * feed page 1 is one index range instead of a merge over every friend, followed person and clique
 * (bench/feed.ts). The server builds a reader's head on their first page-1 read (the newest
 * items down to a floor; the rest of the feed still comes from the merge). A head lives a day: after
 * that writes no longer reach it, the reader's next first page builds it again, and builds sweep
 * away heads nobody came back for.
 *
 * The triggers below keep every head exact, whatever the write path (cascades included):
 * - a new post or share is added to the heads of the readers whose `all` feed shows it;
 * - a change to whom a reader sees (a follow, an accepted friendship, a clique membership) drops
 *   that reader's head, rebuilt at their next read;
 * - a deleted post or share leaves every head with it (foreign keys).
 * Each trigger holds a shared advisory lock until its transaction ends; a build takes the lock
 * exclusively after registering its head and before reading the feed, so no write can fall between
 * what the build reads and what the triggers add.
 */
export const feedHeads: Migration = {
  id: '050-feed-heads',
  sql: `
CREATE TABLE feed_heads (
  reader_id uuid PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  ready boolean NOT NULL DEFAULT false,
  floor_at timestamptz,
  floor_id uuid,
  built_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE feed_head_items (
  reader_id uuid NOT NULL REFERENCES feed_heads (reader_id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  id uuid NOT NULL,
  post_id uuid NOT NULL REFERENCES posts (post_id) ON DELETE CASCADE,
  share_id uuid REFERENCES shares (share_id) ON DELETE CASCADE,
  sharer_id uuid,
  PRIMARY KEY (reader_id, at, id)
);
CREATE INDEX feed_heads_built ON feed_heads (built_at);
CREATE INDEX feed_head_items_post ON feed_head_items (post_id);
CREATE INDEX feed_head_items_share ON feed_head_items (share_id) WHERE share_id IS NOT NULL;

CREATE FUNCTION feed_heads_lock_key() RETURNS bigint IMMUTABLE LANGUAGE sql AS 'SELECT 50050';

CREATE FUNCTION feed_heads_add_posts() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER posts_feed_heads AFTER INSERT ON posts REFERENCING NEW TABLE AS new_posts
  FOR EACH STATEMENT EXECUTE FUNCTION feed_heads_add_posts();

CREATE FUNCTION feed_heads_add_shares() RETURNS trigger LANGUAGE plpgsql AS $$
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
  WHERE s.clique_id IS NULL OR EXISTS (SELECT 1 FROM clique_members m WHERE m.clique_id = s.clique_id AND m.user_id = r.reader_id)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER shares_feed_heads AFTER INSERT ON shares REFERENCING NEW TABLE AS new_shares
  FOR EACH STATEMENT EXECUTE FUNCTION feed_heads_add_shares();

CREATE FUNCTION feed_heads_drop(reader_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(feed_heads_lock_key());
  DELETE FROM feed_heads WHERE reader_id = ANY (reader_ids);
END $$;

-- The reader whose head a row's change drops is in the column named by the trigger's argument.
CREATE FUNCTION feed_heads_reader_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_heads_drop(ARRAY[(to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0])::uuid]);
  RETURN NULL;
END $$;
CREATE TRIGGER follows_feed_heads AFTER INSERT OR DELETE ON follows
  FOR EACH ROW EXECUTE FUNCTION feed_heads_reader_changed('follower_id');
CREATE TRIGGER clique_members_feed_heads AFTER INSERT OR DELETE ON clique_members
  FOR EACH ROW EXECUTE FUNCTION feed_heads_reader_changed('user_id');

CREATE FUNCTION feed_heads_friendships_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'accepted' THEN
    PERFORM feed_heads_drop(ARRAY[OLD.sender_id, OLD.recipient_id]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'accepted' THEN
    PERFORM feed_heads_drop(ARRAY[NEW.sender_id, NEW.recipient_id]);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER friendships_feed_heads AFTER INSERT OR UPDATE OR DELETE ON friendships
  FOR EACH ROW EXECUTE FUNCTION feed_heads_friendships_changed();

`,
};
