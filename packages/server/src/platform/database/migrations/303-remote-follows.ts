import type { Migration } from '.';

/**
 * Follows of remote accounts reach their servers (docs/API.md "Federation"): while federation is
 * on, a follow a local person makes of a remote account (a `remote_actors` row), or takes back,
 * enqueues `federation.follow` in the writing transaction, so the `Follow` or its `Undo` is sent
 * even if the server stops right after the commit. The payload names both people, when the follow
 * began in milliseconds (the activity's id is made from it, so an Undo names the Follow it takes back) and whether
 * it is an undo. Follows between local people, and those remote accounts make, enqueue nothing.
 */
export const remoteFollows: Migration = {
  id: '303-remote-follows',
  sql: `
CREATE FUNCTION federate_follow_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed follows;
BEGIN
  IF NOT (SELECT enabled FROM federation_state) THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF EXISTS (SELECT 1 FROM remote_actors WHERE user_id = changed.followed_id)
     AND NOT EXISTS (SELECT 1 FROM remote_actors WHERE user_id = changed.follower_id) THEN
    INSERT INTO jobs (name, payload, max_attempts)
    VALUES ('federation.follow', jsonb_build_object('followerId', changed.follower_id,
      'followedId', changed.followed_id, 'since', floor(extract(epoch FROM changed.created_at) * 1000)::bigint, 'undo', TG_OP = 'DELETE'), 5);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER follows_federate AFTER INSERT OR DELETE ON follows
  FOR EACH ROW EXECUTE FUNCTION federate_follow_change();
`,
};
