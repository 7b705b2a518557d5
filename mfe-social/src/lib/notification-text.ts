import type { Notification, NotificationType, ReportOutcome } from '@cliques/contracts';
import type { SocialMessage } from '../i18n';

/** Labels of the type filter, in the order the filter lists them. */
export const typeLabels: Record<NotificationType, SocialMessage> = {
  post_like: 'Post likes',
  comment_like: 'Comment likes',
  comment: 'Comments',
  reply: 'Replies',
  mention: 'Mentions',
  share: 'Shares',
  friend_request: 'Friend requests',
  friend_accept: 'Accepted requests',
  follow: 'Follows',
  clique_added: 'Clique invitations',
  report_outcome: 'Report outcomes',
};

/** Types whose sentence is "<actor> <action>"; a report outcome is said differently ({@link outcomeText}). */
type ActorType = Exclude<NotificationType, 'report_outcome'>;

const actions: Record<ActorType, SocialMessage> = {
  post_like: 'liked your post',
  comment_like: 'liked your comment',
  comment: 'commented on your post',
  reply: 'replied to your comment',
  mention: 'mentioned you in a post',
  share: 'shared your post',
  friend_request: 'sent you a friend request',
  friend_accept: 'accepted your friend request',
  follow: 'started following you',
  clique_added: 'added you to a clique',
};

/** What the actor did, e.g. "liked your post" (the actor's name goes before it). */
export function actionText(type: ActorType): SocialMessage {
  return actions[type];
}

const outcomes: Record<ReportOutcome, SocialMessage> = {
  removed: 'content removed',
  suspended: 'account suspended',
  dismissed: 'no action taken',
};

/** What became of a report, as in "Your report about @bob was reviewed: content removed". */
export function outcomeText(outcome: ReportOutcome | undefined): SocialMessage {
  return outcome ? outcomes[outcome] : 'no action taken';
}

/** Where a notification leads: the post it is about, the clique, the requests, or the actor's profile. */
export function notificationLink(notification: Notification): string {
  if (notification.postId) return `/post/${encodeURIComponent(notification.postId)}`;
  if (notification.type === 'clique_added' && notification.cliqueId)
    return `/cliques?clique=${encodeURIComponent(notification.cliqueId)}`;
  if (notification.type === 'friend_request') return '/friends';
  return `/profile/${encodeURIComponent(notification.actor.userId)}`;
}
