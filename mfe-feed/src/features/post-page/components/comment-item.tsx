import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import type { Comment } from '@cliques/contracts';
import { safetyActions } from '@cliques/api-client';
import { useSession } from '@cliques/session';
import { Button, HeartIcon, SafetyMenu, UserLink, timeAgo } from '@cliques/ui';
import { PostContent } from '../../../components/post-content';
import type { CommentsStore } from '../stores/comments-store';
import { ReplyForm } from './reply-form';

/** One comment (or "Comment deleted" where one was removed above its replies): author, text, like toggle, Reply, Delete for its author or the post's, and for anyone else's a menu to report, mute or block. */
export const CommentItem = observer(function CommentItem({
  comment,
  store,
  postAuthorId,
}: {
  comment: Comment;
  store: CommentsStore;
  postAuthorId: string;
}) {
  const session = useSession();
  const me = session.user?.userId;
  const canDelete = me === comment.author.userId || me === postAuthorId;
  const t = useT();
  if (comment.deleted)
    return (
      <article className="feed-comment" aria-label={t('Comment deleted')}>
        <p className="ui-muted">{t('Comment deleted')}</p>
      </article>
    );
  return (
    <article className="feed-comment" aria-label={t('Comment by {name}', { name: comment.author.displayName })}>
      <header className="feed-row">
        <UserLink user={comment.author} size="small" withUsername={false} />
        <time className="ui-muted" dateTime={comment.createdAt}>
          {timeAgo(comment.createdAt)}
        </time>
        {me && me !== comment.author.userId && (
          <SafetyMenu
            target={{ type: 'comment', id: comment.commentId }}
            person={comment.author}
            actions={safetyActions}
            onBlocked={store.personBlocked}
          />
        )}
      </header>
      <PostContent content={comment.content} />
      <div className="feed-row">
        <Button
          aria-pressed={comment.likedByMe}
          onClick={() => void store.toggleLike(comment.commentId)}
          title={comment.likedByMe ? t('Unlike') : t('Like')}
        >
          <HeartIcon size={16} filled={comment.likedByMe} />
          {t('Like ({count})', { count: comment.likesCount })}
        </Button>
        <Button onClick={() => store.startReply(comment.commentId)}>{t('Reply')}</Button>
        {canDelete && (
          <Button variant="danger" onClick={() => void store.remove(comment.commentId)}>
            {t('Delete')}
          </Button>
        )}
      </div>
      {store.replyTo === comment.commentId && <ReplyForm store={store} to={comment.author.displayName} />}
    </article>
  );
});
