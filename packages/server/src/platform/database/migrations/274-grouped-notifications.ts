import type { Migration } from '.';

/**
 * Grouped notifications (docs/API.md "Notifications", DECISIONS "Grouped notifications"). Every
 * notification belongs to one `notification_groups` row, kept by triggers as notifications come,
 * go and are read, so the grouped page is a read of `notification_groups_user_recent` and never a
 * GROUP BY over the raw rows:
 *
 * - Likes of a post or a comment, shares and quotes of a post (a quote's target is the quoted post),
 *   and follows join the open group of the same recipient, type and target: one that still has an unread notification and began less
 *   than 24 hours before. Any other notification is a group of one. A group has an id of its own
 *   (an existing notification's group of one takes the notification's id), so marking a group
 *   read by its id never reaches another.
 * - The group keeps its count, unread count, newest notification and up to three actors, newest
 *   first, each once. A deletion (unlike, unfollow, block, a post's deletion, erasure) or a read
 *   mark recounts only the groups it touched, once per statement (transition tables).
 * - `notification_groups_user_unread` counts the unread groups: the bell's number.
 *
 * Existing notifications become groups of one.
 */
export const groupedNotifications: Migration = {
  id: '274-grouped-notifications',
  sql: `
ALTER TABLE notifications ADD COLUMN group_id uuid;
UPDATE notifications SET group_id = notification_id;
ALTER TABLE notifications ALTER COLUMN group_id SET NOT NULL;
CREATE INDEX notifications_group ON notifications (group_id, created_at DESC);

CREATE TABLE notification_groups (
  group_id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  group_key text,
  type text NOT NULL,
  latest_id uuid NOT NULL,
  actor_ids uuid[] NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  unread integer NOT NULL CHECK (unread >= 0),
  first_at timestamptz NOT NULL,
  latest_at timestamptz NOT NULL
);
CREATE INDEX notification_groups_user_recent ON notification_groups (user_id, latest_at DESC, group_id DESC);
CREATE INDEX notification_groups_user_unread ON notification_groups (user_id) WHERE unread > 0;
CREATE INDEX notification_groups_user_type_recent ON notification_groups (user_id, type, latest_at DESC, group_id DESC);
CREATE INDEX notification_groups_open ON notification_groups (user_id, group_key, first_at DESC)
  WHERE unread > 0 AND group_key IS NOT NULL;

INSERT INTO notification_groups (group_id, user_id, group_key, type, latest_id, actor_ids, count, unread, first_at, latest_at)
SELECT notification_id, user_id, NULL, type, notification_id, ARRAY[actor_id], 1, CASE WHEN read THEN 0 ELSE 1 END, created_at, created_at
  FROM notifications;

/* The key a notification groups by, or null for a type that is never grouped. A quote's notification
   names the quoting post: its group is the quoted one's (migration 272). */
CREATE FUNCTION notification_group_key(kind text, post uuid, comment uuid) RETURNS text
  LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN kind IN ('post_like', 'share') THEN kind || ':' || COALESCE(post::text, '')
    WHEN kind = 'quote' THEN kind || ':' || COALESCE((SELECT q.quoted_post_id::text FROM posts q WHERE q.post_id = post), post::text, '')
    WHEN kind = 'comment_like' THEN kind || ':' || COALESCE(comment::text, '')
    WHEN kind = 'follow' THEN kind
  END $$;

CREATE FUNCTION notifications_choose_group() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key text := notification_group_key(NEW.type, NEW.post_id, NEW.comment_id);
  open_group uuid;
BEGIN
  IF key IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext(NEW.user_id::text || key));
    SELECT g.group_id INTO open_group FROM notification_groups g
     WHERE g.user_id = NEW.user_id AND g.group_key = key AND g.unread > 0
       AND g.first_at > NEW.created_at - interval '24 hours'
     ORDER BY g.first_at DESC LIMIT 1;
  END IF;
  NEW.group_id := COALESCE(open_group, gen_random_uuid());
  RETURN NEW;
END $$;
CREATE TRIGGER notifications_group_choice BEFORE INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION notifications_choose_group();

CREATE FUNCTION notifications_join_group() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_groups AS g (group_id, user_id, group_key, type, latest_id, actor_ids, count, unread, first_at, latest_at)
  VALUES (NEW.group_id, NEW.user_id, notification_group_key(NEW.type, NEW.post_id, NEW.comment_id), NEW.type, NEW.notification_id,
    ARRAY[NEW.actor_id], 1, CASE WHEN NEW.read THEN 0 ELSE 1 END, NEW.created_at, NEW.created_at)
  ON CONFLICT (group_id) DO UPDATE SET
    count = g.count + 1,
    unread = g.unread + EXCLUDED.unread,
    latest_id = EXCLUDED.latest_id,
    latest_at = GREATEST(g.latest_at, EXCLUDED.latest_at),
    actor_ids = (ARRAY[NEW.actor_id] || array_remove(g.actor_ids, NEW.actor_id))[1:3];
  RETURN NULL;
END $$;
CREATE TRIGGER notifications_group_join AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION notifications_join_group();

/* Recounts the given groups from their notifications; a group left empty goes. */
CREATE FUNCTION notification_groups_recount(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM notification_groups g
   WHERE g.group_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.group_id = g.group_id);
  UPDATE notification_groups g SET
    count = s.count, unread = s.unread, latest_id = s.latest_id, latest_at = s.latest_at,
    actor_ids = (SELECT array_agg(a.actor_id ORDER BY a.at DESC) FROM (
      SELECT n.actor_id, max(n.created_at) AS at FROM notifications n WHERE n.group_id = g.group_id
       GROUP BY n.actor_id ORDER BY at DESC LIMIT 3) a)
  FROM (
    SELECT n.group_id, count(*)::int AS count, count(*) FILTER (WHERE NOT n.read)::int AS unread,
      (array_agg(n.notification_id ORDER BY n.created_at DESC, n.notification_id DESC))[1] AS latest_id,
      max(n.created_at) AS latest_at
    FROM notifications n WHERE n.group_id = ANY(ids) GROUP BY n.group_id
  ) s
  WHERE g.group_id = s.group_id;
$$;

CREATE FUNCTION notifications_left_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notification_groups_recount(ARRAY(SELECT DISTINCT group_id FROM gone));
  RETURN NULL;
END $$;
CREATE TRIGGER notifications_group_leave AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION notifications_left_groups();

CREATE FUNCTION notifications_read_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notification_groups g SET unread = GREATEST(g.unread + d.delta, 0)
    FROM (SELECT o.group_id, sum(CASE WHEN n.read THEN -1 ELSE 1 END)::int AS delta
            FROM before_change o JOIN after_change n ON n.notification_id = o.notification_id
           WHERE o.read IS DISTINCT FROM n.read GROUP BY o.group_id) d
   WHERE g.group_id = d.group_id;
  RETURN NULL;
END $$;
CREATE TRIGGER notifications_group_read AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS before_change NEW TABLE AS after_change
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_read_groups();
`,
};
