import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../platform/database/database';
import {
  countAuthSessionAnswer,
  deleteAuthSession,
  insertAuthSession,
  type AuthSession,
  type AuthStage,
} from './auth-sessions.repository';
import { invalidSession } from './errors';

/** Like Cognito's default, a Session answers within 3 minutes. */
const sessionLifetimeSeconds = 180;
const hash = (session: string) => createHash('sha256').update(session).digest('hex');

/** Opens a step of a sign-in and returns its Session string. */
export async function openAuthSession(db: Queryable, session: Omit<AuthSession, 'attempts'>): Promise<string> {
  const token = randomBytes(48).toString('base64url');
  await insertAuthSession(db, hash(token), session, sessionLifetimeSeconds);
  return token;
}

/** Counts an answer to a Session and returns it; NotAuthorizedException when unknown, expired or at another stage. */
export async function answerAuthSession(db: Queryable, token: unknown, stage: AuthStage): Promise<AuthSession> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 2048) throw invalidSession();
  const row = await countAuthSessionAnswer(db, hash(token));
  if (!row || row.expired || row.stage !== stage) throw invalidSession();
  return { sub: row.sub, login: row.login, stage: row.stage, challenge: row.challenge, attempts: row.attempts };
}

/** Ends a Session (answered, or used up). */
export async function closeAuthSession(db: Queryable, token: string): Promise<void> {
  await deleteAuthSession(db, hash(token));
}
