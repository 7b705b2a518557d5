import type {
  CliquePostOutcome,
  FriendRequestOutcome,
  Notification,
  NotificationType,
  ReportOutcome,
} from '@cliques/contracts';
import type { SocialMessage } from '../i18n';

/** Labels of the type filter, in the order the filter lists them. */
export const typeLabels: Record<NotificationType, SocialMessage> = {
  post_like: 'Post likes',
  comment_like: 'Comment likes',
  comment: 'Comments',
  reply: 'Replies',
  mention: 'Mentions',
  share: 'Shares',
  quote: 'Quotes',
  friend_request: 'Friend requests',
  friend_accept: 'Accepted requests',
  follow: 'Follows',
  clique_added: 'Added to a clique',
  report_outcome: 'Report outcomes',
  clique_join_request: 'Requests to join my cliques',
  clique_request_answered: 'Answers to my join requests',
  clique_invitation: 'Clique invitations',
  clique_role_changed: 'Role changes in my cliques',
  clique_post_pending: 'Posts waiting for my approval',
  clique_post_answered: 'Reviews of my clique posts',
  clique_banned: 'Bans from cliques',
  poll_closed: 'Closed polls',
  event_updated: 'Event changes',
  event_cancelled: 'Cancelled events',
  event_promoted: 'Places from a waitlist',
  event_reminder_day: 'Event reminders, a day before',
  event_reminder_hour: 'Event reminders, an hour before',
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
  quote: 'quoted your post',
  friend_request: 'sent you a friend request',
  friend_accept: 'accepted your friend request',
  follow: 'started following you',
  clique_added: 'added you to a clique',
  clique_join_request: 'asked to join your clique',
  clique_request_answered: 'answered your request to join a clique',
  clique_invitation: 'invited you to a clique',
  clique_role_changed: 'changed your role in a clique',
  clique_post_pending: 'wrote a post that waits for your approval',
  clique_post_answered: 'reviewed your post in a clique',
  clique_banned: 'banned you from a clique',
  poll_closed: 'ran a poll that has now closed',
  event_updated: 'changed the time or place of an event you are going to',
  event_cancelled: 'cancelled an event you are going to',
  event_promoted: 'has a place for you at their event: you are going now',
  event_reminder_day: 'has an event you are going to in 24 hours',
  event_reminder_hour: 'has an event you are going to in 1 hour',
};

const postOutcomes: Record<CliquePostOutcome, SocialMessage> = {
  approved: 'approved your post in a clique',
  declined: 'declined your post in a clique',
};

const requestOutcomes: Record<FriendRequestOutcome, SocialMessage> = {
  accepted: 'sent you a friend request · you accepted',
  declined: 'sent you a friend request · you declined',
};

/**
 * What the actor did, e.g. "liked your post" (the actor's name goes before it); for a held clique
 * post, what its moderator answered; for a friend request once answered, the answer.
 */
export function actionText(type: ActorType, outcome?: Notification['outcome']): SocialMessage {
  if (type === 'clique_post_answered' && (outcome === 'approved' || outcome === 'declined'))
    return postOutcomes[outcome];
  if (type === 'friend_request' && (outcome === 'accepted' || outcome === 'declined')) return requestOutcomes[outcome];
  return actions[type];
}

/** What several people did together, e.g. "Ana and 49 others liked your post" (the names go before it). */
const groupActions: Partial<Record<ActorType, SocialMessage>> = {
  post_like: 'liked your post|group',
  comment_like: 'liked your comment|group',
  share: 'shared your post|group',
  quote: 'quoted your post|group',
  follow: 'started following you|group',
};

/** The action of a grouped notification: said of several people when the group holds more than one. */
export function groupActionText(type: ActorType, count: number, outcome?: Notification['outcome']): SocialMessage {
  return (count > 1 && groupActions[type]) || actionText(type, outcome);
}

const outcomes: Record<ReportOutcome, SocialMessage> = {
  removed: 'content removed',
  suspended: 'account suspended',
  restricted: 'author muted or banned in the clique',
  dismissed: 'no action taken',
};

/** What became of a report, as in "Your report about @bob was reviewed: content removed". */
export function outcomeText(outcome: Notification['outcome']): SocialMessage {
  return outcome && outcome in outcomes ? outcomes[outcome as ReportOutcome] : 'no action taken';
}

/** Clique notifications that lead to the clique (a post waiting for approval too: Manage lists it). */
const toClique = new Set<NotificationType>([
  'clique_added',
  'clique_join_request',
  'clique_request_answered',
  'clique_invitation',
  'clique_role_changed',
  'clique_post_pending',
  'clique_banned',
]);

/**
 * Where a notification leads: the clique, the post it is about (a declined clique post is gone: its
 * clique), the requests, or the actor's profile.
 */
export function notificationLink(notification: Notification): string {
  const declinedPost = notification.type === 'clique_post_answered' && !notification.postId;
  if ((toClique.has(notification.type) || declinedPost) && notification.cliqueId)
    return `/cliques?clique=${encodeURIComponent(notification.cliqueId)}`;
  if (notification.postId) return `/post/${encodeURIComponent(notification.postId)}`;
  if (notification.type === 'friend_request') return '/friends';
  return `/profile/${encodeURIComponent(notification.actor.userId)}`;
}
