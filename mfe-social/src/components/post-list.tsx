import { formatDateTime } from '@cliques/i18n';
import { useT } from '../i18n';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Post } from '@cliques/contracts';
import { EmptyState, ErrorState, ListFooter, ListSkeleton, UserLink, UserText, VirtualList } from '@cliques/ui';
import { itemKey, type PostList as PostListStore } from '@cliques/stores';
import { RemoteComponent } from '../lib/remote-component';

/** A post shown without the feed area (while it loads, or if it is unavailable): author, text, link. */
function PlainPost({ post }: { post: Post }) {
  const t = useT();
  return (
    <article className="ui-card social-stack" aria-label={t('Post by {name}', { name: post.author.displayName })}>
      <UserLink user={post.author} />
      <UserText as="p">{post.content}</UserText>
      <Link to={`/post/${encodeURIComponent(post.postId)}`} className="ui-muted">
        {formatDateTime(post.createdAt)} ·{' '}
        {t('{count, plural, one {# like} other {# likes}}', { count: post.likesCount })} ·{' '}
        {t('{count, plural, one {# comment} other {# comments}}', { count: post.commentsCount })}
      </Link>
    </article>
  );
}

/**
 * Posts rendered by the feed area's post card (loaded at run time), paged with Load more; only the
 * cards near the viewport are mounted. A block
 * from a card changes the list at once; `onBlocked` tells the page too (a profile then goes).
 */
export const PostList = observer(function PostList({
  store,
  empty,
  onBlocked,
  positionKey,
  marker,
}: {
  store: PostListStore;
  empty: string;
  onBlocked?: (userId: string) => void;
  /** Shown above a post's card (a clique's pinned or pending marker and its actions). */
  marker?: (post: Post) => ReactNode;
  /** Keeps the reading position for going back (see VirtualList). */
  positionKey?: string;
}) {
  const t = useT();
  const handleBlocked = (userId: string) => {
    store.dropPerson(userId);
    onBlocked?.(userId);
  };
  if (store.status === 'loading' || store.status === 'idle') return <ListSkeleton label={t('Loading posts…')} fill />;
  if (store.status === 'error' || store.status === 'forbidden')
    return <ErrorState message={t.text(store.error ?? '')} onRetry={() => void store.load()} />;
  return (
    <div className="social-stack" data-testid="post-list">
      {store.items.length === 0 && <EmptyState>{empty}</EmptyState>}
      <VirtualList
        items={store.items}
        itemKey={itemKey}
        positionKey={positionKey}
        gap="var(--space-4)"
        renderItem={(post) => (
          <>
            {marker?.(post)}
            <RemoteComponent
              id="mfe_feed/post-card"
              props={{ post, onDeleted: () => store.removePost(post.postId), onBlocked: handleBlocked }}
              fallback={<PlainPost post={post} />}
            />
          </>
        )}
      />
      <ListFooter
        error={store.error && t.text(store.error)}
        hasMore={store.hasMore}
        loadingMore={store.loadingMore}
        onLoadMore={() => void store.loadMore()}
      />
    </div>
  );
});
