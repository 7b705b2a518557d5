import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import type { SearchHits, SearchKind, SearchSort } from '@cliques/api-client';
import { Button, EmptyState, ErrorState, ListFooter, ListSkeleton, useEntryState } from '@cliques/ui';
import { useT, type SearchMessage } from '../i18n';
import { mayRetry, searchTexts } from '../stores/search-failure';
import { AllResults, KindResults, hitKey } from '../stores/search-results';
import { CliqueHitItem, HashtagHitItem, PersonHitItem, PostHitItem } from './hit-items';

/** One hit of any kind, drawn the way its kind is. */
function Hit<K extends SearchKind>({ kind, hit, query }: { kind: K; hit: SearchHits[K]; query: string }) {
  if (kind === 'posts') return <PostHitItem hit={hit as SearchHits['posts']} />;
  if (kind === 'people') return <PersonHitItem hit={hit as SearchHits['people']} />;
  if (kind === 'cliques') return <CliqueHitItem hit={hit as SearchHits['cliques']} query={query} />;
  return <HashtagHitItem hit={hit as SearchHits['hashtags']} />;
}

export const kindTitles: Record<SearchKind, SearchMessage> = {
  posts: 'Posts',
  people: 'People',
  cliques: 'Cliques',
  hashtags: 'Hashtags',
};

const seeAll: Record<SearchKind, SearchMessage> = {
  posts: 'See all posts',
  people: 'See all people',
  cliques: 'See all cliques',
  hashtags: 'See all hashtags',
};

function Nothing({ query }: { query: string }) {
  const t = useT();
  return <EmptyState>{t('Nothing found for “{query}”. Try other words, or fewer operators.', { query })}</EmptyState>;
}

function HitList({ children }: { children: ReactNode }) {
  return <ul className="search-hits">{children}</ul>;
}

/** The All tab: the top few of each kind that found anything, each with a way to its own tab. */
export const AllResultsView = observer(function AllResultsView({
  query,
  sort,
  onKind,
}: {
  query: string;
  sort: SearchSort;
  onKind: (kind: SearchKind) => void;
}) {
  const t = useT();
  const store = useEntryState(`search:all:${sort}:${query}`, () => new AllResults(query, sort));
  useEffect(() => {
    if (store.status === 'idle') void store.load();
  }, [store]);
  if (store.status === 'idle' || store.status === 'loading') return <ListSkeleton label={t('Searching…')} />;
  if (store.status === 'error' || !store.results)
    return (
      <ErrorState
        message={t.text(store.error?.message ?? searchTexts.failed)}
        onRetry={mayRetry(store.error) ? () => void store.load() : undefined}
      />
    );
  if (store.empty) return <Nothing query={query} />;
  const { results } = store;
  return (
    <>
      {(['posts', 'people', 'cliques', 'hashtags'] as const)
        .filter((kind) => results[kind].items.length > 0)
        .map((kind) => (
          <section key={kind} className="search-kind" aria-labelledby={`search-all-${kind}`}>
            <h2 id={`search-all-${kind}`}>{t(kindTitles[kind])}</h2>
            <HitList>
              {results[kind].items.map((hit: SearchHits[typeof kind]) => (
                <li key={hitKey[kind](hit as never)}>
                  <Hit kind={kind} hit={hit} query={query} />
                </li>
              ))}
            </HitList>
            {results[kind].nextToken !== null && <Button onClick={() => onKind(kind)}>{t(seeAll[kind])}</Button>}
          </section>
        ))}
    </>
  );
});

/** One kind's tab: its results, Load more by nextToken. */
export const KindResultsView = observer(function KindResultsView<K extends SearchKind>({
  query,
  kind,
  sort,
}: {
  query: string;
  kind: K;
  sort: SearchSort;
}) {
  const t = useT();
  const store = useEntryState(`search:${kind}:${sort}:${query}`, () => new KindResults(query, kind, sort));
  useEffect(() => {
    if (store.status === 'idle') void store.load();
  }, [store]);
  if (store.status === 'idle' || store.status === 'loading') return <ListSkeleton label={t('Searching…')} />;
  const retry = store.error === searchTexts.timeout || store.error === searchTexts.failed;
  if (store.status === 'error' || store.status === 'forbidden')
    return (
      <ErrorState
        message={t.text(store.error ?? searchTexts.failed)}
        onRetry={retry ? () => void store.load() : undefined}
      />
    );
  if (store.items.length === 0) return <Nothing query={query} />;
  return (
    <>
      <HitList>
        {store.items.map((hit) => (
          <li key={hitKey[kind](hit)}>
            <Hit kind={kind} hit={hit} query={query} />
          </li>
        ))}
      </HitList>
      <ListFooter
        error={store.error && t.text(store.error)}
        hasMore={store.hasMore}
        loadingMore={store.loadingMore}
        onLoadMore={() => void store.loadMore()}
      />
    </>
  );
});
