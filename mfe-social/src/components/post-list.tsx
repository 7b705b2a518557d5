import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { Post } from '@cliques/contracts';
import { Button, EmptyState, ErrorState, LoadingState, UserText, UserLink } from '@cliques/ui';
import { RemoteComponent } from '../lib/remote-component';
import type { PostListStore } from '../stores/post-list-store';

/** A post shown without the feed area (while it loads, or if it is unavailable): author, text, link. */
function PlainPost({ post }: { post: Post }) {
  return (
    <article className="ui-card social-stack" aria-label={`Post by ${post.author.displayName}`}>
      <UserLink user={post.author} />
      <UserText as="p">{post.content}</UserText>
      <Link to={`/post/${encodeURIComponent(post.postId)}`} className="ui-muted">
        {new Date(post.createdAt).toLocaleString()} · {post.likesCount} likes · {post.commentsCount} comments
      </Link>
    </article>
  );
}

/**
 * Posts rendered by the feed area's post card (loaded at run time), paged with Load more. A block
 * from a card changes the list at once; `onBlocked` tells the page too (a profile then goes).
 */
export const PostList = observer(function PostList({
  store,
  empty,
  onBlocked,
}: {
  store: PostListStore;
  empty: string;
  onBlocked?: (userId: string) => void;
}) {
  const handleBlocked = (userId: string) => {
    store.personBlocked(userId);
    onBlocked?.(userId);
  };
  if (store.status === 'loading' || store.status === 'idle') return <LoadingState label="Loading posts…" />;
  if (store.status === 'error') return <ErrorState message={store.error} onRetry={store.reload} />;
  return (
    <div className="social-stack" data-testid="post-list">
      {store.posts.length === 0 && <EmptyState>{empty}</EmptyState>}
      {store.posts.map((post) => (
        <RemoteComponent
          key={`${post.postId}:${post.sharedBy?.userId ?? ''}`}
          id="mfe_feed/post-card"
          props={{ post, onDeleted: () => store.remove(post.postId), onBlocked: handleBlocked }}
          fallback={<PlainPost post={post} />}
        />
      ))}
      {store.error && (
        <p className="ui-error" role="alert">
          {store.error}
        </p>
      )}
      {store.hasMore && (
        <Button onClick={store.loadMore} disabled={store.loadingMore}>
          {store.loadingMore ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
});
