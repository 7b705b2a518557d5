import { call, http } from '../client';

/** GET /notifications?unreadOnly=true&limit=1&grouped=true → unreadCount: the bell counts groups. */
export function unreadNotificationCount(): Promise<number> {
  return call(() =>
    http
      .get('notifications', { searchParams: { unreadOnly: true, limit: 1, grouped: true } })
      .json<{ unreadCount: number }>(),
  ).then((r) => r.unreadCount);
}

/** GET /users/{id}/friends?status=pending → number of incoming requests. */
export function pendingFriendRequestCount(userId: string): Promise<number> {
  return call(() =>
    http
      .get(`users/${encodeURIComponent(userId)}/friends`, { searchParams: { status: 'pending' } })
      .json<{ pendingRequests: unknown[] }>(),
  ).then((r) => r.pendingRequests.length);
}

/** GET /messages/unread-count → unreadCount. */
export function unreadMessageCount(): Promise<number> {
  return call(() => http.get('messages/unread-count').json<{ unreadCount: number }>()).then((r) => r.unreadCount);
}

/** GET /cliques/requests/count → pending join requests in the cliques you moderate. */
export function pendingCliqueRequestCount(): Promise<number> {
  return call(() => http.get('cliques/requests/count').json<{ count: number }>()).then((r) => r.count);
}
