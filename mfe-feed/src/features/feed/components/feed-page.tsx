import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useSession } from '@cliques/session';
import { Button, LoadingState, useEntryState } from '@cliques/ui';
import { Composer } from './composer';
import { PostList } from '../../../components/post-list';
import { FeedStore, feedFilters } from '../stores/feed-store';

const FeedSuggestions = lazy(() => import(/* webpackChunkName: "feed-suggestions" */ './feed-suggestions'));

const Feed = observer(function Feed({ userId }: { userId: string }) {
  // Back from a post, the feed shows the pages it had loaded, where it was left.
  const store = useEntryState(`feed ${userId}`, () => new FeedStore(userId));
  const t = useT();
  useEffect(() => {
    if (store.list.status === 'idle') void store.list.load();
  }, [store]);
  return (
    <main className="ui-page feed-stack">
      <h1>{t('Feed')}</h1>
      <Composer
        onPosted={(post) => (store.filter === 'all' || store.filter === 'own' ? store.list.prepend(post) : undefined)}
      />
      <div className="feed-tabs" role="group" aria-label={t('Show')}>
        {feedFilters.map((f) => (
          <Button key={f.value} aria-pressed={store.filter === f.value} onClick={() => void store.setFilter(f.value)}>
            {t(f.label)}
          </Button>
        ))}
      </div>
      <PostList store={store.list} empty={t(store.emptyText)} label={t('Posts')} positionKey="feed" />
      {store.offersSuggestions && (
        <Suspense fallback={null}>
          <FeedSuggestions />
        </Suspense>
      )}
    </main>
  );
});

/** /feed: the composer, the filter and the posts, paged by nextToken; an empty feed offers people and cliques. */
export const FeedPage = observer(function FeedPage() {
  const session = useSession();
  const userId = session.user?.userId;
  if (!userId) return <LoadingState />;
  return <Feed key={userId} userId={userId} />;
});
