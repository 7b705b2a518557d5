import type { Migration } from '.';

/**
 * Idempotency keys of POST /posts and POST /posts/{id}/comments: one row per (user, scope, key),
 * claimed before the write (resource_id null) and completed with the id of what it created, so a
 * repeat of the request, even one arriving while the first still runs, never creates a second one.
 * Keys are the sender's own: another user's identical key is another row.
 */
export const idempotencyKeys: Migration = {
  id: '180-idempotency-keys',
  sql: `
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  scope text NOT NULL,
  key text NOT NULL,
  resource_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, scope, key)
);
`,
};
