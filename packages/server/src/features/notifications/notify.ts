import type { Notification, NotificationType } from '@cliques/contracts';
import { emitAfterCommit } from '../../platform/database/commit-events';
import type { Queryable } from '../../platform/database/database';
import { insertNotificationIfWanted } from './notifications.repository';

export interface NotifyInput {
  /** Who is told. */
  userId: string;
  type: NotificationType;
  /** Who did it. */
  actorId: string;
  postId?: string | null;
  commentId?: string | null;
  cliqueId?: string | null;
  /** report_outcome: what became of the report; clique_post_answered: of the held post. */
  outcome?: Notification['outcome'];
  /**
   * Identifies the event so a repeat (like, unlike, like again) never notifies twice, e.g.
   * `post_like:<postId>:<actorId>`. Omit for events that may repeat (comments).
   */
  dedupeKey?: string;
}

/**
 * Records a notification where something happened. Never for your own actions; never twice for
 * the same dedupe key; never of a type the recipient turned off (settings.notifications[type] ===
 * false); never between people blocked either way, nor from someone the recipient muted — except a
 * `report_outcome`, which comes from the moderators: its actor is the person the recipient reported,
 * whom they may well have blocked or muted since. Call it inside the transaction of the action it reports:
 * once that commits, the recipient's sockets get the notification and their counts (or a push).
 */
const toldToActor = new Set<NotificationType>(['poll_closed', 'event_reminder_day', 'event_reminder_hour']);

export async function notify(db: Queryable, input: NotifyInput): Promise<void> {
  // A poll's close and an event's reminders are told to its author too: nobody else acted.
  if (input.userId === input.actorId && !toldToActor.has(input.type)) return;
  const notificationId = await insertNotificationIfWanted(db, input);
  if (notificationId) emitAfterCommit(db, { type: 'notification', userId: input.userId, notificationId });
}
