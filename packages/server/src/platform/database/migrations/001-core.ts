import type { Migration } from '.';

/** Users, identity, the social graph, cliques and notifications: what every area builds on. */
export const core: Migration = {
  id: '001-core',
  sql: `
CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE identity_users (
  sub uuid PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  srp_salt text NOT NULL,
  srp_verifier text NOT NULL,
  confirmed boolean NOT NULL DEFAULT false,
  attributes jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX identity_users_username ON identity_users (lower(username));
CREATE UNIQUE INDEX identity_users_email ON identity_users (lower(email));

CREATE TABLE users (
  user_id uuid PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  display_name text NOT NULL,
  bio text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  profession text NOT NULL DEFAULT '',
  profile_picture text,
  settings jsonb NOT NULL DEFAULT '{}',
  followers_count integer NOT NULL DEFAULT 0,
  following_count integer NOT NULL DEFAULT 0,
  friends_count integer NOT NULL DEFAULT 0,
  posts_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username ON users (lower(username));
CREATE INDEX users_username_prefix ON users (lower(username) text_pattern_ops);
CREATE INDEX users_display_name_prefix ON users (lower(display_name) text_pattern_ops);

CREATE TABLE friendships (
  sender_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  recipient_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sender_id, recipient_id),
  CHECK (sender_id <> recipient_id)
);
CREATE INDEX friendships_recipient ON friendships (recipient_id, status);

CREATE TABLE follows (
  follower_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  followed_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, followed_id),
  CHECK (follower_id <> followed_id)
);
CREATE INDEX follows_followed ON follows (followed_id);

CREATE TABLE cliques (
  clique_id uuid PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  owner_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  member_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE clique_members (
  clique_id uuid NOT NULL REFERENCES cliques (clique_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (clique_id, user_id)
);
CREATE INDEX clique_members_user ON clique_members (user_id);

CREATE TABLE notifications (
  notification_id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  type text NOT NULL,
  actor_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  post_id uuid,
  comment_id uuid,
  clique_id uuid,
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  dedupe_key text
);
CREATE INDEX notifications_user_recent ON notifications (user_id, created_at DESC, notification_id DESC);
CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE NOT read;
CREATE UNIQUE INDEX notifications_dedupe ON notifications (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL;
`,
};
