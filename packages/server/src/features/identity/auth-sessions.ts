import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../platform/database/database';
import { invalidSession } from './errors';

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

/** Like Cognito's default, a Session answers within 3 minutes. */
const sessionLifetimeSeconds = 180;
const hash = (session: string) => createHash('sha256').update(session).digest('hex');

/** Opens a step of a sign-in and returns its Session string. */
export async function openAuthSession(db: Queryable, session: Omit<AuthSession, 'attempts'>): Promise<string> {
  const token = randomBytes(48).toString('base64url');
  await db.query(
    `INSERT INTO identity_auth_sessions (session_hash, sub, login, stage, challenge, expires_at) VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 second')`,
    [hash(token), session.sub, session.login, session.stage, session.challenge, sessionLifetimeSeconds],
  );
  return token;
}

/** Counts an answer to a Session and returns it; NotAuthorizedException when unknown, expired or at another stage. */
export async function answerAuthSession(db: Queryable, token: unknown, stage: AuthStage): Promise<AuthSession> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 2048) throw invalidSession();
  const { rows } = await db.query<{
    sub: string | null;
    login: string;
    stage: AuthStage;
    challenge: string | null;
    attempts: number;
    expired: boolean;
  }>(
    `UPDATE identity_auth_sessions SET attempts = attempts + 1 WHERE session_hash = $1
     RETURNING sub, login, stage, challenge, attempts, expires_at <= now() AS expired`,
    [hash(token)],
  );
  const row = rows[0];
  if (!row || row.expired || row.stage !== stage) throw invalidSession();
  return { sub: row.sub, login: row.login, stage: row.stage, challenge: row.challenge, attempts: row.attempts };
}

/** Ends a Session (answered, or used up). */
export async function closeAuthSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM identity_auth_sessions WHERE session_hash = $1', [hash(token)]);
}
