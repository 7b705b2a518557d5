import { observer } from 'mobx-react-lite';
import { Button, EmptyState, ErrorState, LoadingState } from '@cliques/ui';
import type { CommentsStore } from '../stores/comments-store';
import { CommentItem } from './comment-item';
import { ReplyForm } from './reply-form';
import { WaitingToSend } from '../../../components/waiting-to-send';

/** Comments with their replies, the new-comment form, and Load more (oldest first). */
export const CommentsSection = observer(function CommentsSection({
  store,
  postAuthorId,
  count,
}: {
  store: CommentsStore;
  postAuthorId: string;
  count: number;
}) {
  return (
    <section className="feed-stack" aria-label="Comments">
      <h2>Comments ({count})</h2>
      <ReplyForm store={store} />
      <WaitingToSend
        className="feed-comments"
        items={store.waitingHere.map(({ id, payload }) => ({ id, text: payload.content }))}
      />
      {store.status === 'loading' || store.status === 'idle' ? (
        <LoadingState label="Loading comments…" />
      ) : store.status === 'error' ? (
        <ErrorState message={store.error ?? 'Could not load comments'} onRetry={() => void store.load()} />
      ) : (
        <>
          {store.error && (
            <p className="ui-error" role="alert">
              {store.error}
            </p>
          )}
          {store.threads.length === 0 && <EmptyState>No comments yet. Be the first.</EmptyState>}
          <ol className="feed-comments">
            {store.threads.map(({ comment, replies }) => (
              <li key={comment.commentId} className="ui-card">
                <CommentItem comment={comment} store={store} postAuthorId={postAuthorId} canReply />
                {replies.length > 0 && (
                  <ol className="feed-replies" aria-label={`Replies to ${comment.author.displayName}`}>
                    {replies.map((reply) => (
                      <li key={reply.commentId}>
                        <CommentItem comment={reply} store={store} postAuthorId={postAuthorId} canReply={false} />
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ol>
          {store.hasMore && (
            <Button onClick={() => void store.loadMore()} disabled={store.loadingMore}>
              {store.loadingMore ? 'Loading...' : 'Load more comments'}
            </Button>
          )}
        </>
      )}
    </section>
  );
});
