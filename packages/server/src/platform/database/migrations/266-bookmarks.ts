import type { Migration } from '.';

/**
 * Bookmarks: the posts a person keeps for later, private to them (docs/API.md "Bookmarks"). A row
 * goes with its person (erasure) and with its post (deletion) by foreign key. `bookmarks_newest`
 * gives the list newest bookmark first by keyset; `bookmarks_post` serves the cascade from a post.
 * A bookmark shows on its post in the bookmarker's own first feed page (`bookmarkedByMe`), so it
 * moves the version of that one reader's page (migration 150), taking the feed heads' lock as the
 * other version triggers do (migration 220).
 */
export const bookmarks: Migration = {
  id: '266-bookmarks',
  sql: `
CREATE TABLE bookmarks (
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  post_id uuid NOT NULL REFERENCES posts (post_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, post_id)
);
CREATE INDEX bookmarks_newest ON bookmarks (user_id, created_at DESC, post_id DESC);
CREATE INDEX bookmarks_post ON bookmarks (post_id);

CREATE FUNCTION feed_pages_bookmark_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(feed_heads_lock_key());
  PERFORM feed_pages_changed(ARRAY[CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END]);
  RETURN NULL;
END $$;
CREATE TRIGGER bookmarks_feed_pages AFTER INSERT OR DELETE ON bookmarks
  FOR EACH ROW EXECUTE FUNCTION feed_pages_bookmark_changed();
`,
};
