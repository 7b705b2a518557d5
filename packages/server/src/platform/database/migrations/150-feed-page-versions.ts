import type { Migration } from '.';

/**
 * Feed page versions: each feed head carries a version that changes whenever anything its reader's
 * first page shows may have changed, so a server may keep the page it assembled and answer with it
 * again as long as the version read at the start of the request is the one it was assembled under
 * (services/feed-page-cache.ts). The version lives in the database, so every instance sees a write
 * made through any other at its next read; nothing has to be told across instances.
 *
 * The triggers below move the version of every head that holds an affected item, whatever the
 * write path (cascades included):
 * - an item added to or removed from a head (a new post or share, a deleted post, share, clique or
 *   account, an extended head);
 * - a change to a post it holds (edit, audience, a like, a comment, a share, their withdrawals:
 *   every counter lives on the post row), its media or its mentions;
 * - a change to the name or picture of someone a head shows: as an author, a sharer or a mention.
 * What changes whom a reader sees (a follow, a friendship, a clique membership, a block, a mute)
 * already drops the head; its rebuilt row takes a fresh version from the sequence. Rows are locked
 * in reader order before they move, so writes that touch the same heads at once cannot deadlock.
 */
export const feedPageVersions: Migration = {
  id: '150-feed-page-versions',
  sql: `
CREATE SEQUENCE feed_page_versions;
ALTER TABLE feed_heads ADD COLUMN version bigint NOT NULL DEFAULT nextval('feed_page_versions');

CREATE FUNCTION feed_pages_changed(reader_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF reader_ids IS NULL OR cardinality(reader_ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM feed_heads WHERE reader_id = ANY (reader_ids) ORDER BY reader_id FOR NO KEY UPDATE;
  UPDATE feed_heads SET version = nextval('feed_page_versions') WHERE reader_id = ANY (reader_ids);
END $$;

CREATE FUNCTION feed_pages_items_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_pages_changed(ARRAY(SELECT DISTINCT reader_id FROM added_items));
  RETURN NULL;
END $$;
CREATE TRIGGER feed_head_items_added AFTER INSERT ON feed_head_items REFERENCING NEW TABLE AS added_items
  FOR EACH STATEMENT EXECUTE FUNCTION feed_pages_items_added();

CREATE FUNCTION feed_pages_items_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_pages_changed(ARRAY(SELECT DISTINCT reader_id FROM removed_items));
  RETURN NULL;
END $$;
CREATE TRIGGER feed_head_items_removed AFTER DELETE ON feed_head_items REFERENCING OLD TABLE AS removed_items
  FOR EACH STATEMENT EXECUTE FUNCTION feed_pages_items_removed();

CREATE FUNCTION feed_pages_posts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_pages_changed(ARRAY(
    SELECT DISTINCT i.reader_id FROM updated_posts p JOIN feed_head_items i ON i.post_id = p.post_id));
  RETURN NULL;
END $$;
CREATE TRIGGER posts_feed_pages AFTER UPDATE ON posts REFERENCING NEW TABLE AS updated_posts
  FOR EACH STATEMENT EXECUTE FUNCTION feed_pages_posts_updated();

-- A row of post_media or mentions changed: the heads holding its post.
CREATE FUNCTION feed_pages_post_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_pages_changed(ARRAY(
    SELECT DISTINCT reader_id FROM feed_head_items
    WHERE post_id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.post_id ELSE NEW.post_id END)));
  RETURN NULL;
END $$;
CREATE TRIGGER post_media_feed_pages AFTER INSERT OR UPDATE OR DELETE ON post_media
  FOR EACH ROW EXECUTE FUNCTION feed_pages_post_part_changed();
CREATE TRIGGER mentions_feed_pages AFTER INSERT OR UPDATE OR DELETE ON mentions
  FOR EACH ROW EXECUTE FUNCTION feed_pages_post_part_changed();

CREATE FUNCTION feed_pages_user_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_pages_changed(ARRAY(
    SELECT i.reader_id FROM posts p JOIN feed_head_items i ON i.post_id = p.post_id WHERE p.author_id = NEW.user_id
    UNION SELECT i.reader_id FROM shares s JOIN feed_head_items i ON i.share_id = s.share_id WHERE s.user_id = NEW.user_id
    UNION SELECT i.reader_id FROM mentions m JOIN feed_head_items i ON i.post_id = m.post_id WHERE m.user_id = NEW.user_id));
  RETURN NULL;
END $$;
CREATE TRIGGER users_feed_pages AFTER UPDATE OF username, display_name, profile_picture ON users
  FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.display_name IS DISTINCT FROM NEW.display_name
    OR OLD.profile_picture IS DISTINCT FROM NEW.profile_picture)
  EXECUTE FUNCTION feed_pages_user_renamed();
`,
};
