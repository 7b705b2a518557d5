import type { Migration } from '.';

/**
 * Events: a gathering a post may carry (docs/API.md "Events"). An event goes with its post, an RSVP
 * with its person (erasure) by foreign key. The counts live on the event row and are moved only by
 * the RSVP service while it holds that row's lock, so they are exactly the rows. `seq` orders the
 * waitlist (first come, first moved up). A reminder is sent once: its row in `event_reminders` is
 * inserted by the sender in the transaction of the notifications, keyed by the start it was for (an
 * event moved to another time is reminded again). A calendar feed's secret is kept only as a hash.
 */
export const events: Migration = {
  id: '279-events',
  sql: `
CREATE TABLE events (
  event_id uuid PRIMARY KEY,
  post_id uuid NOT NULL UNIQUE REFERENCES posts (post_id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  time_zone text NOT NULL,
  location text,
  online_url text,
  capacity integer CHECK (capacity BETWEEN 1 AND 100000),
  cover_image text,
  recurrence text,
  last_ends_at timestamptz NOT NULL,
  going_count integer NOT NULL DEFAULT 0 CHECK (going_count >= 0),
  maybe_count integer NOT NULL DEFAULT 0 CHECK (maybe_count >= 0),
  waitlisted_count integer NOT NULL DEFAULT 0 CHECK (waitlisted_count >= 0),
  cancelled_at timestamptz,
  CHECK (ends_at > starts_at)
);
CREATE INDEX events_upcoming ON events (starts_at, event_id);
CREATE INDEX events_last_end ON events (last_ends_at);
-- Counts, edits and a cancel change the post on the first feed pages holding it (migrations 150, 220).
CREATE TRIGGER events_feed_pages AFTER UPDATE ON events
  FOR EACH ROW EXECUTE FUNCTION feed_pages_post_part_changed();

CREATE SEQUENCE event_rsvps_seq;
CREATE TABLE event_rsvps (
  event_id uuid NOT NULL REFERENCES events (event_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('going', 'maybe', 'not_going', 'waitlisted')),
  seq bigint NOT NULL DEFAULT nextval('event_rsvps_seq'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX event_rsvps_by_status ON event_rsvps (event_id, status, seq);
CREATE INDEX event_rsvps_user ON event_rsvps (user_id, status);

-- An erased person's RSVP leaves the counts with it.
CREATE FUNCTION event_rsvps_uncounted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET
    going_count = going_count - (OLD.status = 'going')::int,
    maybe_count = maybe_count - (OLD.status = 'maybe')::int,
    waitlisted_count = waitlisted_count - (OLD.status = 'waitlisted')::int
  WHERE event_id = OLD.event_id;
  RETURN NULL;
END $$;
CREATE TRIGGER event_rsvps_uncount AFTER DELETE ON event_rsvps
  FOR EACH ROW EXECUTE FUNCTION event_rsvps_uncounted();

CREATE TABLE event_reminders (
  event_id uuid NOT NULL REFERENCES events (event_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('24h', '1h')),
  starts_at timestamptz NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, kind, starts_at)
);

CREATE TABLE calendar_tokens (
  user_id uuid PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
};
