import type { Notification, UserSummary } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { summaryColumns, toUserSummary, type SummaryRow } from '../people';
import { outcomeColumn, readPage, type NotificationCursor, type NotificationFilter } from './notifications.repository';

interface GroupRow extends SummaryRow {
  group_id: string;
  type: Notification['type'];
  post_id: string | null;
  comment_id: string | null;
  clique_id: string | null;
  outcome: Notification['outcome'] | null;
  read: boolean;
  latest_at: string;
  cursor_at: string;
  content_warning: string | null;
  count: number;
  actors: UserSummary[];
}

/** WHERE clause and parameters over the groups `g`; each filter has its index. */
function groupFilterSql(filter: NotificationFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [filter.userId];
  const clauses = ['g.user_id = $1'];
  if (filter.unreadOnly) clauses.push('g.unread > 0');
  if (filter.type) {
    params.push(filter.type);
    clauses.push(`g.type = $${params.length}`);
  }
  return { where: clauses.join(' AND '), params };
}

/**
 * One page of a user's notification groups, newest activity first: an index read of
 * `notification_groups_user_recent` (migration 274), the newest notification of each group for
 * what it is about, and its up to three actors. `limit + 1` rows tell if more follow.
 */
export async function listGroups(
  db: Queryable,
  filter: NotificationFilter,
  limit: number,
  after?: NotificationCursor,
): Promise<{ items: Notification[]; last: NotificationCursor | null; hasMore: boolean }> {
  const { rows, last, hasMore } = await readPage<GroupRow>(
    db,
    `SELECT g.group_id, g.type, n.post_id, n.comment_id, n.clique_id, ${outcomeColumn},
       g.unread = 0 AS read, g.count,
       to_char(g.latest_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS latest_at,
       to_char(g.latest_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at,
       ${summaryColumns('u')},
       (SELECT p.content_warning FROM posts p WHERE p.post_id = n.post_id) AS content_warning,
       (SELECT json_agg(json_build_object('userId', a.user_id, 'username', a.username, 'displayName', a.display_name,
                 'profilePicture', a.profile_picture) ORDER BY o.i)
          FROM unnest(g.actor_ids) WITH ORDINALITY AS o(id, i) JOIN users a ON a.user_id = o.id) AS actors
     FROM notification_groups g
     JOIN notifications n ON n.notification_id = g.latest_id
     JOIN users u ON u.user_id = n.actor_id`,
    groupFilterSql(filter),
    { at: 'g.latest_at', id: 'g.group_id', idOf: (row) => row.group_id },
    limit,
    after,
  );
  return { items: rows.map(toGroupItem), last, hasMore };
}

function toGroupItem(row: GroupRow): Notification {
  return {
    notificationId: row.group_id,
    type: row.type,
    actor: toUserSummary(row),
    ...(row.post_id ? { postId: row.post_id } : {}),
    ...(row.comment_id ? { commentId: row.comment_id } : {}),
    ...(row.clique_id ? { cliqueId: row.clique_id } : {}),
    ...(row.outcome ? { outcome: row.outcome } : {}),
    ...(row.content_warning ? { contentWarning: row.content_warning } : {}),
    read: row.read,
    createdAt: row.latest_at,
    groupId: row.group_id,
    count: row.count,
    actors: row.actors ?? [],
    latestAt: row.latest_at,
  };
}

/** How many of a user's groups match a filter; `{unreadOnly: true}` is the bell's number (its partial index). */
export async function countGroups(db: Queryable, filter: NotificationFilter): Promise<number> {
  const { where, params } = groupFilterSql(filter);
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM notification_groups g WHERE ${where}`,
    params,
  );
  return rows[0]?.count ?? 0;
}

/** A notification's group as a push tells it: its id, size and newest actors. */
export async function groupOf(
  db: Queryable,
  notificationId: string,
): Promise<{ groupId: string; count: number; actors: string[] } | null> {
  const { rows } = await db.query<{ group_id: string; count: number; actors: string[] }>(
    `SELECT g.group_id, g.count,
       ARRAY(SELECT a.display_name FROM unnest(g.actor_ids) WITH ORDINALITY AS o(id, i) JOIN users a ON a.user_id = o.id ORDER BY o.i) AS actors
     FROM notifications n JOIN notification_groups g ON g.group_id = n.group_id WHERE n.notification_id = $1`,
    [notificationId],
  );
  const row = rows[0];
  return row ? { groupId: row.group_id, count: row.count, actors: row.actors } : null;
}
