import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { timeAgo } from '@cliques/ui';
import type { PresenceStore } from '../stores/presence-store';

/** "Online" or "Last seen 5 minutes ago" for a friend; nothing for others or for someone who hides it. */
export const PresenceLine = observer(function PresenceLine({
  presence,
  userId,
}: {
  presence: PresenceStore;
  userId: string;
}) {
  const state = presence.of(userId);
  const t = useT();
  const text = state?.online
    ? t('Online')
    : state?.lastSeenAt
      ? t('Last seen {time}', { time: timeAgo(state.lastSeenAt) })
      : null;
  return text ? <p className="chat-presence ui-muted">{text}</p> : null;
});
