import { formatDateTime } from '@cliques/i18n';
import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ChangeEvent, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { listNotifications, markNotificationsRead } from '@cliques/api-client';
import { notificationTypes, type Notification, type NotificationType } from '@cliques/contracts';
import { realtimeClient } from '@cliques/realtime';
import { Button, EmptyState, ErrorState, ListFooter, ListSkeleton, UserText, VirtualList } from '@cliques/ui';
import { notificationLink, typeLabels } from '../../../lib/notification-text';
import { NotificationsStore } from '../stores/notifications-store';
import { NotificationFaces, NotificationSentence } from './notification-sentence';
import '../../../components/social.css';

const NotificationItem = observer(function NotificationItem({
  notification,
  store,
}: {
  notification: Notification;
  store: NotificationsStore;
}) {
  const navigate = useNavigate();
  const link = notificationLink(notification);
  const t = useT();
  const handleOpen = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    await store.markRead(notification.notificationId);
    await navigate(link);
  };
  return (
    <div className="ui-card social-notification" data-read={String(notification.read)} data-testid="notification">
      <Link to={link} onClick={(event) => void handleOpen(event)} className="social-row">
        <NotificationFaces notification={notification} />
        <span>
          <NotificationSentence notification={notification} />
          {notification.contentWarning && (
            <>
              <br />
              <span className="ui-muted">
                {t('Content warning:')} <UserText>{notification.contentWarning}</UserText>
              </span>
            </>
          )}
          <br />
          <time className="ui-muted" dateTime={notification.latestAt ?? notification.createdAt}>
            {formatDateTime(notification.latestAt ?? notification.createdAt)}
          </time>
        </span>
      </Link>
      {!notification.read && (
        <Button onClick={() => void store.markRead(notification.notificationId)}>{t('Mark as read')}</Button>
      )}
    </div>
  );
});

/** The host's bell listens for this browser event (host/src/badges/live-badges.ts). */
const announceUnread = (unreadCount: number) =>
  window.dispatchEvent(new CustomEvent('notificationsRead', { detail: { unreadCount } }));

/**
 * /notifications: the list with a type filter, an unread-only switch, paging and marking read; likes,
 * shares and follows of one target are one line (grouped); a notification arriving on the socket
 * goes on top, into its group's line when that is listed.
 */
export const NotificationsPage = observer(function NotificationsPage() {
  const [store] = useState(
    () => new NotificationsStore({ listNotifications, markNotificationsRead }, undefined, announceUnread),
  );
  useEffect(() => {
    void store.load();
    return realtimeClient.on('notification', (frame) => store.receive(frame.notification));
  }, [store]);
  const t = useT();
  const handleType = (event: ChangeEvent<HTMLSelectElement>) =>
    void store.setType((event.target.value || null) as NotificationType | null);
  return (
    <main className="ui-page social-stack">
      <div className="social-row-between">
        <h1>{t('Notifications')}</h1>
        <Button onClick={() => void store.markAllRead()} disabled={store.unreadCount === 0}>
          {t('Mark all as read')}
        </Button>
      </div>
      <div className="social-row">
        <div className="ui-field">
          <label htmlFor="notification-type">{t('Type')}</label>
          <select id="notification-type" value={store.type ?? ''} onChange={handleType}>
            <option value="">{t('All notifications')}</option>
            {notificationTypes.map((type) => (
              <option key={type} value={type}>
                {t(typeLabels[type])}
              </option>
            ))}
          </select>
        </div>
        <label className="social-switch">
          <input
            type="checkbox"
            checked={store.unreadOnly}
            onChange={(event) => void store.setUnreadOnly(event.target.checked)}
          />
          {t('Unread only')}
        </label>
        <span className="ui-muted" aria-live="polite">
          {t('{count} unread', { count: store.unreadCount })}
        </span>
      </div>
      {store.error && store.status !== 'error' && (
        <p className="ui-error" role="alert">
          {t.text(store.error)}
        </p>
      )}
      {store.status === 'loading' && <ListSkeleton label={t('Loading notifications…')} fill />}
      {store.status === 'error' && <ErrorState message={t.text(store.error)} onRetry={() => void store.load()} />}
      {store.status === 'ready' && store.items.length === 0 && (
        <EmptyState>{store.unreadOnly ? t('No unread notifications.') : t('No notifications yet.')}</EmptyState>
      )}
      {store.status === 'ready' && store.items.length > 0 && (
        <VirtualList
          list={{ as: 'ul', label: t('Notifications') }}
          items={store.items}
          itemKey={(notification) => notification.notificationId}
          itemSize={80}
          gap="var(--space-2)"
          renderItem={(notification) => <NotificationItem notification={notification} store={store} />}
        />
      )}
      <ListFooter hasMore={store.hasMore} loadingMore={store.loadingMore} onLoadMore={() => void store.loadMore()} />
    </main>
  );
});
