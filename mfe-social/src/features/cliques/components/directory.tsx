import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, EmptyState, ErrorState, ListFooter, ListSkeleton, UserText } from '@cliques/ui';
import { FormField } from '../../../components/form-field';
import { cliqueApi } from '../stores/clique-api';
import { DirectoryStore, type DirectorySort } from '../stores/directory-store';
import { CliqueCard } from './clique-card';

const sorts: { sort: DirectorySort; label: 'Most active' | 'Most members' | 'Newest' }[] = [
  { sort: 'active', label: 'Most active' },
  { sort: 'members', label: 'Most members' },
  { sort: 'new', label: 'Newest' },
];

/** Discover: public and private cliques to find by name, topic and order, each opened to join. */
export const Directory = observer(function Directory({ onOpen }: { onOpen: (cliqueId: string) => void }) {
  const [store] = useState(() => new DirectoryStore(cliqueApi));
  const sortId = useId();
  const t = useT();
  const { list } = store;
  useEffect(() => {
    void store.list.load();
  }, [store]);
  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.search();
  };
  return (
    <section className="social-stack" aria-label={t('Discover cliques')}>
      <form className="social-row" role="search" aria-label={t('Search cliques')} onSubmit={handleSearch}>
        <FormField
          label={t('Find a clique')}
          type="search"
          value={store.query}
          onChange={store.setQuery}
          maxLength={100}
        />
        <Button type="submit">{t('Search')}</Button>
      </form>
      <div className="ui-field">
        <label htmlFor={sortId}>{t('Sort by')}</label>
        <select
          id={sortId}
          value={store.sort}
          onChange={(event) => void store.setSort(event.target.value as DirectorySort)}
        >
          {sorts.map(({ sort, label }) => (
            <option key={sort} value={sort}>
              {t(label)}
            </option>
          ))}
        </select>
      </div>
      {store.topics.length > 0 && (
        <div className="social-row" role="group" aria-label={t('Topics')}>
          {store.topics.map((topic) => (
            <Button
              key={topic}
              className="social-chip"
              aria-pressed={store.topic === topic}
              onClick={() => void store.toggleTopic(topic)}
            >
              <UserText>{topic}</UserText>
            </Button>
          ))}
        </div>
      )}
      {list.status === 'loading' && <ListSkeleton label={t('Loading cliques…')} />}
      {(list.status === 'error' || list.status === 'forbidden') && (
        <ErrorState message={t.text(list.error ?? '')} onRetry={() => void list.load()} />
      )}
      {list.status === 'ready' && list.items.length === 0 && <EmptyState>{t('No clique matches.')}</EmptyState>}
      {list.status === 'ready' &&
        list.items.map((clique) => (
          <CliqueCard key={clique.cliqueId} clique={clique}>
            <Button onClick={() => onOpen(clique.cliqueId)} aria-label={t('Open {name}', { name: clique.name })}>
              {t('Open')}
            </Button>
          </CliqueCard>
        ))}
      <ListFooter
        error={list.status === 'ready' && list.error ? t.text(list.error) : null}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={() => void list.loadMore()}
      />
    </section>
  );
});
