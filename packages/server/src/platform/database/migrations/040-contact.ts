import type { Migration } from '.';

/** Messages sent through the contact form: kept before the sender is told it went through. */
export const contact: Migration = {
  id: '040-contact',
  sql: `
CREATE TABLE contact_messages (
  message_id uuid PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 200),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000),
  client_address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  forwarded_at timestamptz
);
CREATE INDEX contact_messages_created ON contact_messages (created_at DESC);
CREATE INDEX contact_messages_unforwarded ON contact_messages (created_at) WHERE forwarded_at IS NULL;
`,
};
