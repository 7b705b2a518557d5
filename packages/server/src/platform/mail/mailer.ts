import nodemailer from 'nodemailer';
import type { Config } from '../config/config';
import type { Queryable } from '../database/database';
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
  /** Present only when mail stays with the server (no SMTP_URL, not production). */
  readonly devMailbox?: DevMailbox;
}

/** The part of the server's logger the mailer uses. */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const silent: MailLog = { info: () => undefined, warn: () => undefined };

/** Where SMTP mail waits to be sent (the jobs table): the caller's answer never waits for the mail server. */
export interface MailOutbox {
  enqueue(message: MailMessage): Promise<void>;
}

/** Sends one mail over SMTP now; rejects when the server is down or refuses it. */
export function createSmtpSender(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'> & { smtpUrl: string },
): (message: MailMessage) => Promise<void> {
  const transport = nodemailer.createTransport(config.smtpUrl);
  return async ({ to, subject, text }) => {
    await transport.sendMail({ from: config.mailFrom, to, subject, text });
  };
}

/** What createMailer may be given besides the configuration. */
export interface MailerOptions {
  log?: MailLog;
  /** Where SMTP mail waits to be sent; without it, SMTP mail is sent at once. */
  outbox?: MailOutbox;
  /** The database the dev mailbox keeps its mail in; without it, outside production mail is only logged. */
  db?: Queryable;
}

/**
 * Builds the mail transport: SMTP through nodemailer when SMTP_URL is set (through the outbox when
 * one is given: the mail is stored and a job sends it, retrying while the server is down); otherwise, outside
 * production, the dev mailbox in the database (each mail is also logged, code included, so a developer can read it).
 * In production without SMTP, mail is not delivered and a warning says so (never the content).
 */
export function createMailer(
  config: Pick<Config, 'env' | 'smtpUrl' | 'mailFrom'>,
  { log = silent, outbox, db }: MailerOptions = {},
): Mailer {
  if (config.smtpUrl) {
    const send = outbox
      ? (message: MailMessage) => outbox.enqueue(message)
      : createSmtpSender({ ...config, smtpUrl: config.smtpUrl });
    return { send };
  }
  if (config.env === 'production') {
    return {
      async send({ to }) {
        log.warn({ to }, 'SMTP_URL is not set: mail not delivered');
      },
    };
  }
  const devMailbox = db ? new DevMailbox(db) : undefined;
  return {
    devMailbox,
    async send({ to, subject, text, code }) {
      await devMailbox?.add({ to, subject, body: text, code: code ?? null });
      log.info(
        { mail: { to, subject, code: code ?? null, body: text } },
        devMailbox ? 'mail kept in the dev mailbox' : 'mail not delivered (no SMTP_URL)',
      );
    },
  };
}
