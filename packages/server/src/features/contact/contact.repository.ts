import type { ContactRequest } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';

/** Stores one contact message under the given id. */
export async function insertContactMessage(
  db: Queryable,
  messageId: string,
  input: ContactRequest,
  clientAddress: string,
): Promise<void> {
  await db.query(
    `INSERT INTO contact_messages (message_id, name, email, subject, message, client_address)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [messageId, input.name, input.email, input.subject, input.message, clientAddress],
  );
}

/** Records that a message reached the team's mailbox. */
export async function markContactMessageForwarded(db: Queryable, messageId: string): Promise<void> {
  await db.query('UPDATE contact_messages SET forwarded_at = now() WHERE message_id = $1', [messageId]);
}

/** Deletes contact messages received more than twelve months ago (the privacy policy's promise). */
export async function deleteExpiredContactMessages(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM contact_messages WHERE created_at < now() - interval '12 months'`);
}
