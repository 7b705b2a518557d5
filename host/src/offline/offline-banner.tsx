import { useOnline } from './use-online';

/** The notice shown while the browser is offline (a status region: screen readers announce it). */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="offline-banner">
      You are offline. What you write is kept and sent when the connection returns.
    </div>
  );
}
