import type { MailMessage, MailOutbox } from './mailer';
import type { JobDefinition } from '../jobs/queue';
import type { JobQueue } from '../jobs/runner';

/** Attempts of one mail: with the default backoff (5 s doubling, at most 10 minutes), about an hour and a half. */
const mailAttempts = 14;

/** The outbox of the mailer: each mail becomes a `mail.send` job. */
export function jobMailOutbox(queue: Pick<JobQueue, 'enqueue'>): MailOutbox {
  return { enqueue: (message) => queue.enqueue('mail.send', message, { maxAttempts: mailAttempts }) };
}

/**
 * `mail.send`: one mail over SMTP, retried with backoff while the server is down or refuses it, so
 * identity codes and contact messages survive an outage. The row (and the code it carries) is
 * deleted once sent. A claim makes one worker send it; only a worker that dies between the send and
 * the delete lets the lease expire and the mail go twice (at least once, never lost).
 */
export function mailSendJob(
  send: (message: MailMessage) => Promise<void>,
  backoffSeconds?: (attempt: number) => number,
): JobDefinition<MailMessage> {
  return {
    name: 'mail.send',
    maxAttempts: mailAttempts,
    backoffSeconds,
    // Codes and security mails: a lane of their own, never behind slow jobs such as link previews.
    lane: 'mail',
    async handler({ payload }) {
      await send({ to: payload.to, subject: payload.subject, text: payload.text });
    },
  };
}
