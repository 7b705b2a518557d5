import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { Button, EmptyState, ErrorState, ListSkeleton, VirtualList } from '@cliques/ui';
import type { CommentsStore } from '../stores/comments-store';
import { CommentItem } from './comment-item';
import { ReplyForm } from './reply-form';
import { WaitingToSend } from '../../../components/waiting-to-send';

/** Comments with their replies (only those near the viewport mounted), the new-comment form, and Load more (oldest first). */
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
          {store.threads.length === 0 && <EmptyState>{t('No comments yet. Be the first.')}</EmptyState>}
          <VirtualList
            list={{ as: 'ol' }}
            items={store.threads}
            itemKey={({ comment }) => comment.commentId}
            itemSize={120}
            gap="var(--space-3)"
            renderItem={({ comment, replies }) => (
              <div className="ui-card">
                <CommentItem comment={comment} store={store} postAuthorId={postAuthorId} canReply />
                {replies.length > 0 && (
                  <ol
                    className="feed-replies"
                    aria-label={t('Replies to {name}', { name: comment.author.displayName })}
                  >
                    {replies.map((reply) => (
                      <li key={reply.commentId}>
                        <CommentItem comment={reply} store={store} postAuthorId={postAuthorId} canReply={false} />
                      </li>
                    ))}
                  </ol>
                )}
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
