import type { Migration } from '.';

/**
 * What local people do to other servers' posts (docs/API.md "Federation"): a like, a share or a
 * comment (added, edited, deleted) on a post whose author is a remote account, and a reply to a
 * remote account's comment (on any post), enqueues `federation.interaction` in the writing
 * transaction, while federation is on. The job sends the Like, Announce or Note (or their Undo,
 * Update, Delete) to the remote authors, or nothing when the person is not reachable from other
 * servers. Remote accounts' own likes, shares and comments came from their servers and go nowhere.
 * A row removed with its post (the post deleted) enqueues nothing.
 */
export const federatedInteractions: Migration = {
  id: '301-federated-interactions',
  sql: `
CREATE FUNCTION federate_interaction() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  actor uuid;
BEGIN
  IF NOT (SELECT enabled FROM federation_state) THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
  actor := COALESCE(changed ->> 'user_id', changed ->> 'author_id')::uuid;
  IF EXISTS (SELECT 1 FROM remote_actors WHERE user_id = actor)
     OR NOT (EXISTS (SELECT 1 FROM posts p JOIN remote_actors ra ON ra.user_id = p.author_id
                     WHERE p.post_id = (changed ->> 'post_id')::uuid)
             OR EXISTS (SELECT 1 FROM comments pc JOIN remote_actors ra ON ra.user_id = pc.author_id
                        JOIN posts p ON p.post_id = pc.post_id
                        WHERE pc.comment_id = (changed ->> 'parent_comment_id')::uuid)) THEN
    RETURN NULL;
  END IF;
  INSERT INTO jobs (name, payload, max_attempts)
  VALUES ('federation.interaction', jsonb_build_object('kind', TG_ARGV[0], 'op', lower(TG_OP),
    'postId', changed ->> 'post_id', 'userId', actor, 'id', COALESCE(changed ->> 'comment_id', changed ->> 'share_id'),
    'parentId', changed ->> 'parent_comment_id',
    'at', floor(extract(epoch FROM (changed ->> 'created_at')::timestamptz) * 1000)::bigint), 5);
  RETURN NULL;
END $$;
CREATE TRIGGER post_likes_federate AFTER INSERT OR DELETE ON post_likes
  FOR EACH ROW EXECUTE FUNCTION federate_interaction('like');
CREATE TRIGGER shares_federate AFTER INSERT OR DELETE ON shares
  FOR EACH ROW EXECUTE FUNCTION federate_interaction('share');
CREATE TRIGGER comments_federate AFTER INSERT OR DELETE OR UPDATE OF content, deleted_at ON comments
  FOR EACH ROW EXECUTE FUNCTION federate_interaction('comment');
`,
};
