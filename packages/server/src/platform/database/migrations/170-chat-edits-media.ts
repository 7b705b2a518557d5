import type { Migration } from '.';

/**
 * Chat people expect: a message can be edited (edited_at) and deleted for everyone (deleted_at; its
 * content is emptied, the row stays so history and read state keep their order), and can carry up to
 * four images (message_media, in order; each key a media object of the sender, readable only by the
 * conversation's participants).
 */
export const chatEditsMedia: Migration = {
  id: '170-chat-edits-media',
  sql: `
ALTER TABLE messages ADD COLUMN edited_at timestamptz;
ALTER TABLE messages ADD COLUMN deleted_at timestamptz;

CREATE TABLE message_media (
  message_id uuid NOT NULL REFERENCES messages (message_id) ON DELETE CASCADE,
  position smallint NOT NULL,
  key text NOT NULL,
  PRIMARY KEY (message_id, position)
);
CREATE INDEX message_media_key ON message_media (key);
`,
};
