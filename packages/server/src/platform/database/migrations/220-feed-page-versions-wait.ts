import type { Migration } from '.';

/**
 * Feed page versions wait for a head being stored. A change to a post, its media or mentions, or a
 * person's name or picture moves the version of the heads whose items show it; a head being built
 * has no items until its first store commits, so a change whose trigger looked before that commit,
 * and committed after the head's first page was read and kept, would have moved no version: the
 * kept page would have shown the post as it was before. These triggers now take the feed heads'
 * lock (shared) before they look, and a new head's first store takes it exclusively
 * (repositories/feed-heads.ts): either the change commits before the head is stored (its first
 * page is assembled after it), or its trigger looks after the store and finds the items.
 */
export const feedPageVersionsWait: Migration = {
  id: '220-feed-page-versions-wait',
  sql: `
CREATE OR REPLACE FUNCTION feed_pages_posts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(feed_heads_lock_key());
  PERFORM feed_pages_changed(ARRAY(
    SELECT DISTINCT i.reader_id FROM updated_posts p JOIN feed_head_items i ON i.post_id = p.post_id));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION feed_pages_post_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(feed_heads_lock_key());
  PERFORM feed_pages_changed(ARRAY(
    SELECT DISTINCT reader_id FROM feed_head_items
    WHERE post_id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.post_id ELSE NEW.post_id END)));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION feed_pages_user_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(feed_heads_lock_key());
  PERFORM feed_pages_changed(ARRAY(
    SELECT i.reader_id FROM posts p JOIN feed_head_items i ON i.post_id = p.post_id WHERE p.author_id = NEW.user_id
    UNION SELECT i.reader_id FROM shares s JOIN feed_head_items i ON i.share_id = s.share_id WHERE s.user_id = NEW.user_id
    UNION SELECT i.reader_id FROM mentions m JOIN feed_head_items i ON i.post_id = m.post_id WHERE m.user_id = NEW.user_id));
  RETURN NULL;
END $$;
`,
};
