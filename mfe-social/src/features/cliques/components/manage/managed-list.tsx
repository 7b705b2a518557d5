import { useT } from '../../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import type { PagedList } from '@cliques/stores';
import { EmptyState, ErrorState, ListFooter, ListSkeleton } from '@cliques/ui';

/** One of the Manage tab's lists: loaded when shown, its states, its items, Load more. */
export const ManagedList = observer(function ManagedList<T>({
  list,
  label,
  empty,
  keyOf,
  children,
}: {
  list: PagedList<T>;
  label: string;
  empty: string;
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  const t = useT();
  useEffect(() => {
    void list.load();
  }, [list]);
  if (list.status === 'loading' || list.status === 'idle') return <ListSkeleton label={t('Loading…')} />;
  if (list.status === 'error' || list.status === 'forbidden')
    return <ErrorState message={t.text(list.error ?? '')} onRetry={() => void list.load()} />;
  return (
    <div className="social-stack">
      {list.items.length === 0 && <EmptyState>{empty}</EmptyState>}
      <ul className="social-stack" aria-label={label}>
        {list.items.map((item) => (
          <li key={keyOf(item)} className="ui-card social-stack">
            {children(item)}
          </li>
        ))}
      </ul>
      <ListFooter
        error={list.error && t.text(list.error)}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={() => void list.loadMore()}
      />
    </div>
  );
});
