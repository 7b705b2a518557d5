import type { Migration } from '.';

/**
 * Chat: messages (direct or to a clique), each sender's clientMessageId unique so a resend never
 * duplicates; `seq` orders messages in commit-independent insert order for keyset history pages.
 * direct_threads keeps one row per person and counterpart with the last message, so the
 * conversation list never scans a person's whole history. clique_chat_reads holds how far each
 * member has read a clique's conversation. realtime_tickets holds the single-use socket tickets
 * (hashed) so any server instance can redeem one another issued.
 */
export const chat: Migration = {
  id: '030-chat',
  sql: `
CREATE TABLE messages (
  message_id uuid PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  sender_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  recipient_id uuid REFERENCES users (user_id) ON DELETE CASCADE,
  clique_id uuid REFERENCES cliques (clique_id) ON DELETE CASCADE,
  content text NOT NULL,
  client_message_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  CHECK ((recipient_id IS NULL) <> (clique_id IS NULL)),
  CHECK (recipient_id IS NULL OR recipient_id <> sender_id)
);
CREATE UNIQUE INDEX messages_seq ON messages (seq);
CREATE UNIQUE INDEX messages_client_id ON messages (sender_id, client_message_id) WHERE client_message_id IS NOT NULL;
CREATE INDEX messages_direct_history ON messages (LEAST(sender_id, recipient_id), GREATEST(sender_id, recipient_id), seq DESC) WHERE recipient_id IS NOT NULL;
CREATE INDEX messages_clique_history ON messages (clique_id, seq DESC) WHERE clique_id IS NOT NULL;
CREATE INDEX messages_direct_unread ON messages (recipient_id, sender_id) WHERE read_at IS NULL AND recipient_id IS NOT NULL;

CREATE TABLE direct_threads (
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  other_user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  last_seq bigint NOT NULL,
  PRIMARY KEY (user_id, other_user_id)
);
CREATE INDEX direct_threads_recent ON direct_threads (user_id, last_seq DESC);

CREATE TABLE clique_chat_reads (
  clique_id uuid NOT NULL REFERENCES cliques (clique_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  last_read_seq bigint NOT NULL,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (clique_id, user_id)
);

CREATE TABLE realtime_tickets (
  ticket_hash text PRIMARY KEY,
  user_id uuid NOT NULL,
  origin_jti text,
  token_exp bigint NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX realtime_tickets_expiry ON realtime_tickets (expires_at);
`,
};
