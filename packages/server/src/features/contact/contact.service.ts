import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import type { Mailer } from '../../platform/mail/mailer';
import { deleteExpiredContactMessages, insertContactMessage, markContactMessageForwarded } from './contact.repository';

export interface ContactServiceDeps {
  db: Database;
  mailer: Pick<Mailer, 'send'>;
  /** The team's address that contact messages are forwarded to. */
  contactTo: string;
  /** Told when forwarding fails; the message stays stored and unforwarded. */
  onForwardError: (error: unknown, messageId: string) => void;
}

export interface SentContactMessage {
  messageId: string;
  /** Settles when forwarding has ended, whether or not it worked (the sender never waits for it). */
  forwarded: Promise<void>;
}

/**
 * Stores a contact message (dropping those older than twelve months), then forwards it to the team by mail in the background: the sender's
 * answer depends only on the message being stored, never on the mail server being up or fast.
 */
export async function sendContactMessage(
  deps: ContactServiceDeps,
  input: ContactRequest,
  clientAddress: string,
): Promise<SentContactMessage> {
  const messageId = randomUUID();
  await deps.db.transaction(async (tx) => {
    await deleteExpiredContactMessages(tx);
    await insertContactMessage(tx, messageId, input, clientAddress);
  });
  const forwarded = forward(deps, messageId, input).catch((error: unknown) => deps.onForwardError(error, messageId));
  return { messageId, forwarded };
}

async function forward(deps: ContactServiceDeps, messageId: string, input: ContactRequest): Promise<void> {
  await deps.mailer.send({
    to: deps.contactTo,
    subject: `[Cliques contact] ${oneLine(input.subject)}`,
    text: contactMailText(input),
  });
  await markContactMessageForwarded(deps.db, messageId);
}

/** The body of the mail the team receives. */
export function contactMailText(input: ContactRequest): string {
  return [
    `From: ${oneLine(input.name)} <${oneLine(input.email)}>`,
    `Subject: ${oneLine(input.subject)}`,
    '',
    input.message,
  ].join('\n');
}

/** Header-bound values never carry line breaks. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}
