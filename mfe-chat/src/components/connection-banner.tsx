import { useT } from '../i18n';
import { observer } from 'mobx-react-lite';
import { Button } from '@cliques/ui';
import type { ChatStore } from '../stores/chat-store';

/** Says when chat is not live: connecting, reconnecting, or offline with a Reconnect button. */
export const ConnectionBanner = observer(function ConnectionBanner({ store }: { store: ChatStore }) {
  const { connection } = store;
  const t = useT();
  if (connection === 'open' || connection === 'idle') return null;
  if (connection === 'closed') {
    return (
      <div className="chat-banner" role="alert">
        <span>{t('Chat is offline. New messages will not arrive until it reconnects.')}</span>
        <Button onClick={store.reconnect}>{t('Reconnect')}</Button>
      </div>
    );
  }
  return (
    <div className="chat-banner" role="status">
      {connection === 'reconnecting' ? t('Reconnecting to chat…') : t('Connecting to chat…')}
    </div>
  );
});
