import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { getPushKey, subscribePush, unsubscribePush } from '@cliques/api-client';
import { PushStore, type PushBrowser } from '../stores/push-store';

/** The service worker's push manager (the worker is registered by the host at /sw.js). */
const browserPush: PushBrowser = {
  pushManager: () =>
    'serviceWorker' in navigator && 'PushManager' in window
      ? navigator.serviceWorker.ready.then((registration) => registration.pushManager)
      : null,
  requestPermission: () => Notification.requestPermission(),
};

/**
 * "Push notifications": messages, friend requests, mentions and comments on your posts reach this
 * browser while the app is closed (the kinds turned off below stay off).
 */
export const PushSwitch = observer(function PushSwitch({ browser = browserPush }: { browser?: PushBrowser }) {
  const [store] = useState(() => new PushStore({ getPushKey, subscribePush, unsubscribePush }, browser));
  const t = useT();
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.status === 'unsupported')
    return <p className="ui-muted">{t('This browser cannot receive push notifications.')}</p>;
  return (
    <>
      <label className="social-switch">
        <input
          type="checkbox"
          checked={store.status === 'on'}
          disabled={store.status === 'loading' || store.status === 'busy'}
          onChange={(event) => void store.toggle(event.target.checked)}
        />
        {t('Push notifications')}
      </label>
      {store.status === 'denied' && (
        <p className="ui-muted">{t('Notifications are blocked for this site in your browser settings.')}</p>
      )}
      {store.error && (
        <p className="ui-error" role="alert">
          {t.text(store.error)}
        </p>
      )}
    </>
  );
});
