/** A mail as the dev mailbox shows it. */
export interface DevMail {
  to: string;
  subject: string;
  body: string;
  /** The verification code the mail carries, if any. */
  code: string | null;
  sentAt: string;
}

/** Keeps the newest mails in memory; older ones fall off. */
const capacity = 500;

/** The embedded default's mailbox (never in production): tests and new users read their codes here. */
export class DevMailbox {
  private readonly mails: DevMail[] = [];

  /** Stores a mail. */
  add(mail: DevMail): void {
    this.mails.push(mail);
    if (this.mails.length > capacity) this.mails.splice(0, this.mails.length - capacity);
  }

  /** Mails sent to an address (case-insensitive), newest first. */
  list(to: string): DevMail[] {
    const address = to.trim().toLowerCase();
    return this.mails.filter((mail) => mail.to.toLowerCase() === address).reverse();
  }
}
