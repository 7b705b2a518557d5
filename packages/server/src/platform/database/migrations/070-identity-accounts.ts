import type { Migration } from '.';

/**
 * What people can do with their own account on the built-in identity endpoint: codes for a
 * password reset and an email change (the new address waits in `target` until verified), the
 * authenticator-app secret, passkeys, the state of a sign-in in several steps (Cognito's
 * `Session`), every refresh token a sign-in was given (rotation and reuse detection) and wrong
 * passwords per account and client address (the lockout). Every row that belongs to a person
 * goes with identity_users (ON DELETE CASCADE), except failures counted against a typed name.
 */
export const identityAccounts: Migration = {
  id: '070-identity-accounts',
  sql: `
CREATE TABLE identity_user_codes (
  sub uuid NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('reset_password', 'verify_email')),
  code_hash text NOT NULL,
  target text,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sub, purpose)
);

CREATE TABLE identity_totp (
  sub uuid PRIMARY KEY REFERENCES identity_users (sub) ON DELETE CASCADE,
  secret text,
  pending_secret text,
  friendly_name text,
  enabled boolean NOT NULL DEFAULT false,
  preferred boolean NOT NULL DEFAULT false,
  last_step bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE identity_webauthn_credentials (
  credential_id text PRIMARY KEY,
  sub uuid NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports jsonb NOT NULL DEFAULT '[]',
  attachment text,
  friendly_name text NOT NULL,
  relying_party_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_webauthn_credentials_sub ON identity_webauthn_credentials (sub);

CREATE TABLE identity_webauthn_registrations (
  sub uuid PRIMARY KEY REFERENCES identity_users (sub) ON DELETE CASCADE,
  challenge text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE identity_auth_sessions (
  session_hash text PRIMARY KEY,
  sub uuid REFERENCES identity_users (sub) ON DELETE CASCADE,
  login text NOT NULL,
  stage text NOT NULL,
  challenge text,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL
);
CREATE INDEX identity_auth_sessions_expiry ON identity_auth_sessions (expires_at);

CREATE TABLE identity_refresh_tokens (
  token_hash text PRIMARY KEY,
  origin_jti text NOT NULL REFERENCES identity_sessions (origin_jti) ON DELETE CASCADE,
  superseded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_refresh_tokens_origin ON identity_refresh_tokens (origin_jti);
INSERT INTO identity_refresh_tokens (token_hash, origin_jti, created_at)
  SELECT refresh_token_hash, origin_jti, created_at FROM identity_sessions;

CREATE TABLE identity_sign_in_failures (
  account text NOT NULL,
  address text NOT NULL,
  failures integer NOT NULL,
  window_start timestamptz NOT NULL,
  last_failure_at timestamptz NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (account, address)
);
`,
};
