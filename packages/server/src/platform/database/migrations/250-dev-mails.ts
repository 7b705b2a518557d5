import type { Migration } from '.';

/**
 * The dev mailbox (development and tests, never production: there mail goes over SMTP): mails kept
 * in the database so that a restart, or another instance on the same database, still shows the
 * codes sent before. `recipient` is the address in lower case. Bounded by its writer: the last 50
 * mails of an address, none older than a day.
 */
export const devMails: Migration = {
  id: '250-dev-mails',
  sql: `
CREATE TABLE dev_mails (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  code text,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_mails_recipient ON dev_mails (recipient, id DESC);
CREATE INDEX dev_mails_sent_at ON dev_mails (sent_at);
`,
};
