import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { PageOf, RemoteName } from '@cliques/contracts';
import { Button, LoadingState } from '@cliques/ui';
import { RemoteErrorBoundary, RemoteTimeoutError } from '@cliques/remote-loader';
import { useT } from '../i18n';
import type { AreaName } from '../routes/route-table';
import { loadAreaPages } from './load-area';

export interface RemoteSlotProps<R extends RemoteName = RemoteName> {
  /** Federation name of the remote, e.g. mfe_feed. */
  remote: R;
  /** Page of the remote's `./routes` to render (the remotes contract's pages). */
  page: PageOf<R>;
  /** Human name of the area, for the fallback. */
  area: AreaName;
}

function MissingPage() {
  const t = useT();
  return (
    <main className="ui-page">
      <p role="alert">{t('This page is not available.')}</p>
    </main>
  );
}

/**
 * One area of the app, loaded from its remote at run time: a loading placeholder, a time limit, and on
 * failure a fallback whose Retry makes a new lazy component (a failed React.lazy stays failed).
 */
export function RemoteSlot<R extends RemoteName>({ remote, page, area }: RemoteSlotProps<R>) {
  const [attempt, setAttempt] = useState(0);
  const t = useT();
  const areaName = t(area);
  const Page = useMemo<ComponentType>(
    () => lazy(async () => ({ default: (await loadAreaPages(remote))[page] ?? MissingPage })),
    // attempt is a dependency on purpose: each Retry needs a fresh lazy component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, page, attempt],
  );
  const handleRetry = () => setAttempt((n) => n + 1);
  return (
    <RemoteErrorBoundary
      key={`${remote}:${page}:${attempt}`}
      fallback={(error) => (
        // The page's main landmark, as an area's page would be.
        <main className="ui-page" data-testid="area-fallback">
          <section role="alert">
            <h1>{t('{area} is unavailable', { area: areaName })}</h1>
            <p className="ui-muted">
              {error instanceof RemoteTimeoutError
                ? t('{area} is taking too long to load.', { area: areaName })
                : t('{area} could not be loaded.', { area: areaName })}{' '}
              {t('The rest of Cliques still works.')}
            </p>
            <Button variant="primary" onClick={handleRetry}>
              {t('Retry')}
            </Button>
          </section>
        </main>
      )}
    >
      <Suspense fallback={<LoadingState label={t('Loading {area}…', { area: areaName })} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
