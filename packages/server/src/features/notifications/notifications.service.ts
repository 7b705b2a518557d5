import type { MarkNotificationsBody, NotificationsQuery, NotificationsResponse } from '@cliques/contracts';
import { emitAfterCommit } from '../../platform/database/commit-events';
import type { Database } from '../../platform/database/database';
import { notFound } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { decodePageToken, encodePageToken } from '../../platform/input/page-token';
import { countGroups, listGroups } from './notification-groups.repository';
import {
  countNotifications,
  countOwned,
  listNotifications,
  markRead,
  type NotificationCursor,
} from './notifications.repository';

const timePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The opaque nextToken of a notification page. */
export function encodeCursor(cursor: NotificationCursor): string {
  return encodePageToken([cursor.createdAt, cursor.notificationId]);
}

/** Reads a nextToken; a token this server did not make is a 400. */
export function decodeCursor(token: string): NotificationCursor {
  return decodePageToken(token, (value) =>
    Array.isArray(value) &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'string' &&
    timePattern.test(value[0]) &&
    isId(value[1])
      ? { createdAt: value[0], notificationId: value[1] }
      : null,
  );
}

/**
 * A page of the caller's notifications with the unread count and the filtered total. The badge poll
 * (`unreadOnly`, `limit=1`) costs one short index scan and one count on the unread partial index.
 * `grouped` reads the groups (migration 274) the same way, and counts groups.
 */
export async function getNotifications(
  db: Database,
  userId: string,
  query: NotificationsQuery,
): Promise<NotificationsResponse> {
  const filter = { userId, unreadOnly: query.unreadOnly, type: query.type };
  const after = query.nextToken ? decodeCursor(query.nextToken) : undefined;
  const list = query.grouped ? listGroups : listNotifications;
  const count = query.grouped ? countGroups : countNotifications;
  const [page, unreadCount, filteredTotal] = await Promise.all([
    list(db, filter, query.limit, after),
    count(db, { userId, unreadOnly: true }),
    query.unreadOnly && !query.type ? Promise.resolve(null) : count(db, filter),
  ]);
  return {
    notifications: page.items,
    unreadCount,
    hasMore: page.hasMore,
    nextToken: page.hasMore && page.last ? encodeCursor(page.last) : null,
    total: filteredTotal ?? unreadCount,
  };
}

/**
 * Marks the caller's notifications read: the given ids of notifications or groups (every one must be
 * theirs, else 404 and nothing changes) or all. `unreadCount` is the bell's: unread groups.
 */
export async function markNotificationsRead(
  db: Database,
  userId: string,
  body: MarkNotificationsBody,
): Promise<{ updated: number; unreadCount: number }> {
  return db.transaction(async (tx) => {
    emitAfterCommit(tx, { type: 'counts', userIds: [userId] });
    let updated: number;
    if (body.notificationIds[0] === 'all') {
      updated = await markRead(tx, userId);
    } else {
      const ids = [...new Set(body.notificationIds)];
      if ((await countOwned(tx, userId, ids)) !== ids.length) throw notFound('Notification not found');
      updated = await markRead(tx, userId, ids);
    }
    const unreadCount = await countGroups(tx, { userId, unreadOnly: true });
    return { updated, unreadCount };
  });
}
