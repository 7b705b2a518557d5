import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../platform/database/database';
import type { Locale } from '@cliques/i18n/locales';
import type { AuthUser } from '../../platform/http/auth.plugin';
import { languageOf } from '../people';
import { insertTicket, takeTicket } from './tickets.repository';

/** docs/API.md: a ticket is valid for 30 s and opens one socket. */
export const ticketLifetimeMs = 30_000;

/** What a redeemed ticket says about the socket's session. */
export interface TicketSession {
  userId: string;
  /** The sign-in session the ticket was issued from (checked for revocation while the socket lives). */
  originJti: string | null;
  /** When that session's ID token expires, seconds since the epoch: the socket closes then. */
  tokenExp: number;
  /** The language the user's client last asked for (users.language): the socket's error frames are in it. */
  language: Locale;
}

// Only a hash is stored, so the table never holds a usable ticket.
const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/** Issues a single-use ticket bound to the caller and the session of their verified ID token. */
export async function issueTicket(
  db: Queryable,
  user: AuthUser,
  now = Date.now(),
): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + ticketLifetimeMs);
  await insertTicket(db, {
    hash: hashOf(ticket),
    userId: user.userId,
    originJti: user.originJti ?? null,
    tokenExp: user.exp,
    expiresAt,
  });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/**
 * Redeems a ticket for userId: consumed whatever the outcome (a ticket tried with the wrong user is
 * burnt), then valid only if unexpired, issued to that user, and its session not yet expired.
 */
export async function redeemTicket(
  db: Queryable,
  ticket: string,
  userId: string,
  now = Date.now(),
): Promise<TicketSession | null> {
  if (ticket.length === 0 || ticket.length > 128) return null;
  const row = await takeTicket(db, hashOf(ticket));
  if (!row || row.user_id !== userId) return null;
  const tokenExp = Number(row.token_exp);
  if (new Date(row.expires_at).getTime() <= now || tokenExp * 1000 <= now) return null;
  return { userId: row.user_id, originJti: row.origin_jti, tokenExp, language: await languageOf(db, row.user_id) };
}
