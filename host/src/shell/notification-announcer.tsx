import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { formatBadgeCount } from '@cliques/ui';
import type { BadgeStore } from '../badges/badge-store';
import { useT } from '../i18n';
import { badgeLabels } from './nav-items';

/** Says politely, for screen readers, when the bell's count goes up ("3 unread notifications"). */
export const NotificationAnnouncer = observer(function NotificationAnnouncer({ badges }: { badges: BadgeStore }) {
  const t = useT();
  const count = badges.notifications;
  const previous = useRef(count);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (count > previous.current) setMessage(`${formatBadgeCount(count)} ${t(badgeLabels.notifications)}`);
    previous.current = count;
  }, [count, t]);
  return (
    <p aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="notification-announcer">
      {message}
    </p>
  );
});
