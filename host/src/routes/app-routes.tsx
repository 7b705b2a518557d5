import { Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingState } from '@cliques/ui';
import { returnPath, useSession } from '@cliques/session';
import type { BadgeSources } from '../badges/badge-store';
import { RemoteSlot } from '../remotes/remote-slot';
import { useT } from '../i18n';
import { ShellLayout } from '../shell/lazy-shell';
import { PublicLayout } from '../shell/public-layout';
import { useHeadingFocus } from '../shell/use-heading-focus';
import type { AreaRoute, RouteTables } from './route-tables';

function areaRoute(route: AreaRoute) {
  return (
    <Route
      key={route.path}
      path={route.path}
      element={<RemoteSlot remote={route.remote} page={route.page} area={route.area} />}
    />
  );
}

/** A signed-out visitor asking for a signed-in page goes to /login, carrying the path to return to. */
function ToLogin() {
  const location = useLocation();
  return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
}

/** A sign-in page reached while signed in (e.g. just after signing in): back to the carried path or /feed. */
function ReturnAfterSignIn() {
  const location = useLocation();
  return <Navigate to={returnPath(location.state)} replace />;
}

/**
 * The guard and both route tables (docs/PRODUCT.md §2), built from the remotes' route declarations: a loading
 * placeholder until the first session check ends, then the signed-out table (unknown → /login) or the signed-in
 * shell (/ and unknown → /feed). Focus goes to each new page's heading. `badgeSources`: where the shell's badges
 * read their counts (the API by default).
 */
export const AppRoutes = observer(function AppRoutes({
  tables,
  badgeSources,
}: {
  tables: RouteTables;
  badgeSources?: BadgeSources;
}) {
  const session = useSession();
  const t = useT();
  useHeadingFocus();
  if (!session.initialized) return <LoadingState label={t('Loading Cliques…')} />;
  if (!session.user) {
    return (
      <Routes>
        <Route element={<PublicLayout />}>
          {[...tables.signedOut, ...tables.open].map(areaRoute)}
          {tables.signedIn.map((route) => (
            <Route key={route.path} path={route.path} element={<ToLogin />} />
          ))}
          <Route path="*" element={<Navigate to="/login" replace />} />
        </Route>
      </Routes>
    );
  }
  return (
    <Suspense fallback={<LoadingState label={t('Loading Cliques…')} />}>
      <Routes>
        <Route element={<ShellLayout badgeSources={badgeSources} more={tables.more} />}>
          <Route index element={<Navigate to="/feed" replace />} />
          {[...tables.signedIn, ...tables.open].map(areaRoute)}
          {tables.signedOut.map((route) => (
            <Route key={route.path} path={route.path} element={<ReturnAfterSignIn />} />
          ))}
          <Route path="*" element={<Navigate to="/feed" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
});
