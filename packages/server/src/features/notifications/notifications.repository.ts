import type { Notification, NotificationType } from '@cliques/contracts';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../platform/database/database';
import { blockedBetween, mutes } from '../audience';
import { summaryColumns, toUserSummary, type SummaryRow } from '../people';

/** Where a page of notifications continues: the last row's time (microseconds) and id. */
export interface NotificationCursor {
  createdAt: string;
  notificationId: string;
}

export interface NotificationFilter {
  userId: string;
  unreadOnly: boolean;
  type?: NotificationType;
}

interface NotificationRow extends SummaryRow {
  notification_id: string;
  type: NotificationType;
  post_id: string | null;
  comment_id: string | null;
  clique_id: string | null;
  outcome: Notification['outcome'] | null;
  read: boolean;
  created_at: string;
  cursor_at: string;
  content_warning: string | null;
  group_id?: string;
}

/** SQL: the content warning of the notification's post, if it has one (never its text). */
const postWarning = '(SELECT p.content_warning FROM posts p WHERE p.post_id = n.post_id) AS content_warning';

/** WHERE clause and parameters of a filter; the planner picks the matching partial or type index. */
function filterSql(filter: NotificationFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [filter.userId];
  const clauses = ['n.user_id = $1'];
  if (filter.unreadOnly) clauses.push('NOT n.read');
  if (filter.type) {
    params.push(filter.type);
    clauses.push(`n.type = $${params.length}`);
  }
  return { where: clauses.join(' AND '), params };
}

/**
 * SQL: a notification's `outcome` — a report's, a held post's, or, for a friend request, what its
 * recipient answered (read from the friendship as it stands, so it needs no write when answered).
 */
export const outcomeColumn = `COALESCE(n.outcome, n.post_outcome, CASE WHEN n.type = 'friend_request' THEN
    (SELECT NULLIF(f.status, 'pending') FROM friendships f WHERE f.sender_id = n.actor_id AND f.recipient_id = n.user_id)
  END) AS outcome`;

/**
 * Reads one page of `select` (SELECT … FROM …, up to its WHERE) newest first by the SQL `at` and `id`,
 * past `after`; `limit + 1` rows tell if more follow. Each row's `cursor_at` and `idOf` make the cursor.
 */
export async function readPage<Row extends { cursor_at: string }>(
  db: Queryable,
  select: string,
  filter: { where: string; params: unknown[] },
  order: { at: string; id: string; idOf: (row: Row) => string },
  limit: number,
  after?: NotificationCursor,
): Promise<{ rows: Row[]; last: NotificationCursor | null; hasMore: boolean }> {
  const params = [...filter.params];
  let sql = filter.where;
  if (after) {
    params.push(after.createdAt, after.notificationId);
    sql += ` AND (${order.at}, ${order.id}) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
  }
  params.push(limit + 1);
  const { rows } = await db.query<Row>(
    `${select}
     WHERE ${sql}
     ORDER BY ${order.at} DESC, ${order.id} DESC
     LIMIT $${params.length}`,
    params,
  );
  const page = rows.slice(0, limit);
  const lastRow = page[page.length - 1];
  return {
    rows: page,
    last: lastRow ? { createdAt: lastRow.cursor_at, notificationId: order.idOf(lastRow) } : null,
    hasMore: rows.length > limit,
  };
}

/** One page of a user's notifications, newest first, with the actor of each; `limit + 1` rows tell if more follow. */
export async function listNotifications(
  db: Queryable,
  filter: NotificationFilter,
  limit: number,
  after?: NotificationCursor,
): Promise<{ items: Notification[]; last: NotificationCursor | null; hasMore: boolean }> {
  const { rows, last, hasMore } = await readPage<NotificationRow>(
    db,
    `SELECT n.notification_id, n.type, n.post_id, n.comment_id, n.clique_id, ${outcomeColumn}, n.read,
       to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
       to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at,
       ${summaryColumns('u')}, ${postWarning}, n.group_id
     FROM notifications n JOIN users u ON u.user_id = n.actor_id`,
    filterSql(filter),
    { at: 'n.created_at', id: 'n.notification_id', idOf: (row) => row.notification_id },
    limit,
    after,
  );
  return { items: rows.map(toNotification), last, hasMore };
}

/** One of a user's notifications as GET /notifications shows it, or null. */
export async function findNotification(db: Queryable, userId: string, notificationId: string) {
  const { rows } = await db.query<NotificationRow>(
    `SELECT n.notification_id, n.type, n.post_id, n.comment_id, n.clique_id, ${outcomeColumn}, n.read,
       to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
       '' AS cursor_at, ${summaryColumns('u')}, ${postWarning}, n.group_id
     FROM notifications n JOIN users u ON u.user_id = n.actor_id
     WHERE n.user_id = $1 AND n.notification_id = $2`,
    [userId, notificationId],
  );
  return rows[0] ? toNotification(rows[0]) : null;
}

function toNotification(row: NotificationRow): Notification {
  return {
    notificationId: row.notification_id,
    type: row.type,
    actor: toUserSummary(row),
    ...(row.post_id ? { postId: row.post_id } : {}),
    ...(row.comment_id ? { commentId: row.comment_id } : {}),
    ...(row.clique_id ? { cliqueId: row.clique_id } : {}),
    ...(row.outcome ? { outcome: row.outcome } : {}),
    ...(row.content_warning ? { contentWarning: row.content_warning } : {}),
    read: row.read,
    createdAt: row.created_at,
    ...(row.group_id ? { groupId: row.group_id } : {}),
  };
}

/** How many notifications match a filter (the unread count is `{unreadOnly: true}`; served by the partial index). */
export async function countNotifications(db: Queryable, filter: NotificationFilter): Promise<number> {
  const { where, params } = filterSql(filter);
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM notifications n WHERE ${where}`,
    params,
  );
  return rows[0]?.count ?? 0;
}

