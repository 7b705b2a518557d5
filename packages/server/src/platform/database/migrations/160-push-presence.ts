import type { Migration } from '.';

/**
 * Live presence and web push: when each user's last socket closed (last seen), the server's one
 * VAPID key pair (generated at the first start, kept so subscriptions stay valid across restarts
 * and instances), and each user's push subscriptions (one row per browser endpoint).
 */
export const pushPresence: Migration = {
  id: '160-push-presence',
  sql: `
ALTER TABLE users ADD COLUMN last_seen_at timestamptz;

CREATE TABLE push_vapid_keys (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE push_subscriptions (
  endpoint text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);
`,
};
