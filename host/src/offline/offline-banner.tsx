import { useT } from '../i18n';
import { useOnline } from './use-online';

/** The notice shown while the browser is offline (a status region: screen readers announce it). */
export function OfflineBanner() {
  const online = useOnline();
  const t = useT();
  if (online) return null;
  return (
    <div role="status" className="offline-banner">
      {t('You are offline. What you write is kept and sent when the connection returns.')}
    </div>
  );
}
