import type { Migration } from '.';

/**
 * Quote posts (docs/API.md "Quotes"): a post may quote another (`quoted_post_id`, kept when the
 * quoted post goes: the quote then shows as unavailable); the quoted post's author may detach it
 * (`quote_detached_at`); each post has a quote policy (`anyone`, `followers`, `nobody`; `nobody` for
 * friends-only and clique posts, which no one may quote outside their audience anyway) and counts
 * the quotes of it that stand (attached), kept by the triggers below whatever the write path.
 * A change to a quoted post that its quotes show (text, warning, audience, status) or its deletion
 * moves the feed pages' versions of the heads that hold a quote of it (as migration 150 does for the
 * post itself), so no kept first page shows a quote that is out of date.
 */
export const quotes: Migration = {
  id: '272-quotes',
  sql: `
ALTER TABLE posts
  ADD COLUMN quoted_post_id uuid,
  ADD COLUMN quote_detached_at timestamptz,
  ADD COLUMN quote_policy text NOT NULL DEFAULT 'anyone' CHECK (quote_policy IN ('anyone', 'followers', 'nobody')),
  ADD COLUMN quotes_count integer NOT NULL DEFAULT 0;
UPDATE posts SET quote_policy = 'nobody' WHERE audience <> 'public';

CREATE INDEX posts_quotes ON posts (quoted_post_id, created_at DESC, post_id DESC)
  WHERE quoted_post_id IS NOT NULL;

-- TG_ARGV[0]: +1 (a quote made) or -1 (a quote deleted or detached), on the post it quotes.
CREATE FUNCTION quotes_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET quotes_count = GREATEST(quotes_count + TG_ARGV[0]::int, 0)
  WHERE post_id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.quoted_post_id ELSE NEW.quoted_post_id END);
  RETURN NULL;
END $$;
CREATE TRIGGER posts_quote_added AFTER INSERT ON posts
  FOR EACH ROW WHEN (NEW.quoted_post_id IS NOT NULL AND NEW.quote_detached_at IS NULL)
  EXECUTE FUNCTION quotes_counted('1');
CREATE TRIGGER posts_quote_set AFTER UPDATE OF quoted_post_id ON posts
  FOR EACH ROW WHEN (OLD.quoted_post_id IS NULL AND NEW.quoted_post_id IS NOT NULL AND NEW.quote_detached_at IS NULL)
  EXECUTE FUNCTION quotes_counted('1');
CREATE TRIGGER posts_quote_removed AFTER DELETE ON posts
  FOR EACH ROW WHEN (OLD.quoted_post_id IS NOT NULL AND OLD.quote_detached_at IS NULL)
  EXECUTE FUNCTION quotes_counted('-1');
CREATE TRIGGER posts_quote_detached AFTER UPDATE OF quote_detached_at ON posts
  FOR EACH ROW WHEN (OLD.quote_detached_at IS NULL AND NEW.quote_detached_at IS NOT NULL AND NEW.quoted_post_id IS NOT NULL)
  EXECUTE FUNCTION quotes_counted('-1');

CREATE FUNCTION feed_pages_quoted_post_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_pages_changed(ARRAY(
    SELECT DISTINCT i.reader_id FROM posts q JOIN feed_head_items i ON i.post_id = q.post_id
    WHERE q.quoted_post_id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.post_id ELSE NEW.post_id END)));
  RETURN NULL;
END $$;
CREATE TRIGGER posts_quoted_feed_pages AFTER UPDATE OF content, content_warning, sensitive, audience, status ON posts
  FOR EACH ROW WHEN (OLD.content IS DISTINCT FROM NEW.content OR OLD.content_warning IS DISTINCT FROM NEW.content_warning
    OR OLD.sensitive IS DISTINCT FROM NEW.sensitive OR OLD.audience IS DISTINCT FROM NEW.audience OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION feed_pages_quoted_post_changed();
CREATE TRIGGER posts_quoted_deleted_feed_pages AFTER DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION feed_pages_quoted_post_changed();
`,
};
