import { useT } from '../i18n';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, ListFooter, ListSkeleton, VirtualList } from '@cliques/ui';
import { itemKey, type PostList as PostListStore } from '@cliques/stores';
import { PostCard } from './post-card';

/**
 * A list of post cards with loading, empty and error states, paged with Load more. Only the cards
 * near the viewport are mounted; `positionKey` keeps the reading position for going back.
 */
export const PostList = observer(function PostList({
  store,
  empty,
  label,
  positionKey,
}: {
  store: PostListStore;
  empty: ReactNode;
  label: string;
  positionKey?: string;
}) {
  const t = useT();
  if (store.status === 'idle' || store.status === 'loading') return <ListSkeleton label={t('Loading posts…')} fill />;
  if (store.status === 'error' || store.status === 'forbidden')
    return <ErrorState message={t.text(store.error ?? 'Could not load posts')} onRetry={() => void store.load()} />;
  return (
    <section className="feed-list" aria-label={label}>
      {store.items.length === 0 && <EmptyState>{empty}</EmptyState>}
      <VirtualList
        items={store.items}
        itemKey={itemKey}
        positionKey={positionKey}
        gap="var(--space-4)"
        renderItem={(post) => (
          <PostCard post={post} onDeleted={store.removePost} onBlocked={store.dropPerson} onMuted={store.dropPerson} />
        )}
      />
      <ListFooter
        error={store.error && t.text(store.error)}
        hasMore={store.hasMore}
        loadingMore={store.loadingMore}
        onLoadMore={() => void store.loadMore()}
      />
    </section>
  );
});
