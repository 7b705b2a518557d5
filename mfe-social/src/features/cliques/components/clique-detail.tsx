import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import {
  addCliqueMember,
  deleteClique,
  getClique,
  listFriends,
  removeCliqueMember,
  searchUsers,
  updateClique,
} from '@cliques/api-client';
import { cliqueLimits, type Clique } from '@cliques/contracts';
import { Button, ErrorState, ListSkeleton, UserText } from '@cliques/ui';
import { FormField } from '../../../components/form-field';
import { CliqueDetailStore } from '../stores/clique-detail-store';
import { CliqueFeed } from './clique-feed';
import { CliqueMembers } from './clique-members';

const detailApi = {
  getClique,
  updateClique,
  deleteClique,
  addCliqueMember,
  removeCliqueMember,
  listFriends,
  searchUsers: (query: string) => searchUsers(query),
};

const EditClique = observer(function EditClique({ store, onDone }: { store: CliqueDetailStore; onDone: () => void }) {
  const [name, setName] = useState(store.clique?.name ?? '');
  const [description, setDescription] = useState(store.clique?.description ?? '');
  const t = useT();
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await store.edit({ name: name.trim(), description: description.trim() })) onDone();
  };
  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label={t('Edit clique')}>
      <FormField label={t('Clique name')} value={name} onChange={setName} maxLength={cliqueLimits.name} required />
      <FormField
        label={t('Description')}
        multiline
        value={description}
        onChange={setDescription}
        maxLength={cliqueLimits.description}
      />
      <div className="social-row">
        <Button type="submit" variant="primary" disabled={store.busy || !name.trim()}>
          {t('Save')}
        </Button>
        <Button onClick={onDone}>{t('Cancel')}</Button>
      </div>
    </form>
  );
});

const CliqueHeader = observer(function CliqueHeader({ store }: { store: CliqueDetailStore }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const clique = store.clique as Clique;
  const t = useT();
  return (
    <section className="ui-card social-stack" aria-label={t('Clique')}>
      {mode === 'edit' ? (
        <EditClique store={store} onDone={() => setMode('view')} />
      ) : (
        <>
          <UserText as="h2">{clique.name}</UserText>
          {clique.description && <UserText as="p">{clique.description}</UserText>}
        </>
      )}
      {mode === 'view' && (
        <div className="social-row">
          {store.isOwner ? (
            <>
              <Button onClick={() => setMode('edit')}>{t('Edit Clique')}</Button>
              <Button variant="danger" onClick={() => setMode('confirm-delete')}>
                {t('Delete Clique')}
              </Button>
            </>
          ) : (
            <Button variant="danger" disabled={store.busy} onClick={() => void store.leave()}>
              {t('Leave Clique')}
            </Button>
          )}
        </div>
      )}
      {mode === 'confirm-delete' && (
        <div className="social-row" role="alertdialog" aria-label={t('Delete clique')}>
          <span>{t.rich('Delete {name} and all its posts?', { name: <UserText>{clique.name}</UserText> })}</span>
          <Button variant="danger" disabled={store.busy} onClick={() => void store.remove()}>
            {t('Confirm Delete')}
          </Button>
          <Button onClick={() => setMode('view')}>{t('Cancel')}</Button>
        </div>
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

/** One clique: its header with the owner's or member's actions, its members and its feed. */
export const CliqueDetail = observer(function CliqueDetail({ cliqueId, me, onChange }: CliqueDetailProps) {
  const [store] = useState(() => new CliqueDetailStore(cliqueId, me, detailApi, onChange));
  const t = useT();
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.status === 'error') return <ErrorState message={t.text(store.error)} onRetry={() => void store.load()} />;
  if (!store.clique) return <ListSkeleton label={t('Loading clique…')} />;
  return (
    <div className="social-stack">
      <CliqueHeader store={store} />
      <CliqueMembers store={store} />
      <CliqueFeed cliqueId={cliqueId} />
    </div>
  );
});
