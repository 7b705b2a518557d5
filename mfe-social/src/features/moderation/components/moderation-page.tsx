import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { actOnReport, listModerationAudit, listModerationReports } from '@cliques/api-client';
import { Button, EmptyState, ErrorState, ListFooter, ListSkeleton } from '@cliques/ui';
import type { PagedList } from '@cliques/stores';
import { moderationTexts as texts } from '../moderation-texts';
import { ModerationStore, type ModerationApi, type ModerationTab } from '../stores/moderation-store';
import { AuditLog } from './audit-log';
import { QueueItem } from './queue-item';
import '../../../components/social.css';

const tabs: ModerationTab[] = ['open', 'resolved', 'audit'];
const empty: Record<ModerationTab, string> = {
  open: texts.emptyOpen,
  resolved: texts.emptyResolved,
  audit: texts.emptyAudit,
};

/** A tab's paged list: loading, error with Retry, empty, the items, Load more. */
const Paged = observer(function Paged<T>({
  list,
  emptyText,
  children,
}: {
  list: PagedList<T>;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}) {
  if (list.status === 'idle' || list.status === 'loading') return <ListSkeleton label="Loading…" />;
  if (list.status === 'error') return <ErrorState message={list.error ?? ''} onRetry={() => void list.load()} />;
  return (
    <>
      {list.items.length === 0 ? <EmptyState>{emptyText}</EmptyState> : children(list.items)}
      <ListFooter
        error={list.error}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={() => void list.loadMore()}
      />
    </>
  );
});

const defaultApi: ModerationApi = { listModerationReports, actOnReport, listModerationAudit };

/** /moderation (moderators and admins): the open queue, resolved items and the audit log. */
export const ModerationPage = observer(function ModerationPage({ api = defaultApi }: { api?: ModerationApi }) {
  const [store] = useState(() => new ModerationStore(api));
  useEffect(() => {
    void store.show('open');
  }, [store]);
  const current = store[store.tab];
  if (current.status === 'forbidden') {
    return (
      <main className="ui-page">
        <h1>{texts.title}</h1>
        <p role="alert">{texts.forbidden}</p>
      </main>
    );
  }
  return (
    <main className="ui-page social-stack">
      <h1>{texts.title}</h1>
      <div className="social-tabs" role="group" aria-label="Show">
        {tabs.map((tab) => (
          <Button key={tab} aria-pressed={store.tab === tab} onClick={() => void store.show(tab)}>
            {texts.tabs[tab]}
          </Button>
        ))}
      </div>
      {store.lastAction && (
        <p className="ui-success" role="status">
          {texts.done(store.lastAction)}
        </p>
      )}
      {store.tab === 'audit' ? (
        <Paged list={store.audit} emptyText={empty.audit}>
          {(entries) => <AuditLog entries={entries} />}
        </Paged>
      ) : (
        <Paged list={store[store.tab]} emptyText={empty[store.tab]}>
          {(items) => (
            <ul className="social-stack moderation-queue" aria-label={texts.tabs[store.tab]}>
              {items.map((item) => (
                <QueueItem key={item.id} item={item} store={store} />
              ))}
            </ul>
          )}
        </Paged>
      )}
    </main>
  );
});
