import type { Migration } from '.';

/**
 * Polls: a question a post may carry (docs/API.md "Polls"). A poll goes with its post, an option with
 * its poll and a vote with its voter (erasure) by foreign key. Each option keeps its count, moved by
 * a trigger on every vote row written or removed — a vote, a change, a withdrawal, a voter's erasure
 * — so the count is exactly the rows, under any concurrency (the row lock of the counter orders the
 * increments). A count that moves changes the poll's post on the first feed pages holding it, so the
 * option carries its post and takes the feed page versions' trigger of a post's parts (migrations 150
 * and 220). `close_told` records that the close was told, so the close job tells it once.
 */
export const polls: Migration = {
  id: '276-polls',
  sql: `
CREATE TABLE polls (
  poll_id uuid PRIMARY KEY,
  post_id uuid NOT NULL UNIQUE REFERENCES posts (post_id) ON DELETE CASCADE,
  multiple boolean NOT NULL,
  hide_results boolean NOT NULL,
  closes_at timestamptz NOT NULL,
  close_told boolean NOT NULL DEFAULT false
);
CREATE TABLE poll_options (
  option_id uuid PRIMARY KEY,
  poll_id uuid NOT NULL REFERENCES polls (poll_id) ON DELETE CASCADE,
  post_id uuid NOT NULL,
  position smallint NOT NULL,
  text text NOT NULL,
  votes integer NOT NULL DEFAULT 0 CHECK (votes >= 0),
  UNIQUE (poll_id, position)
);
CREATE TABLE poll_votes (
  poll_id uuid NOT NULL REFERENCES polls (poll_id) ON DELETE CASCADE,
  option_id uuid NOT NULL REFERENCES poll_options (option_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (poll_id, user_id, option_id)
);
CREATE INDEX poll_votes_user ON poll_votes (user_id);
CREATE INDEX poll_votes_option ON poll_votes (option_id);

CREATE FUNCTION poll_votes_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE poll_options SET votes = votes + 1 WHERE option_id = NEW.option_id;
  ELSE
    UPDATE poll_options SET votes = votes - 1 WHERE option_id = OLD.option_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER poll_votes_count AFTER INSERT OR DELETE ON poll_votes
  FOR EACH ROW EXECUTE FUNCTION poll_votes_counted();
CREATE TRIGGER poll_options_feed_pages AFTER UPDATE OF votes ON poll_options
  FOR EACH ROW EXECUTE FUNCTION feed_pages_post_part_changed();
`,
};
