import type { Queryable } from '../database/database';
import { insertDevMail, listDevMails, pruneDevMails } from './dev-mailbox.repository';

/** A mail as the dev mailbox shows it. */
export interface DevMail {
  to: string;
  subject: string;
  body: string;
  /** The verification code the mail carries, if any. */
  code: string | null;
  sentAt: string;
}

/** Mails kept per address (the newest), and how long any mail is kept. */
const perAddress = 50;
const maxAgeSeconds = 24 * 3600;

const recipientOf = (address: string) => address.trim().toLowerCase();

/**
 * The mailbox of a server without SMTP (development and tests; createMailer never makes one in
 * production): tests and new users read their codes here. Kept in the database, so a restart or
 * another instance on the same database still shows them; bounded to the last 50 mails of an
 * address, none older than a day.
 */
export class DevMailbox {
  constructor(private readonly db: Queryable) {}

  /** Stores a mail, then drops what is past the bounds. */
  async add(mail: Omit<DevMail, 'sentAt'>): Promise<void> {
    const recipient = recipientOf(mail.to);
    await insertDevMail(this.db, recipient, mail);
    await pruneDevMails(this.db, recipient, perAddress, maxAgeSeconds);
  }

  /** Mails sent to an address (case-insensitive), newest first. */
  async list(to: string): Promise<DevMail[]> {
    const mails = await listDevMails(this.db, recipientOf(to), perAddress, maxAgeSeconds);
    return mails.map(({ sentAt, ...mail }) => ({ ...mail, sentAt: sentAt.toISOString() }));
  }
}
