import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createClique, listMyCliques } from '@cliques/api-client';
import { cliqueLimits, type Clique } from '@cliques/contracts';
import { useSession } from '@cliques/session';
import { Button, EmptyState, ErrorState, ListSkeleton, LoadingState, UserText } from '@cliques/ui';
import { FormField } from '../../../components/form-field';
import { CliquesStore } from '../stores/cliques-store';
import { CliqueDetail } from './clique-detail';
import '../../../components/social.css';

const CreateClique = observer(function CreateClique({
  store,
  onCreated,
}: {
  store: CliquesStore;
  onCreated: (clique: Clique) => void;
}) {
  const t = useT();
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const clique = await store.create();
    if (clique) onCreated(clique);
  };
  return (
    <form className="ui-card" onSubmit={(event) => void handleSubmit(event)} aria-label={t('New clique')}>
      <h2>{t('New clique')}</h2>
      <FormField label={t('Name')} value={store.name} onChange={store.setName} maxLength={cliqueLimits.name} required />
      <FormField
        label={t('Description')}
        multiline
        value={store.description}
        onChange={store.setDescription}
        maxLength={cliqueLimits.description}
      />
      {store.error && (
        <p className="ui-error" role="alert">
          {t.text(store.error)}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={store.creating}>
        {store.creating ? t('Creating...') : t('Create Clique')}
      </Button>
    </form>
  );
});

const CliquesView = observer(function CliquesView({ userId }: { userId: string }) {
  const [store] = useState(() => new CliquesStore(userId, { listMyCliques, createClique }));
  const [params, setParams] = useSearchParams();
  const selected = params.get('clique');
  const t = useT();
  useEffect(() => {
    void store.load();
  }, [store]);
  const select = (cliqueId: string | null) => setParams(cliqueId ? { clique: cliqueId } : {});
  const handleChange = (cliqueId: string, clique: Clique | null) => {
    if (clique) return store.replace(clique);
    store.drop(cliqueId);
    select(null);
  };
  return (
    <main className="ui-page social-stack">
      <h1>{t('My Cliques')}</h1>
      {store.status === 'loading' && <ListSkeleton label={t('Loading your cliques…')} />}
      {store.status === 'error' && <ErrorState message={t.text(store.error)} onRetry={() => void store.load()} />}
      {store.status === 'ready' && (
        <div className="social-cliques">
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
            <CreateClique store={store} onCreated={(clique) => select(clique.cliqueId)} />
          </div>
          <div>
            {selected ? (
              <CliqueDetail key={selected} cliqueId={selected} me={userId} onChange={handleChange} />
            ) : (
              <EmptyState>{t('Choose a clique, or create one.')}</EmptyState>
            )}
          </div>
        </div>
      )}
    </main>
  );
});

/** /cliques: your cliques, creating one, and the chosen clique (?clique=id) with members and feed. */
export const CliquesPage = observer(function CliquesPage() {
  const userId = useSession().user?.userId;
  return userId ? <CliquesView key={userId} userId={userId} /> : <LoadingState />;
});
