import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { DevMailbox } from './dev-mailbox';

/** One mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A verification code the mail carries; the dev mailbox lists it apart from the body. */
  code?: string;
}

/** The one mail transport of the server (identity codes, contact messages). */
export interface Mailer {
  /** Sends a mail; rejects when the mail server refuses it. */
  send(message: MailMessage): Promise<void>;
  /** Present only when mail stays in the process (no SMTP_URL, not production). */
  readonly devMailbox?: DevMailbox;
}

/** The part of the server's logger the mailer uses. */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const silent: MailLog = { info: () => undefined, warn: () => undefined };

/**
 * Builds the mail transport: SMTP through nodemailer when SMTP_URL is set; otherwise, outside
 * production, the dev mailbox (each mail is also logged, code included, so a developer can read it).
 * In production without SMTP, mail is not delivered and a warning says so (never the content).
 */
export function createMailer(config: Pick<Config, 'env' | 'smtpUrl' | 'mailFrom'>, log: MailLog = silent): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send({ to, subject, text }) {
        await transport.sendMail({ from: config.mailFrom, to, subject, text });
      },
    };
  }
  if (config.env === 'production') {
    return {
      async send({ to }) {
        log.warn({ to }, 'SMTP_URL is not set: mail not delivered');
      },
    };
  }
  const devMailbox = new DevMailbox();
  return {
    devMailbox,
    async send({ to, subject, text, code }) {
      devMailbox.add({ to, subject, body: text, code: code ?? null, sentAt: new Date().toISOString() });
      log.info({ mail: { to, subject, code: code ?? null, body: text } }, 'mail kept in the dev mailbox');
    },
  };
}
