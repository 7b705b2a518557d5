import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createClique, listMyCliques } from '@cliques/api-client';
import type { Clique } from '@cliques/contracts';
import { useSession } from '@cliques/session';
import { Button, EmptyState, ErrorState, ListSkeleton, LoadingState, UserText } from '@cliques/ui';
import { Tabs } from '../../../components/tabs';
import { CliquesStore } from '../stores/cliques-store';
import { cliqueToOpen, saveLastClique } from '../lib/last-clique';
import { CliqueDetail } from './clique-detail';
import { CreateClique } from './create-clique';
import { Directory } from './directory';
import { Invitations } from './invitations';
import { InviteLink } from './invite-link';
import '../../../components/social.css';

type ListTab = 'mine' | 'discover' | 'invitations';

const MyCliques = observer(function MyCliques({
  store,
  selected,
  select,
}: {
  store: CliquesStore;
  selected: string | null;
  select: (cliqueId: string) => void;
}) {
  const t = useT();
  const [creating, setCreating] = useState(false);
  if (store.status === 'loading') return <ListSkeleton label={t('Loading your cliques…')} />;
  if (store.status === 'error') return <ErrorState message={t.text(store.error)} onRetry={() => void store.load()} />;
  return (
    <div className="social-stack">
      <nav aria-label={t('Your cliques')}>
        {store.cliques.length === 0 && <EmptyState>{t('You are not in any clique yet.')}</EmptyState>}
        <ul>
          {store.cliques.map((clique) => (
            <li key={clique.cliqueId}>
              <Button aria-current={clique.cliqueId === selected} onClick={() => select(clique.cliqueId)}>
                <UserText>{clique.name}</UserText> <span className="ui-muted">({clique.memberCount})</span>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      {creating ? (
        <CreateClique
          store={store}
          onCreated={(clique) => {
            setCreating(false);
            select(clique.cliqueId);
          }}
          onCancel={() => setCreating(false)}
        />
      ) : (
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('Create a clique')}
        </Button>
      )}
    </div>
  );
});

const CliquesView = observer(function CliquesView({ userId }: { userId: string }) {
  const [store] = useState(() => new CliquesStore(userId, { listMyCliques, createClique }));
  const [tab, setTab] = useState<ListTab>('mine');
  const [params, setParams] = useSearchParams();
  const selected = params.get('clique');
  const invite = params.get('invite');
  const t = useT();
  useEffect(() => {
    void store.load();
  }, [store]);
  const select = (cliqueId: string | null) => setParams(cliqueId ? { clique: cliqueId } : {});
  // No clique asked for: open the last one used (or the only one) once the list is in.
  const opening = !selected && !invite && store.status === 'ready' ? cliqueToOpen(userId, store.cliques) : null;
  useEffect(() => {
    if (opening) setParams({ clique: opening }, { replace: true });
  }, [opening, setParams]);
  useEffect(() => {
    if (selected) saveLastClique(userId, selected);
  }, [selected, userId]);
  const handleChange = (cliqueId: string, clique: Clique | null) => {
    if (clique) return store.put(clique);
    store.drop(cliqueId);
    select(null);
  };
  const handleJoined = (clique: Clique) => {
    store.put(clique);
    select(clique.cliqueId);
  };
  return (
    <main className="ui-page social-stack">
      <h1>{t('My Cliques')}</h1>
      {invite && <InviteLink key={invite} code={invite} onJoined={handleJoined} />}
      <div className="social-cliques">
        <Tabs
          label={t('Cliques')}
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: 'mine', label: t('My Cliques') },
            { id: 'discover', label: t('Discover') },
            { id: 'invitations', label: t('Invitations') },
          ]}
        >
          {tab === 'mine' && <MyCliques store={store} selected={selected} select={select} />}
          {tab === 'discover' && <Directory onOpen={select} />}
          {tab === 'invitations' && <Invitations onAccepted={handleJoined} onOpen={select} />}
        </Tabs>
        <div>
          {selected ? (
            <CliqueDetail key={selected} cliqueId={selected} me={userId} onChange={handleChange} />
          ) : (
            <EmptyState>{t('Choose a clique, or create one.')}</EmptyState>
          )}
        </div>
      </div>
    </main>
  );
});

/**
 * /cliques: your cliques (creating one behind a button), opening the last one used (or the only one)
 * when none is asked for, Discover (the directory), the invitations waiting for
 * you, an invite link (?invite=code), and the chosen clique (?clique=id).
 */
export const CliquesPage = observer(function CliquesPage() {
  const userId = useSession().user?.userId;
  return userId ? <CliquesView key={userId} userId={userId} /> : <LoadingState />;
});
