import { useT } from '../../../i18n';
import { formatDateTime } from '@cliques/i18n';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Clique } from '@cliques/contracts';
import { ErrorState, ListSkeleton, UserText } from '@cliques/ui';
import { UpcomingEvents } from '../../../components/events/upcoming-events';
import { Tabs, type TabItem } from '../../../components/tabs';
import { cliqueApi } from '../stores/clique-api';
import { CliqueDetailStore } from '../stores/clique-detail-store';
import { useFederationHost } from '../../../lib/federation-host';
import { visibilityLabels } from '../lib/texts';
import { CliqueAbout } from './clique-about';
import { CliqueCover } from './clique-cover';
import { CliqueFeed } from './clique-feed';
import { CliqueMembers } from './clique-members';
import { ManagePanel } from './manage/manage-panel';
import { MembershipActions } from './membership-actions';

type DetailTab = 'posts' | 'upcoming' | 'gallery' | 'chat' | 'members' | 'about' | 'manage';

// The gallery and its lightbox come in a chunk of their own, when the tab opens.
const CliqueGallery = lazy(() => import(/* webpackChunkName: "clique-gallery" */ './clique-gallery'));

const CliqueHeader = observer(function CliqueHeader({ store }: { store: CliqueDetailStore }) {
  const clique = store.clique as Clique;
  const host = useFederationHost();
  const t = useT();
  return (
    <section className="ui-card social-stack" aria-label={t('Clique')}>
      <CliqueCover cover={clique.coverImage} />
      <UserText as="h2">{clique.name}</UserText>
      {host && clique.visibility === 'public' && clique.handle && (
        <p className="ui-muted" aria-label={t('Handle on other servers')}>
          @{clique.handle}@{host}
        </p>
      )}
      <p className="social-row">
        <span className="social-tag">{t(visibilityLabels[clique.visibility])}</span>
        <span className="ui-muted">
          {t('{count, plural, one {# member} other {# members}}', { count: clique.memberCount })}
        </span>
      </p>
      {clique.description && <UserText as="p">{clique.description}</UserText>}
      <MembershipActions store={store} />
      {clique.viewer.mutedUntil && (
        <p role="status">
          {t('You are muted in this clique until {until}.', { until: formatDateTime(clique.viewer.mutedUntil) })}
        </p>
      )}
      {store.error && (
        <p className="ui-error" role="alert">
          {t.text(store.error)}
        </p>
      )}
    </section>
  );
});

export interface CliqueDetailProps {
  cliqueId: string;
  me: string;
  onChange: (cliqueId: string, clique: Clique | null) => void;
}

/** One clique: its header with Join or Leave, and its tabs (Posts, Upcoming, Gallery, Chat, Members, About, Manage). */
export const CliqueDetail = observer(function CliqueDetail({ cliqueId, me, onChange }: CliqueDetailProps) {
  const [store] = useState(() => new CliqueDetailStore(cliqueId, me, cliqueApi, onChange));
  const [chosen, setTab] = useState<DetailTab | null>(null);
  const t = useT();
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.status === 'error') return <ErrorState message={t.text(store.error)} onRetry={() => void store.load()} />;
  if (!store.clique) return <ListSkeleton label={t('Loading clique…')} />;
  const tabs: TabItem<DetailTab>[] = [
    ...(store.canRead ? [{ id: 'posts' as const, label: t('Posts') }] : []),
    ...(store.canRead ? [{ id: 'upcoming' as const, label: t('Upcoming') }] : []),
    ...(store.canRead ? [{ id: 'gallery' as const, label: t('Gallery') }] : []),
    ...(store.isMember ? [{ id: 'chat' as const, label: t('Chat') }] : []),
    ...(store.canRead ? [{ id: 'members' as const, label: t('Members') }] : []),
    { id: 'about', label: t('About') },
    ...(store.canModerate ? [{ id: 'manage' as const, label: t('Manage') }] : []),
  ];
  const tab = tabs.find((item) => item.id === chosen)?.id ?? tabs[0]?.id ?? 'about';
  return (
    <div className="social-stack">
      <CliqueHeader store={store} />
      <Tabs label={t('Clique sections')} tabs={tabs} selected={tab} onSelect={setTab}>
        {tab === 'posts' && <CliqueFeed store={store} />}
        {tab === 'upcoming' && <UpcomingEvents scope={{ cliqueId }} />}
        {tab === 'gallery' && (
          <Suspense fallback={<ListSkeleton label={t('Loading the gallery…')} />}>
            <CliqueGallery cliqueId={cliqueId} />
          </Suspense>
        )}
        {tab === 'chat' && (
          <p>
            <Link to={`/chat?clique=${encodeURIComponent(cliqueId)}`}>{t('Open the clique’s chat')}</Link>
          </p>
        )}
        {tab === 'members' && <CliqueMembers cliqueId={cliqueId} />}
        {tab === 'about' && <CliqueAbout clique={store.clique} />}
        {tab === 'manage' && <ManagePanel store={store} />}
      </Tabs>
    </div>
  );
});
