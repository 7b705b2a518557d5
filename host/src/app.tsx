import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useSession } from '@cliques/session';
import { useTheme } from '@cliques/ui';
import { apiBadgeSources } from './badges/badge-sources';
import { BadgeStore } from './badges/badge-store';
import { OfflineBanner } from './offline/offline-banner';
import { AppRoutes } from './routes/app-routes';

/** The host app: theme, session start-up, the offline notice, router. */
export function App() {
  useTheme();
  const session = useSession();
  const [badges] = useState(() => new BadgeStore(apiBadgeSources));
  useEffect(() => {
    void session.initialize();
    return session.followOtherTabs();
  }, [session]);
  return (
    <BrowserRouter>
      <OfflineBanner />
      <AppRoutes badges={badges} />
    </BrowserRouter>
  );
}
