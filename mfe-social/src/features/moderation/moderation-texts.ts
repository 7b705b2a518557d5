// Every text of the moderation page, in one place.
import type { AuditEntry, ModerationAction, ModerationItem, ReportTargetType } from '@cliques/contracts';

/** What a reported thing is called. */
export const targetLabels: Record<ReportTargetType, string> = {
  post: 'Post',
  comment: 'Comment',
  user: 'Profile',
  message: 'Message',
  clique: 'Clique',
};

/** A resolution, as the resolved tab says it. */
export const resolutionLabels: Record<ModerationAction, string> = {
  remove_content: 'Content removed',
  suspend_user: 'Account suspended',
  dismiss: 'Dismissed, no action taken',
};

const handle = (user: { username: string } | null) => (user ? `@${user.username}` : 'a deleted account');

/** What an audit entry's moderator did, after their name: "removed a post by @bob". */
export function auditSentence(entry: AuditEntry): string {
  const thing = `a ${targetLabels[entry.targetType].toLowerCase()}`;
  const by = entry.subject ? ` by ${handle(entry.subject)}` : '';
  switch (entry.action) {
    case 'remove_content':
      return `removed ${thing}${by}`;
    case 'suspend_user':
      return `suspended ${handle(entry.subject)}${entry.days ? ` for ${entry.days} ${entry.days === 1 ? 'day' : 'days'}` : ''}`;
    case 'dismiss':
      return `dismissed the reports about ${thing}${by}`;
    case 'set_role':
      return `made ${handle(entry.subject)} ${entry.role === 'moderator' ? 'a moderator' : 'a member'}`;
  }
}

export const moderationTexts = {
  title: 'Moderation',
  tabs: { open: 'Open reports', resolved: 'Resolved', audit: 'Audit log' },
  forbidden: 'Only moderators and admins can see this page.',
  emptyOpen: 'No open reports. All clear.',
  emptyResolved: 'Nothing resolved yet.',
  emptyAudit: 'No moderator actions yet.',
  gone: 'This content is no longer there.',
  openPost: 'Open the post',
  note: 'Note for the audit log (optional)',
  remove: 'Remove',
  suspend: 'Suspend',
  dismiss: 'Dismiss',
  days: 'Days (1–365)',
  removeTitle: (item: ModerationItem) => `Remove this ${targetLabels[item.targetType].toLowerCase()}?`,
  removeMessage: 'It is deleted for everyone. The audit log keeps a copy of its text, and each reporter is told.',
  suspendTitle: (username: string) => `Suspend @${username}?`,
  suspendMessage: 'They cannot sign in, post, comment or message until the suspension ends. Each reporter is told.',
  reportCount: (n: number) => `${n} ${n === 1 ? 'report' : 'reports'}`,
  media: (n: number) => `${n} ${n === 1 ? 'photo or video' : 'photos or videos'} attached`,
  done: (action: ModerationAction) => `Resolved: ${resolutionLabels[action].toLowerCase()}.`,
};
