import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { RemoteName } from '@cliques/contracts';
import { Button, LoadingState } from '@cliques/ui';
import { RemoteErrorBoundary, RemoteTimeoutError } from '@cliques/remote-loader';
import { useT } from '../i18n';
import type { AreaName } from '../routes/route-tables';
import { loadAreaPages } from './load-area';

export interface RemoteSlotProps<R extends RemoteName = RemoteName> {
  /** Federation name of the remote, e.g. mfe_feed. */
  remote: R;
  /** Page of the remote's `./routes` to render (a page its route declarations name). */
  page: string;
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
 * The page, loaded lazily from its remote. A failed React.lazy stays failed: Retry remounts this
 * (the error boundary's key counts the attempts), which makes a new lazy component.
 */
function AreaPage<R extends RemoteName>({
  remote,
  page,
  loading,
}: Omit<RemoteSlotProps<R>, 'area'> & { loading: string }) {
  const Page = useMemo<ComponentType>(
    () => lazy(async () => ({ default: (await loadAreaPages(remote))[page] ?? MissingPage })),
    [remote, page],
  );
  return (
    <Suspense fallback={<LoadingState label={loading} />}>
      <Page />
    </Suspense>
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
      <AreaPage remote={remote} page={page} loading={t('Loading {area}…', { area: areaName })} />
    </RemoteErrorBoundary>
  );
}
