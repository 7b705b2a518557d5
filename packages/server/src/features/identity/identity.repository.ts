import type { Queryable } from '../../platform/database/database';

/** An account of the built-in identity endpoint (salt and verifier are secrets: a fast hash of the password). */
export interface IdentityUser {
  sub: string;
  username: string;
  email: string;
  srpSalt: string;
  srpVerifier: string;
  confirmed: boolean;
  name?: string;
}

interface UserRow {
  sub: string;
  username: string;
  email: string;
  srp_salt: string;
  srp_verifier: string;
  confirmed: boolean;
  attributes: { name?: string } | null;
}

const userColumns = 'sub, username, email, srp_salt, srp_verifier, confirmed, attributes';

function toUser(row: UserRow | undefined): IdentityUser | null {
  if (!row) return null;
  const name = row.attributes?.name;
  return {
    sub: row.sub,
    username: row.username,
    email: row.email,
    srpSalt: row.srp_salt,
    srpVerifier: row.srp_verifier,
    confirmed: row.confirmed,
    ...(name ? { name } : {}),
  };
}

/** The account a sign-in name points at: its username or its email, case-insensitively. */
export async function findUserByLogin(db: Queryable, login: string): Promise<IdentityUser | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${userColumns} FROM identity_users WHERE lower(username) = lower($1) OR lower(email) = lower($1) LIMIT 1`,
    [login],
  );
  return toUser(rows[0]);
}

/** The account with this sub. */
export async function findUserBySub(db: Queryable, sub: string): Promise<IdentityUser | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${userColumns} FROM identity_users WHERE sub = $1`, [sub]);
  return toUser(rows[0]);
}

/** Stores a new, unconfirmed account. Throws the database's unique violation (23505) on a taken username or email. */
export async function insertUser(db: Queryable, user: Omit<IdentityUser, 'confirmed'>): Promise<void> {
  await db.query(
    'INSERT INTO identity_users (sub, username, email, srp_salt, srp_verifier, attributes) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      user.sub,
      user.username,
      user.email,
      user.srpSalt,
      user.srpVerifier,
      JSON.stringify(user.name ? { name: user.name } : {}),
    ],
  );
}

/**
 * Frees a username or email held by an account that was never confirmed and whose code has expired,
 * so nobody can squat an address they do not own.
 */
export async function deleteAbandonedSignUps(db: Queryable, username: string, email: string): Promise<void> {
  await db.query(
    `DELETE FROM identity_users u
      WHERE NOT u.confirmed
        AND (lower(u.username) = lower($1) OR lower(u.email) = lower($2))
        AND u.created_at < now() - interval '24 hours'
        AND NOT EXISTS (SELECT 1 FROM identity_codes c WHERE c.sub = u.sub AND c.expires_at > now())`,
    [username, email],
  );
}

/** Marks an account confirmed (its email verified). */
export async function confirmUser(db: Queryable, sub: string): Promise<void> {
  await db.query('UPDATE identity_users SET confirmed = true WHERE sub = $1', [sub]);
}

export interface StoredCode {
  codeHash: string;
  expired: boolean;
  attempts: number;
}

/** Stores a new confirmation code for an account, replacing any earlier one (and its attempt count). */
export async function replaceCode(
  db: Queryable,
  sub: string,
  codeHash: string,
  lifetimeSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO identity_codes (sub, code_hash, expires_at, attempts) VALUES ($1, $2, now() + $3 * interval '1 second', 0)
     ON CONFLICT (sub) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, attempts = 0, created_at = now()`,
    [sub, codeHash, lifetimeSeconds],
  );
}

/** Counts one attempt on an account's code and returns the code as it was before this attempt. */
export async function spendCodeAttempt(db: Queryable, sub: string): Promise<StoredCode | null> {
  const { rows } = await db.query<{ code_hash: string; expired: boolean; attempts: number }>(
    `UPDATE identity_codes SET attempts = attempts + 1 WHERE sub = $1
     RETURNING code_hash, expires_at <= now() AS expired, attempts - 1 AS attempts`,
    [sub],
  );
  const row = rows[0];
  return row ? { codeHash: row.code_hash, expired: row.expired, attempts: row.attempts } : null;
}

/** Removes an account's code (once used). */
export async function deleteCode(db: Queryable, sub: string): Promise<void> {
  await db.query('DELETE FROM identity_codes WHERE sub = $1', [sub]);
}

export interface StoredChallenge {
  sub: string | null;
  login: string;
  srpA: string;
  srpB: string;
  srpBSecret: string;
  expired: boolean;
}

/** Keeps a pending SRP handshake under the hash of its SECRET_BLOCK; sub is null for an unknown user's decoy. */
export async function insertChallenge(
  db: Queryable,
  secretBlockHash: string,
  challenge: Omit<StoredChallenge, 'expired'>,
  lifetimeSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO identity_srp_challenges (secret_block_hash, sub, login, srp_a, srp_b, srp_b_secret, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + $7 * interval '1 second')`,
    [
      secretBlockHash,
      challenge.sub,
      challenge.login,
      challenge.srpA,
      challenge.srpB,
      challenge.srpBSecret,
      lifetimeSeconds,
    ],
  );
}

