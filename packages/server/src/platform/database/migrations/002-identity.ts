import type { Migration } from '.';

/**
 * The built-in identity endpoint's state besides identity_users and signing_keys (001-core):
 * confirmation codes, sign-in sessions (hashed refresh tokens; revoking one revokes every token
 * carrying its origin_jti), pending SRP challenges and rate-limit buckets.
 */
export const identity: Migration = {
  id: '002-identity',
  sql: `
CREATE TABLE identity_codes (
  sub uuid PRIMARY KEY REFERENCES identity_users (sub) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE identity_sessions (
  origin_jti text PRIMARY KEY,
  sub uuid NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
  refresh_token_hash text NOT NULL,
  auth_time timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX identity_sessions_refresh ON identity_sessions (refresh_token_hash);
CREATE INDEX identity_sessions_sub ON identity_sessions (sub) WHERE revoked_at IS NULL;

CREATE TABLE identity_srp_challenges (
  secret_block_hash text PRIMARY KEY,
  sub uuid REFERENCES identity_users (sub) ON DELETE CASCADE,
  login text NOT NULL,
  srp_a text NOT NULL,
  srp_b text NOT NULL,
  srp_b_secret text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX identity_srp_challenges_expiry ON identity_srp_challenges (expires_at);

CREATE TABLE identity_rate_limits (
  bucket text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
`,
};
