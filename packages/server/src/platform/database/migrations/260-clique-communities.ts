import type { Migration } from '.';

/**
 * Cliques as communities (docs/API.md "Cliques as communities").
 * - `cliques`: visibility, join and posting policies, rules, questions, topics and a cover. Every
 *   existing clique becomes secret + invite (what it was: only members knew it).
 * - `clique_members.role` (the owner row is `owner`, everyone else `member`) and `muted_until`.
 * - Join requests with their answers, invite links, invitations of a person, bans, pins and the
 *   clique's audit log, each keyed by the clique and gone with it. A ban outlives the account of
 *   the moderator who made it (`banned_by` becomes null).
 * - `posts.topic` (one of the clique's topics) and `posts.status`: `pending` while a clique's
 *   moderators have not approved it (postingPolicy approval); every list reads `published` only.
 */
export const cliqueCommunities: Migration = {
  id: '260-clique-communities',
  sql: `
ALTER TABLE cliques
  ADD COLUMN visibility text NOT NULL DEFAULT 'secret' CHECK (visibility IN ('secret', 'private', 'public')),
  ADD COLUMN join_policy text NOT NULL DEFAULT 'invite' CHECK (join_policy IN ('open', 'request', 'invite')),
  ADD COLUMN posting_policy text NOT NULL DEFAULT 'members' CHECK (posting_policy IN ('members', 'approval', 'admins')),
  ADD COLUMN members_can_invite boolean NOT NULL DEFAULT false,
  ADD COLUMN rules jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN questions jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN topics text[] NOT NULL DEFAULT '{}',
  ADD COLUMN cover_image text,
  ADD CONSTRAINT cliques_join_fits_visibility CHECK (
    (join_policy <> 'open' OR visibility = 'public') AND (join_policy <> 'request' OR visibility <> 'secret'));
CREATE INDEX cliques_directory_new ON cliques (created_at DESC, clique_id) WHERE visibility <> 'secret';
CREATE INDEX cliques_directory_members ON cliques (member_count DESC, clique_id) WHERE visibility <> 'secret';

ALTER TABLE clique_members
  ADD COLUMN role text NOT NULL DEFAULT 'member' CHECK (role IN ('owner', 'admin', 'moderator', 'member')),
  ADD COLUMN muted_until timestamptz;
UPDATE clique_members m SET role = 'owner' FROM cliques c WHERE c.clique_id = m.clique_id AND c.owner_id = m.user_id;
CREATE UNIQUE INDEX clique_members_one_owner ON clique_members (clique_id) WHERE role = 'owner';
CREATE INDEX clique_members_paged ON clique_members (clique_id, joined_at, user_id) INCLUDE (role);

CREATE TABLE clique_join_requests (
  clique_id uuid NOT NULL REFERENCES cliques (clique_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  answers jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (clique_id, user_id)
);
CREATE INDEX clique_join_requests_user ON clique_join_requests (user_id);
CREATE INDEX clique_join_requests_paged ON clique_join_requests (clique_id, created_at, user_id);

CREATE TABLE clique_invites (
  invite_id uuid PRIMARY KEY,
  clique_id uuid NOT NULL REFERENCES cliques (clique_id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  created_by uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  max_uses integer,
  uses integer NOT NULL DEFAULT 0,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX clique_invites_clique ON clique_invites (clique_id, created_at DESC);

CREATE TABLE clique_invitations (
  clique_id uuid NOT NULL REFERENCES cliques (clique_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  invited_by uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (clique_id, user_id)
);
CREATE INDEX clique_invitations_user ON clique_invitations (user_id, created_at DESC);

CREATE TABLE clique_bans (
  clique_id uuid NOT NULL REFERENCES cliques (clique_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  banned_by uuid REFERENCES users (user_id) ON DELETE SET NULL,
  reason text,
  until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (clique_id, user_id)
);
CREATE INDEX clique_bans_user ON clique_bans (user_id);

CREATE TABLE clique_pins (
  clique_id uuid NOT NULL REFERENCES cliques (clique_id) ON DELETE CASCADE,
  post_id uuid NOT NULL REFERENCES posts (post_id) ON DELETE CASCADE,
  pinned_by uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (clique_id, post_id)
);

CREATE TABLE clique_audit (
  entry_id uuid PRIMARY KEY,
  clique_id uuid NOT NULL REFERENCES cliques (clique_id) ON DELETE CASCADE,
  actor_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  action text NOT NULL,
  target_id uuid REFERENCES users (user_id) ON DELETE SET NULL,
  post_id uuid,
  comment_id uuid,
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX clique_audit_recent ON clique_audit (clique_id, created_at DESC, entry_id DESC);

ALTER TABLE posts
  ADD COLUMN topic text,
  ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'pending'));
CREATE INDEX posts_clique_pending ON posts (clique_id, created_at, post_id) WHERE status = 'pending';
`,
};
