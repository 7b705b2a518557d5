import type { Queryable } from '../../platform/database/database';

/** A refresh token as stored: its sign-in and how long ago a newer token replaced it. */
export interface StoredRefreshToken {
  originJti: string;
  sub: string;
  authTime: number;
  revoked: boolean;
  expired: boolean;
  /** Seconds since this token was rotated away; null while it is a current token. */
  supersededSecondsAgo: number | null;
}

/** Records a refresh token of a sign-in (the first one, or one given by a rotation). */
export async function insertRefreshToken(db: Queryable, tokenHash: string, originJti: string): Promise<void> {
  await db.query('INSERT INTO identity_refresh_tokens (token_hash, origin_jti) VALUES ($1, $2)', [
    tokenHash,
    originJti,
  ]);
}

/** The refresh token with this hash and the state of its sign-in. */
export async function findRefreshToken(db: Queryable, tokenHash: string): Promise<StoredRefreshToken | null> {
  const { rows } = await db.query<{
    origin_jti: string;
    sub: string;
    auth_time: string | number;
    revoked: boolean;
    expired: boolean;
    superseded_ago: string | number | null;
  }>(
    `SELECT s.origin_jti, s.sub, extract(epoch FROM s.auth_time)::bigint AS auth_time, s.revoked_at IS NOT NULL AS revoked,
            s.expires_at <= now() AS expired, extract(epoch FROM now() - t.superseded_at) AS superseded_ago
       FROM identity_refresh_tokens t JOIN identity_sessions s ON s.origin_jti = t.origin_jti
      WHERE t.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    originJti: row.origin_jti,
    sub: row.sub,
    authTime: Number(row.auth_time),
    revoked: row.revoked,
    expired: row.expired,
    supersededSecondsAgo: row.superseded_ago === null ? null : Number(row.superseded_ago),
  };
}

/**
 * Replaces a refresh token by a new one in one statement. Only the first caller wins the
 * current token; returns false when it was already superseded (a concurrent rotation).
 */
export async function supersede(db: Queryable, tokenHash: string): Promise<boolean> {
  const { rows } = await db.query<{ token_hash: string }>(
    'UPDATE identity_refresh_tokens SET superseded_at = now() WHERE token_hash = $1 AND superseded_at IS NULL RETURNING token_hash',
    [tokenHash],
  );
  return rows.length === 1;
}
