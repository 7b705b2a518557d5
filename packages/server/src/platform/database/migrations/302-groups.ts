import type { Migration } from '.';

/**
 * Public cliques as fediverse groups (FEP-1b12; docs/API.md "Federation: public cliques").
 * - `clique_free_handle(name, except)`: the handle a clique named so gets: its name folded to
 *   lowercase ASCII letters, digits and underscores (at most 30; `clique` when nothing is left),
 *   made unique with `_2`, `_3`… against every clique's handle (but `except`'s) and every
 *   username. Existing public cliques get theirs here; the server asks it for new ones.
 * - `group_follows`: the remote accounts that followed a clique's Group, with their Follow (the
 *   Accept or Reject answers it) and whether it was accepted yet.
 * - `group_activities`: the Create a remote member sent to a Group, kept as received, which the
 *   Group announces to its followers when the post or comment is published.
 * - `federated_comments`: the comments of public cliques the Group announced (a removal is then a Delete).
 * - Triggers (while federation is on): a remote follower's join request or membership ending
 *   enqueues `federation.group-member` (the job answers the Follow: Accept once a member, Reject
 *   when declined or removed, Block when banned); a comment on a clique's post written, edited
 *   or removed enqueues `federation.group-comment`. Both in the writing transaction.
 */
export const groups: Migration = {
  id: '302-groups',
  sql: `
CREATE FUNCTION clique_free_handle(clique_name text, except_clique uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  base text;
  candidate text;
  n integer := 1;
BEGIN
  base := lower(regexp_replace(normalize(clique_name, NFKD), '[\\u0300-\\u036f]', '', 'g'));
  base := rtrim(left(trim(both '_' from regexp_replace(base, '[^a-z0-9]+', '_', 'g')), 30), '_');
  IF base = '' THEN base := 'clique'; END IF;
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM cliques c WHERE c.handle = candidate AND c.clique_id IS DISTINCT FROM except_clique)
     OR EXISTS (SELECT 1 FROM users u WHERE lower(u.username) = candidate) LOOP
    n := n + 1;
    candidate := rtrim(left(base, 29 - length(n::text)), '_') || '_' || n;
  END LOOP;
  RETURN candidate;
END $$;

DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT clique_id, name FROM cliques WHERE visibility = 'public' AND handle IS NULL
           ORDER BY created_at, clique_id LOOP
    UPDATE cliques SET handle = clique_free_handle(r.name, r.clique_id) WHERE clique_id = r.clique_id;
  END LOOP;
END $$;

CREATE TABLE group_follows (
  clique_id uuid NOT NULL REFERENCES cliques (clique_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  follow_uri text NOT NULL,
  accepted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (clique_id, user_id)
);

CREATE TABLE group_activities (
  local_id uuid PRIMARY KEY,
  clique_id uuid NOT NULL REFERENCES cliques (clique_id) ON DELETE CASCADE,
  activity jsonb NOT NULL,
  announced boolean NOT NULL DEFAULT false
);

CREATE TABLE federated_comments (
  comment_id uuid PRIMARY KEY,
  post_id uuid NOT NULL,
  clique_id uuid NOT NULL,
  author_id uuid NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION federate_group_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT enabled FROM federation_state)
     AND EXISTS (SELECT 1 FROM group_follows g WHERE g.clique_id = OLD.clique_id AND g.user_id = OLD.user_id) THEN
    INSERT INTO jobs (name, payload, max_attempts)
    VALUES ('federation.group-member', jsonb_build_object('cliqueId', OLD.clique_id, 'userId', OLD.user_id), 5);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER clique_join_requests_federate AFTER DELETE ON clique_join_requests
  FOR EACH ROW EXECUTE FUNCTION federate_group_member();
CREATE TRIGGER clique_members_federate AFTER DELETE ON clique_members
  FOR EACH ROW EXECUTE FUNCTION federate_group_member();

CREATE FUNCTION federate_group_comment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed comments;
  clique uuid;
BEGIN
  IF NOT (SELECT enabled FROM federation_state) THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  SELECT p.clique_id INTO clique FROM posts p JOIN cliques c ON c.clique_id = p.clique_id
  WHERE p.post_id = changed.post_id AND c.visibility = 'public';
  IF clique IS NULL AND TG_OP = 'DELETE' THEN
    SELECT f.clique_id INTO clique FROM federated_comments f WHERE f.comment_id = OLD.comment_id;
  END IF;
  IF clique IS NOT NULL THEN
    INSERT INTO jobs (name, payload, max_attempts)
    VALUES ('federation.group-comment', jsonb_build_object('commentId', changed.comment_id, 'postId', changed.post_id,
      'authorId', changed.author_id, 'cliqueId', clique), 5);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER comments_federate_group AFTER INSERT OR DELETE OR UPDATE OF content, deleted_at
  ON comments FOR EACH ROW EXECUTE FUNCTION federate_group_comment();
`,
};
