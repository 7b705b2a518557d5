import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { Button } from './button';

/** Shown while something loads. */
export function LoadingState({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="ui-loading" role="status" aria-live="polite">
      {label ?? t('Loading…')}
    </div>
  );
}

/** Shown when a load failed; Retry runs onRetry. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div className="ui-card" role="alert">
      <p className="ui-error">{t.text(message)}</p>
      {onRetry && <Button onClick={onRetry}>{t('Retry')}</Button>}
    </div>
  );
}

/** Shown when a list has nothing in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="ui-muted">{children}</p>;
}

/** The foot of a paged list: the last failed load's text, and Load more while there is more. */
export function ListFooter({
  error,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  error?: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const t = useT();
  return (
    <>
      {error && (
        <p className="ui-error" role="alert">
          {t.text(error)}
        </p>
      )}
      {hasMore && (
        <Button onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? t('Loading...') : t('Load more')}
        </Button>
      )}
    </>
  );
}

/** An area whose features have not been built yet: says so plainly, never fakes data. */
export function ComingSoon({ title }: { title: string }) {
  const t = useT();
  return (
    <main className="ui-page">
      <h1>{title}</h1>
      <p className="ui-muted">{t('This part of Cliques is coming soon.')}</p>
    </main>
  );
}
