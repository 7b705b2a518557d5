import type { Migration } from '.';

/**
 * Reports for a clique's own moderators (docs/API.md "Cliques as communities").
 * - `reports.clique_id`: the clique of a reported post, comment (on a clique post) or chat message,
 *   set when the report is made (existing reports are filled in here); null for people, cliques and
 *   things outside cliques. The clique's queue reads its open reports by it. A deleted clique leaves
 *   its reports to the site's moderators (SET NULL).
 * - `moderation_audit.clique_id`: the clique of the target an action resolved, whoever decided (the
 *   site's or the clique's moderators), so that both queues show the resolution; `mute` and `ban`
 *   are the clique's actions.
 * - `notifications.outcome` may be `restricted` (the author was muted or banned in the clique).
 */
export const cliqueReports: Migration = {
  id: '262-clique-reports',
  sql: `
ALTER TABLE reports ADD COLUMN clique_id uuid REFERENCES cliques (clique_id) ON DELETE SET NULL;
UPDATE reports r SET clique_id = p.clique_id FROM posts p
  WHERE r.target_type = 'post' AND p.post_id = r.target_id AND p.clique_id IS NOT NULL;
UPDATE reports r SET clique_id = p.clique_id FROM comments c JOIN posts p ON p.post_id = c.post_id
  WHERE r.target_type = 'comment' AND c.comment_id = r.target_id AND p.clique_id IS NOT NULL;
UPDATE reports r SET clique_id = m.clique_id FROM messages m
  WHERE r.target_type = 'message' AND m.message_id = r.target_id AND m.clique_id IS NOT NULL;
CREATE INDEX reports_clique_open ON reports (clique_id, created_at, report_id) WHERE status = 'open' AND clique_id IS NOT NULL;

ALTER TABLE moderation_audit ADD COLUMN clique_id uuid REFERENCES cliques (clique_id) ON DELETE SET NULL;
UPDATE moderation_audit a SET clique_id = r.clique_id FROM reports r WHERE r.audit_id = a.audit_id AND r.clique_id IS NOT NULL;
CREATE INDEX moderation_audit_clique ON moderation_audit (clique_id, created_at DESC, audit_id DESC) WHERE clique_id IS NOT NULL;
ALTER TABLE moderation_audit DROP CONSTRAINT moderation_audit_action_check;
ALTER TABLE moderation_audit ADD CONSTRAINT moderation_audit_action_check
  CHECK (action IN ('remove_content', 'suspend_user', 'dismiss', 'mute', 'ban', 'set_role'));

ALTER TABLE notifications DROP CONSTRAINT notifications_outcome_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_outcome_check
  CHECK (outcome IN ('removed', 'suspended', 'restricted', 'dismissed'));
`,
};
