import type { Migration } from '.';

/**
 * Reports, roles, suspensions and the moderation audit log (src/moderation):
 * - `users.role`: 'member' or 'moderator' (admins are ADMIN_USERS, never stored); `users.suspended_until`:
 *   while in the future the person cannot sign in or write.
 * - `reports`: one row per reporter and target; at most one open report per reporter and target
 *   (the unique partial index makes a repeat find the open one). `subject_id` is the target's
 *   author (or the reported person) when reported. `audit_id` names the action that resolved it.
 * - `moderation_audit`: every action, with a copy of the target's text. The moderator and subject
 *   links are cleared when their accounts are erased (the entry stays; erasure also clears the copy).
 * - `notifications.outcome`: what became of a report, for `report_outcome` notifications.
 */
export const moderation: Migration = {
  id: '130-moderation',
  sql: `
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'moderator'));
ALTER TABLE users ADD COLUMN suspended_until timestamptz;
ALTER TABLE notifications ADD COLUMN outcome text CHECK (outcome IN ('removed', 'suspended', 'dismissed'));

CREATE TABLE moderation_audit (
  audit_id uuid PRIMARY KEY,
  action text NOT NULL CHECK (action IN ('remove_content', 'suspend_user', 'dismiss', 'set_role')),
  moderator_id uuid REFERENCES users (user_id) ON DELETE SET NULL,
  target_type text NOT NULL,
  target_id uuid NOT NULL,
  subject_id uuid REFERENCES users (user_id) ON DELETE SET NULL,
  note text,
  days integer,
  role text CHECK (role IN ('moderator', 'member')),
  snapshot text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX moderation_audit_recent ON moderation_audit (created_at DESC, audit_id DESC);
CREATE INDEX moderation_audit_subject ON moderation_audit (subject_id) WHERE subject_id IS NOT NULL;
CREATE INDEX moderation_audit_moderator ON moderation_audit (moderator_id) WHERE moderator_id IS NOT NULL;

CREATE TABLE reports (
  report_id uuid PRIMARY KEY,
  reporter_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  target_type text NOT NULL CHECK (target_type IN ('post', 'comment', 'user', 'message', 'clique')),
  target_id uuid NOT NULL,
  subject_id uuid REFERENCES users (user_id) ON DELETE SET NULL,
  reason text NOT NULL CHECK (reason IN ('spam', 'harassment', 'hate', 'violence', 'sexual', 'self_harm', 'other')),
  note text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  audit_id uuid REFERENCES moderation_audit (audit_id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status = 'resolved' OR audit_id IS NULL)
);
CREATE UNIQUE INDEX reports_one_open ON reports (reporter_id, target_type, target_id) WHERE status = 'open';
CREATE INDEX reports_open_target ON reports (target_type, target_id, created_at, report_id) WHERE status = 'open';
CREATE INDEX reports_resolution ON reports (audit_id) WHERE audit_id IS NOT NULL;
CREATE INDEX reports_subject ON reports (subject_id) WHERE subject_id IS NOT NULL;
`,
};
