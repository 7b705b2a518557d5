import type { RealtimeClient } from '@cliques/realtime';
import type { BadgeStore } from './badge-store';

/**
 * The browser event the notifications page fires with the unread count a mark-read answered
 * (`detail.unreadCount`), so the bell changes at once, socket or not.
 */
export const notificationsReadEvent = 'notificationsRead';

export interface LiveBadgeOptions {
  badges: Pick<BadgeStore, 'applyCounts' | 'setLive' | 'setNotifications'>;
  realtime: Pick<RealtimeClient, 'on' | 'onStatus' | 'status'>;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Live badges: while the socket is open the counts come from its `counts` frames and polling rests;
 * when it closes, polling takes over at once. Returns the function that stops listening.
 */
export function startLiveBadges({ badges, realtime, target = window }: LiveBadgeOptions): () => void {
  const handleNotificationsRead = (event: Event) => {
    const count = (event as CustomEvent<{ unreadCount?: unknown }>).detail?.unreadCount;
    if (typeof count === 'number') badges.setNotifications(count);
  };
  badges.setLive(realtime.status === 'open');
  const stopStatus = realtime.onStatus((status) => badges.setLive(status === 'open'));
  const stopCounts = realtime.on('counts', ({ notifications, friendRequests, messages, cliqueRequests }) =>
    badges.applyCounts({ notifications, friendRequests, messages, cliqueRequests }),
  );
  target.addEventListener(notificationsReadEvent, handleNotificationsRead);
  return () => {
    stopStatus();
    stopCounts();
    target.removeEventListener(notificationsReadEvent, handleNotificationsRead);
    badges.setLive(false);
  };
}
