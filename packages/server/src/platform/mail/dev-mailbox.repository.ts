import type { Queryable } from '../database/database';

/** A stored dev mail, as read back. */
export interface DevMailRow {
  to: string;
  subject: string;
  body: string;
  code: string | null;
  sentAt: Date;
}

/** Stores a mail for `recipient` (the address in lower case). */
export async function insertDevMail(
  db: Queryable,
  recipient: string,
  mail: { to: string; subject: string; body: string; code: string | null },
): Promise<void> {
  await db.query('INSERT INTO dev_mails (recipient, to_address, subject, body, code) VALUES ($1, $2, $3, $4, $5)', [
    recipient,
    mail.to,
    mail.subject,
    mail.body,
    mail.code,
  ]);
}

/** Deletes the recipient's mails beyond its newest `keep`, and every mail older than `maxAgeSeconds`. */
export async function pruneDevMails(
  db: Queryable,
  recipient: string,
  keep: number,
  maxAgeSeconds: number,
): Promise<void> {
  await db.query(
    `DELETE FROM dev_mails WHERE recipient = $1
        AND id < (SELECT min(id) FROM (SELECT id FROM dev_mails WHERE recipient = $1 ORDER BY id DESC LIMIT $2) AS newest)`,
    [recipient, keep],
  );
  await db.query("DELETE FROM dev_mails WHERE sent_at < now() - $1 * interval '1 second'", [maxAgeSeconds]);
}

/** The recipient's mails younger than `maxAgeSeconds`, newest first, at most `limit`. */
export async function listDevMails(
  db: Queryable,
  recipient: string,
  limit: number,
  maxAgeSeconds: number,
): Promise<DevMailRow[]> {
  const { rows } = await db.query<{
    to_address: string;
    subject: string;
    body: string;
    code: string | null;
    sent_at: Date | string;
  }>(
    `SELECT to_address, subject, body, code, sent_at FROM dev_mails
      WHERE recipient = $1 AND sent_at >= now() - $3 * interval '1 second'
      ORDER BY id DESC LIMIT $2`,
    [recipient, limit, maxAgeSeconds],
  );
  return rows.map((row) => ({
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    code: row.code,
    sentAt: new Date(row.sent_at),
  }));
}
