import type { Migration } from '.';

/**
 * ActivityPub with other servers (docs/API.md "Federation").
 * - `federation_state`: one row, whether FEDERATION is on (the server writes it at start); the
 *   post trigger reads it, so a server with federation off enqueues nothing.
 * - `federation_kv`: Fedify's key–value store (caches, idempotence, key fetches), with expiry.
 * - `actor_keys`: each local actor's key pairs (a person or a public clique), made on first use.
 * - `remote_actors`: an account of another server, stood for here by a `users` row of its own
 *   (username `name@host`, no sign-in), so follows, memberships, likes, comments and notifications
 *   work for it unchanged. Erasing that row (or the server's block) removes all of it.
 * - `remote_objects`: which activity-pub object a local post, comment, like or share came from, and
 *   `federated_posts`: which local posts were sent out (so a change is an Update, a removal a Delete).
 * - `federation_servers`: an admin's block (nothing in or out) or limit (no public reach) of a server.
 * - `cliques.handle`: a public clique's handle, unique on the server.
 * - The post trigger enqueues `federation.post` in the writing transaction for every change to a
 *   public post or a clique's post while federation is on; the job decides what, if anything, goes out.
 */
export const federation: Migration = {
  id: '300-federation',
  sql: `
CREATE TABLE federation_state (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  enabled boolean NOT NULL DEFAULT false
);
INSERT INTO federation_state (only_row, enabled) VALUES (true, false);

CREATE TABLE federation_kv (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  expires_at timestamptz
);
CREATE INDEX federation_kv_expiry ON federation_kv (expires_at) WHERE expires_at IS NOT NULL;

CREATE TABLE actor_keys (
  owner_id uuid PRIMARY KEY,
  rsa_private jsonb NOT NULL,
  rsa_public jsonb NOT NULL,
  ed_private jsonb NOT NULL,
  ed_public jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE remote_actors (
  user_id uuid PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  actor_uri text NOT NULL UNIQUE,
  host text NOT NULL,
  kind text NOT NULL DEFAULT 'Person',
  inbox text NOT NULL,
  shared_inbox text,
  url text,
  fetched_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_actors_host ON remote_actors (host);

CREATE TABLE remote_objects (
  object_uri text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('post', 'comment', 'like', 'share')),
  local_id uuid NOT NULL,
  actor_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE
);
CREATE INDEX remote_objects_local ON remote_objects (local_id);

CREATE TABLE federated_posts (
  post_id uuid PRIMARY KEY,
  author_id uuid NOT NULL,
  clique_id uuid,
  sent_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE federation_servers (
  host text PRIMARY KEY,
  policy text NOT NULL CHECK (policy IN ('block', 'limit')),
  reason text NOT NULL DEFAULT '',
  set_by text NOT NULL,
  set_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE cliques ADD COLUMN handle text CHECK (handle ~ '^[a-z0-9_]{1,30}$');
CREATE UNIQUE INDEX cliques_handle ON cliques (handle) WHERE handle IS NOT NULL;

CREATE FUNCTION federate_post_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed posts;
BEGIN
  IF NOT (SELECT enabled FROM federation_state) THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF changed.audience = 'public' OR changed.clique_id IS NOT NULL THEN
    INSERT INTO jobs (name, payload, max_attempts)
    VALUES ('federation.post', jsonb_build_object('postId', changed.post_id, 'authorId', changed.author_id,
      'cliqueId', changed.clique_id), 5);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER posts_federate AFTER INSERT OR DELETE OR UPDATE OF content, content_warning, sensitive, status
  ON posts FOR EACH ROW EXECUTE FUNCTION federate_post_change();
`,
};
