import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { Button, EmptyState, ErrorState, ListSkeleton, VirtualList } from '@cliques/ui';
import type { CommentsStore } from '../stores/comments-store';
import { CommentItem } from './comment-item';
import { CommentThread } from './comment-thread';
import { ReplyForm } from './reply-form';
import { WaitingToSend } from '../../../components/waiting-to-send';

/** Comment threads nested to three levels (only those near the viewport mounted), the new-comment form, Load more (oldest first), and an open sub-thread with its way back. */
export const CommentsSection = observer(function CommentsSection({
  store,
  postAuthorId,
  count,
}: {
  store: CommentsStore;
  postAuthorId: string;
  count: number;
}) {
  const t = useT();
  return (
    <section className="feed-stack" aria-label={t('Comments')}>
      <h2>{t('Comments ({count})', { count })}</h2>
      <ReplyForm store={store} />
      <WaitingToSend
        className="feed-comments"
        items={store.waitingHere.map(({ id, payload }) => ({ id, text: payload.content }))}
      />
      {store.status === 'loading' || store.status === 'idle' ? (
        <ListSkeleton label={t('Loading comments…')} />
      ) : store.status === 'error' ? (
        <ErrorState message={t.text(store.error ?? 'Could not load comments')} onRetry={() => void store.load()} />
      ) : (
        <>
          {store.error && (
            <p className="ui-error" role="alert">
              {t.text(store.error)}
            </p>
          )}
          {store.threadRoot && (
            <div className="ui-card feed-stack">
              <Button onClick={store.closeThread}>{t('Back to all comments')}</Button>
              <CommentItem comment={store.threadRoot} store={store} postAuthorId={postAuthorId} />
            </div>
          )}
          {store.tree.length === 0 && !store.threadRoot && (
            <EmptyState>{t('No comments yet. Be the first.')}</EmptyState>
          )}
          <VirtualList
            list={{ as: 'ol', label: store.threadRoot ? t('Thread') : t('Comments') }}
            items={store.tree}
            itemKey={({ comment }) => comment.commentId}
            itemSize={120}
            gap="var(--space-3)"
            renderItem={(node) => (
              <div className="ui-card">
                <CommentThread node={node} level={0} store={store} postAuthorId={postAuthorId} />
              </div>
            )}
          />
          {store.hasMore && (
            <Button onClick={() => void store.loadMore()} disabled={store.loadingMore}>
              {store.loadingMore ? t('Loading...') : t('Load more comments')}
            </Button>
          )}
        </>
      )}
    </section>
  );
});
