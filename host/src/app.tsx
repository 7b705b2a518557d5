import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useSession } from '@cliques/session';
import { useTheme } from '@cliques/ui';
import { OfflineBanner } from './offline/offline-banner';
import { PreviewNotice } from './preview/preview-notice';
import { AppRoutes } from './routes/app-routes';
import type { RouteTables } from './routes/route-tables';

/** The host app: theme, session start-up, the offline notice, the router built from the remotes' routes. */
export function App({ tables }: { tables: RouteTables }) {
  useTheme();
  const session = useSession();
  useEffect(() => {
    void session.initialize();
    return session.followOtherTabs();
  }, [session]);
  return (
    <BrowserRouter>
      <PreviewNotice />
      <OfflineBanner />
      <AppRoutes tables={tables} />
    </BrowserRouter>
  );
}