/** Takes (and so consumes) a pending SRP handshake: each SECRET_BLOCK answers one response only. */
export async function takeChallenge(db: Queryable, secretBlockHash: string): Promise<StoredChallenge | null> {
  const { rows } = await db.query<{
    sub: string | null;
    login: string;
    srp_a: string;
    srp_b: string;
    srp_b_secret: string;
    expired: boolean;
  }>(
    `DELETE FROM identity_srp_challenges WHERE secret_block_hash = $1
     RETURNING sub, login, srp_a, srp_b, srp_b_secret, expires_at <= now() AS expired`,
    [secretBlockHash],
  );
  const row = rows[0];
  return row
    ? {
        sub: row.sub,
        login: row.login,
        srpA: row.srp_a,
        srpB: row.srp_b,
        srpBSecret: row.srp_b_secret,
        expired: row.expired,
      }
    : null;
}

/** Records a sign-in: its origin_jti and the hash of its refresh token. */
export async function insertSession(
  db: Queryable,
  session: { originJti: string; sub: string; refreshTokenHash: string; authTime: number },
  lifetimeSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO identity_sessions (origin_jti, sub, refresh_token_hash, auth_time, expires_at)
     VALUES ($1, $2, $3, to_timestamp($4), now() + $5 * interval '1 second')`,
    [session.originJti, session.sub, session.refreshTokenHash, session.authTime, lifetimeSeconds],
  );
}

/** Revokes one sign-in. */
export async function revokeSession(db: Queryable, originJti: string): Promise<void> {
  await db.query('UPDATE identity_sessions SET revoked_at = now() WHERE origin_jti = $1 AND revoked_at IS NULL', [
    originJti,
  ]);
}

/** Revokes every sign-in of an account (GlobalSignOut); returns their origin_jtis. */
export async function revokeAllSessions(db: Queryable, sub: string): Promise<string[]> {
  const { rows } = await db.query<{ origin_jti: string }>(
    'UPDATE identity_sessions SET revoked_at = now() WHERE sub = $1 AND revoked_at IS NULL RETURNING origin_jti',
    [sub],
  );
  return rows.map((row) => row.origin_jti);
}

/** Whether the sign-in with this origin_jti was revoked, or ended by an erasure (another unknown origin_jti is not). */
export async function isSessionRevoked(db: Queryable, originJti: string): Promise<boolean> {
  const { rows } = await db.query<{ revoked: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM identity_sessions WHERE origin_jti = $1 AND revoked_at IS NOT NULL)
         OR EXISTS (SELECT 1 FROM identity_ended_sign_ins WHERE origin_jti = $1) AS revoked`,
    [originJti],
  );
  return rows[0]?.revoked ?? false;
}

/** Which of these sign-ins (origin_jti) were revoked or ended by an erasure, in one statement. */
export async function revokedSessionsAmong(db: Queryable, originJtis: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ origin_jti: string }>(
    `SELECT origin_jti FROM identity_sessions WHERE origin_jti = ANY ($1::text[]) AND revoked_at IS NOT NULL
     UNION SELECT origin_jti FROM identity_ended_sign_ins WHERE origin_jti = ANY ($1::text[])`,
    [originJtis],
  );
  return new Set(rows.map((row) => row.origin_jti));
}

/** Drops what can no longer be used: old handshakes, long-expired sessions, stale rate-limit buckets. */
export async function deleteExpired(db: Queryable): Promise<void> {
  await db.query('DELETE FROM identity_srp_challenges WHERE expires_at < now()');
  await db.query("DELETE FROM identity_sessions WHERE expires_at < now() - interval '1 day'");
  await db.query("DELETE FROM identity_rate_limits WHERE window_start < now() - interval '1 day'");
  await db.query('DELETE FROM identity_ended_sign_ins WHERE until < now()');
}
