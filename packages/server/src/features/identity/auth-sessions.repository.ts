import type { Queryable } from '../../platform/database/database';

/** Which answer a sign-in in several steps waits for. */
export type AuthStage = 'SELECT_CHALLENGE' | 'SOFTWARE_TOKEN_MFA' | 'WEB_AUTHN';

/** A sign-in in progress, kept under the hash of the opaque `Session` handed to the client. */
export interface AuthSession {
  sub: string | null;
  login: string;
  stage: AuthStage;
  challenge: string | null;
  /** Answers already given to this session, this one included. */
  attempts: number;
}

/** A session's row after an answer was counted. */
export interface AnsweredAuthSession extends AuthSession {
  expired: boolean;
}

/** Stores a step of a sign-in under its Session's hash, expiring `lifetimeSeconds` from now. */
export async function insertAuthSession(
  db: Queryable,
  sessionHash: string,
  session: Omit<AuthSession, 'attempts'>,
  lifetimeSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO identity_auth_sessions (session_hash, sub, login, stage, challenge, expires_at) VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 second')`,
    [sessionHash, session.sub, session.login, session.stage, session.challenge, lifetimeSeconds],
  );
}

/** Counts one answer to the session with this hash and returns it (expired or not); null when unknown. */
export async function countAuthSessionAnswer(db: Queryable, sessionHash: string): Promise<AnsweredAuthSession | null> {
  const { rows } = await db.query<AnsweredAuthSession>(
    `UPDATE identity_auth_sessions SET attempts = attempts + 1 WHERE session_hash = $1
     RETURNING sub, login, stage, challenge, attempts, expires_at <= now() AS expired`,
    [sessionHash],
  );
  return rows[0] ?? null;
}

/** Deletes the session with this hash. */
export async function deleteAuthSession(db: Queryable, sessionHash: string): Promise<void> {
  await db.query('DELETE FROM identity_auth_sessions WHERE session_hash = $1', [sessionHash]);
}
