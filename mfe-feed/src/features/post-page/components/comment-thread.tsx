import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { postLimits } from '@cliques/contracts';
import { Button } from '@cliques/ui';
import type { CommentsStore } from '../stores/comments-store';
import { hasHiddenReplies, type CommentNode } from '../stores/comment-tree';
import { CommentItem } from './comment-item';

/**
 * A comment with its replies nested under it, `threadShown` levels deep; below that (or where the
 * page holds fewer replies than it has), "Continue this thread" opens the comment's replies.
 */
export const CommentThread = observer(function CommentThread({
  node,
  level,
  store,
  postAuthorId,
}: {
  node: CommentNode;
  level: number;
  store: CommentsStore;
  postAuthorId: string;
}) {
  const t = useT();
  const { comment, replies } = node;
  const nested = level < postLimits.threadShown;
  const name = comment.deleted ? t('Comment deleted') : comment.author.displayName;
  return (
    <>
      <CommentItem comment={comment} store={store} postAuthorId={postAuthorId} />
      {nested && replies.length > 0 && (
        <ol className="feed-replies" aria-label={t('Replies to {name}', { name })}>
          {replies.map((reply) => (
            <li key={reply.comment.commentId}>
              <CommentThread node={reply} level={level + 1} store={store} postAuthorId={postAuthorId} />
            </li>
          ))}
        </ol>
      )}
      {(nested ? hasHiddenReplies(node) : comment.repliesCount > 0) && (
        <Button className="feed-continue" onClick={() => store.openThread(comment)}>
          {t('Continue this thread')}
        </Button>
      )}
    </>
  );
});
