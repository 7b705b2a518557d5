import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Comment } from '@cliques/contracts';
import { safetyActions } from '@cliques/api-client';
import { useSession } from '@cliques/session';
import { Button, HeartIcon, SafetyMenu, UserLink, timeAgo } from '@cliques/ui';
import { EditedMark } from '../../../components/edited-mark';
import { PostContent } from '../../../components/post-content';
import { CommentEditStore } from '../stores/comment-edit-store';
import { CommentEditForm } from './comment-edit-form';
import type { CommentsStore } from '../stores/comments-store';
import { ReplyForm } from './reply-form';

/** One comment (or "Comment deleted" where one was removed above its replies): author, text, like toggle, Reply, Edit for its author (with "Edited" opening its versions), Delete for its author or the post's, and for anyone else's a menu to report, mute or block. */
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
  const [edit] = useState(() => new CommentEditStore(store));
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
        {comment.editedAt && <EditedMark editedAt={comment.editedAt} of={{ kind: 'comment', id: comment.commentId }} />}
        {me && me !== comment.author.userId && (
          <SafetyMenu
            target={{ type: 'comment', id: comment.commentId }}
            person={comment.author}
            actions={safetyActions}
            onBlocked={store.personBlocked}
          />
        )}
      </header>
      {edit.draft !== null ? <CommentEditForm edit={edit} /> : <PostContent content={comment.content} />}
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
        {me === comment.author.userId && edit.draft === null && (
          <Button onClick={() => edit.start(comment)}>{t('Edit')}</Button>
        )}
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
