import { useOnline } from './use-online';

/** The notice shown while the browser is offline. The status region stays on the page so screen readers announce the change. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className={online ? undefined : 'offline-banner'}>
      {online ? null : 'You are offline. What you write is kept and sent when the connection returns.'}
    </div>
  );
}
