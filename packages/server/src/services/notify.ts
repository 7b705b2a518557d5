import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { blockedBetween, mutes } from '../safety/reach';

/** API.md notification types. */
export type NotificationType =
  | 'post_like'
  | 'comment_like'
  | 'comment'
  | 'reply'
  | 'mention'
  | 'share'
  | 'friend_request'
  | 'friend_accept'
  | 'follow'
  | 'clique_added'
  | 'report_outcome';

export interface NotifyInput {
  /** Who is told. */
  userId: string;
  type: NotificationType;
  /** Who did it. */
  actorId: string;
  postId?: string | null;
  commentId?: string | null;
  cliqueId?: string | null;
  /** report_outcome: what became of the report. */
  outcome?: 'removed' | 'suspended' | 'dismissed';
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
 * whom they may well have blocked or muted since. Call it inside the transaction of the action it reports.
 */
export async function notify(db: Queryable, input: NotifyInput): Promise<void> {
  if (input.userId === input.actorId) return;
  await db.query(
    `INSERT INTO notifications (notification_id, user_id, type, actor_id, post_id, comment_id, clique_id, dedupe_key, outcome)
     SELECT $1::uuid, $2::uuid, $3::text, $4::uuid, $5::uuid, $6::uuid, $7::uuid, $8::text, $9::text
     WHERE NOT EXISTS (SELECT 1 FROM users WHERE user_id = $2::uuid AND settings -> 'notifications' -> $3::text = 'false'::jsonb)
       AND ($3::text = 'report_outcome' OR (NOT ${blockedBetween('$2::uuid', '$4::uuid')} AND NOT ${mutes('$2::uuid', '$4::uuid')}))
     ON CONFLICT DO NOTHING`,
    [
      randomUUID(),
      input.userId,
      input.type,
      input.actorId,
      input.postId ?? null,
      input.commentId ?? null,
      input.cliqueId ?? null,
      input.dedupeKey ?? null,
      input.outcome ?? null,
    ],
  );
}