/** How many of the given ids are this user's notifications or notification groups. */
export async function countOwned(db: Queryable, userId: string, ids: string[]): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM unnest($2::uuid[]) AS x(id)
      WHERE EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = $1 AND n.notification_id = x.id)
         OR EXISTS (SELECT 1 FROM notification_groups g WHERE g.user_id = $1 AND g.group_id = x.id)`,
    [userId, ids],
  );
  return rows[0]?.count ?? 0;
}

/**
 * Marks some (or, without ids, all) of a user's unread notifications read; an id of a group marks
 * every notification of the group. Returns how many notifications changed.
 */
export async function markRead(db: Queryable, userId: string, ids?: string[]): Promise<number> {
  const { rows } = ids
    ? await db.query<{ count: number }>(
        `WITH changed AS (UPDATE notifications SET read = true
           WHERE user_id = $1 AND NOT read AND (notification_id = ANY($2::uuid[]) OR group_id = ANY($2::uuid[])) RETURNING 1)
         SELECT count(*)::int AS count FROM changed`,
        [userId, ids],
      )
    : await db.query<{ count: number }>(
        `WITH changed AS (UPDATE notifications SET read = true WHERE user_id = $1 AND NOT read RETURNING 1)
         SELECT count(*)::int AS count FROM changed`,
        [userId],
      );
  return rows[0]?.count ?? 0;
}

/** Removes a user's notification with this dedupe key (a withdrawn friend request). */
export async function deleteByDedupeKey(db: Queryable, userId: string, dedupeKey: string): Promise<void> {
  await db.query('DELETE FROM notifications WHERE user_id = $1 AND dedupe_key = $2', [userId, dedupeKey]);
}

/** Removes every notification about a clique (it was deleted, so they would lead nowhere). */
export async function deleteForClique(db: Queryable, cliqueId: string): Promise<void> {
  await db.query('DELETE FROM notifications WHERE clique_id = $1', [cliqueId]);
}

/** A notification to record (`dedupeKey` makes a repeat a no-op). */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  actorId: string;
  postId?: string | null;
  commentId?: string | null;
  cliqueId?: string | null;
  outcome?: string | null;
  dedupeKey?: string;
}

/**
 * Inserts a notification unless its dedupe key was used, the recipient turned its type off, or the
 * two are blocked either way or the recipient muted the actor (a `report_outcome` ignores the last two).
 */
export async function insertNotificationIfWanted(db: Queryable, n: NewNotification): Promise<string | null> {
  const { rows } = await db.query<{ notification_id: string }>(
    `INSERT INTO notifications (notification_id, user_id, type, actor_id, post_id, comment_id, clique_id, dedupe_key, outcome, post_outcome)
     SELECT $1::uuid, $2::uuid, $3::text, $4::uuid, $5::uuid, $6::uuid, $7::uuid, $8::text,
       CASE WHEN $3::text <> 'clique_post_answered' THEN $9::text END, CASE WHEN $3::text = 'clique_post_answered' THEN $9::text END
     WHERE NOT EXISTS (SELECT 1 FROM users WHERE user_id = $2::uuid AND settings -> 'notifications' -> $3::text = 'false'::jsonb)
       AND ($3::text = 'report_outcome' OR (NOT ${blockedBetween('$2::uuid', '$4::uuid')} AND NOT ${mutes('$2::uuid', '$4::uuid')}))
     ON CONFLICT DO NOTHING
     RETURNING notification_id`,
    [
      randomUUID(),
      n.userId,
      n.type,
      n.actorId,
      n.postId ?? null,
      n.commentId ?? null,
      n.cliqueId ?? null,
      n.dedupeKey ?? null,
      n.outcome ?? null,
    ],
  );
  return rows[0]?.notification_id ?? null;
}
