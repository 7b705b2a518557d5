import type { Queryable } from '../../platform/database/database';

/** A stored ticket, as its redemption takes it. */
export interface TicketRow {
  user_id: string;
  origin_jti: string | null;
  token_exp: string | number;
  expires_at: Date | string;
}

/** Deletes the tickets that expired unused. */
export async function deleteExpiredTickets(db: Queryable): Promise<void> {
  await db.query('DELETE FROM realtime_tickets WHERE expires_at < now()');
}

/** Stores a ticket by its hash, bound to a user and the session it was issued from. */
export async function insertTicket(
  db: Queryable,
  ticket: { hash: string; userId: string; originJti: string | null; tokenExp: number; expiresAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO realtime_tickets (ticket_hash, user_id, origin_jti, token_exp, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [ticket.hash, ticket.userId, ticket.originJti, ticket.tokenExp, ticket.expiresAt],
  );
}

/** Deletes the ticket with this hash and returns it; null when there is none. */
export async function takeTicket(db: Queryable, hash: string): Promise<TicketRow | null> {
  const { rows } = await db.query<TicketRow>(
    'DELETE FROM realtime_tickets WHERE ticket_hash = $1 RETURNING user_id, origin_jti, token_exp, expires_at',
    [hash],
  );
  return rows[0] ?? null;
}
