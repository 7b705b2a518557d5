import type { Migration } from '.';

/**
 * Indexes for friends, follows and notifications: one friend relation per pair of people whatever
 * its direction (so crossed requests cannot both be stored), friend and follow lists by recency, and
 * notification lists filtered by unread or type without scanning past the rows they skip.
 */
export const social: Migration = {
  id: '010-social',
  sql: `
CREATE UNIQUE INDEX friendships_pair ON friendships (LEAST(sender_id, recipient_id), GREATEST(sender_id, recipient_id));
CREATE INDEX friendships_sender ON friendships (sender_id, status);
CREATE INDEX follows_follower_recent ON follows (follower_id, created_at DESC);
CREATE INDEX follows_followed_recent ON follows (followed_id, created_at DESC);
CREATE INDEX notifications_user_unread_recent ON notifications (user_id, created_at DESC, notification_id DESC) WHERE NOT read;
CREATE INDEX notifications_user_type_recent ON notifications (user_id, type, created_at DESC, notification_id DESC);
CREATE INDEX cliques_owner ON cliques (owner_id);
CREATE INDEX notifications_clique ON notifications (clique_id) WHERE clique_id IS NOT NULL;
`,
};
