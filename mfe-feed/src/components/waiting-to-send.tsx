import { useT } from '../i18n';
import { UserText } from '@cliques/ui';

/** One write kept in the outbox: its key and its text. */
export interface WaitingItem {
  id: string;
  text: string;
}

/** Posts or comments written offline, shown as "Waiting to send" until the outbox has sent them. */
export function WaitingToSend({ items, className }: { items: WaitingItem[]; className: string }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <ul className={className} aria-label={t('Waiting to send')}>
      {items.map((item) => (
        <li key={item.id} className="ui-card">
          <UserText as="p">{item.text}</UserText>
          <p className="ui-muted">{t('Waiting to send')}</p>
        </li>
      ))}
    </ul>
  );
}
