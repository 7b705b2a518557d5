import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { actOnReport, listModerationAudit, listModerationReports } from '@cliques/api-client';
import { Button, EmptyState, ErrorState, ListFooter, ListSkeleton } from '@cliques/ui';
import type { PagedList } from '@cliques/stores';
import { useT, type SocialMessage } from '../../../i18n';
import { doneTexts } from '../moderation-texts';
import { ModerationStore, type ModerationApi, type ModerationTab } from '../stores/moderation-store';
import { AuditLog } from './audit-log';
import { QueueItem } from './queue-item';
import '../../../components/social.css';

const tabs: ModerationTab[] = ['open', 'resolved', 'audit'];
const tabNames: Record<ModerationTab, SocialMessage> = {
  open: 'Open reports',
  resolved: 'Resolved',
  audit: 'Audit log',
};
const empty: Record<ModerationTab, SocialMessage> = {
  open: 'No open reports. All clear.',
  resolved: 'Nothing resolved yet.',
  audit: 'No moderator actions yet.',
};

/** A tab's paged list: loading, error with Retry, empty, the items, Load more. */
const Paged = observer(function Paged<T>({
  list,
  emptyText,
  children,
}: {
  list: PagedList<T>;
  emptyText: SocialMessage;
  children: (items: T[]) => ReactNode;
}) {
  const t = useT();
  if (list.status === 'idle' || list.status === 'loading') return <ListSkeleton label={t('Loading…')} />;
  if (list.status === 'error')
    return <ErrorState message={t.text(list.error ?? '')} onRetry={() => void list.load()} />;
  return (
    <>
      {list.items.length === 0 ? <EmptyState>{t(emptyText)}</EmptyState> : children(list.items)}
      <ListFooter
        error={list.error ? t.text(list.error) : null}
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
  const t = useT();
  useEffect(() => {
    void store.show('open');
  }, [store]);
  const current = store[store.tab];
  if (current.status === 'forbidden') {
    return (
      <main className="ui-page">
        <h1>{t('Moderation')}</h1>
        <p role="alert">{t('Only moderators and admins can see this page.')}</p>
      </main>
    );
  }
  return (
    <main className="ui-page social-stack">
      <h1>{t('Moderation')}</h1>
      <div className="social-tabs" role="group" aria-label={t('Show')}>
        {tabs.map((tab) => (
          <Button key={tab} aria-pressed={store.tab === tab} onClick={() => void store.show(tab)}>
            {t(tabNames[tab])}
          </Button>
        ))}
      </div>
      {store.lastAction && (
        <p className="ui-success" role="status">
          {t(doneTexts[store.lastAction])}
        </p>
      )}
      {store.tab === 'audit' ? (
        <Paged list={store.audit} emptyText={empty.audit}>
          {(entries) => <AuditLog entries={entries} />}
        </Paged>
      ) : (
        <Paged list={store[store.tab]} emptyText={empty[store.tab]}>
          {(items) => (
            <ul className="social-stack moderation-queue" aria-label={t(tabNames[store.tab])}>
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
