import { useT } from '../i18n';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
// Its props are the remotes contract's: other areas load it as `mfe_feed/post-card`.
import type { PostCardProps } from '@cliques/contracts';
import { safetyActions } from '@cliques/api-client';
import { realtimeClient } from '@cliques/realtime';
import { useSession } from '@cliques/session';
import { postsStore, readingPreferences } from '@cliques/stores';
import {
  ActionMenu,
  Avatar,
  BookmarkIcon,
  Button,
  CommentIcon,
  HeartIcon,
  SafetyMenu,
  ShareIcon,
  UserLink,
  UserText,
  useSafetyTexts,
  timeAgo,
} from '@cliques/ui';
import { bookmarkOutboxFor } from '../stores/bookmark-outbox';
import { PostStore } from '../stores/post-store';
import { EditedMark } from './edited-mark';
import { LinkPreview } from './link-preview';
import { ContentWarning } from './content-warning';
import { PostContent } from './post-content';
import { PostMedia } from './post-media';
import './posts.css';

const QuoteEmbed = lazy(() => import(/* webpackChunkName: "quote" */ './quote-embed'));
const QuoteDialog = lazy(() => import(/* webpackChunkName: "quote-dialog" */ './quote-dialog'));
const PollCard = lazy(() => import(/* webpackChunkName: "poll" */ './poll-card'));
const EventCard = lazy(() => import(/* webpackChunkName: "event" */ './event-card'));
const PostEditForm = lazy(() => import(/* webpackChunkName: "post-edit" */ './post-edit-form'));

/** A clique post by someone blocked either way: collapsed until the reader asks to see it. */
function CollapsedPost({ onShow }: { onShow: () => void }) {
  const safetyTexts = useSafetyTexts();
  return (
    <article className="ui-card ui-collapsed" aria-label={safetyTexts.collapsed}>
      <span className="ui-muted">{safetyTexts.collapsed}</span>
      <Button onClick={onShow}>{safetyTexts.show}</Button>
    </article>
  );
}

/**
 * A post: author, text with linked hashtags and mentions, media, like toggle with count, comment
 * count, share toggle, the viewer's own bookmark toggle, edit and delete for the author, who shared
 * it, a "Friends" marker on friends-only posts, and for anyone else's post a menu to report, mute or
 * block its author. A clique post from someone blocked either way comes collapsed; a warned post's
 * text and media wait behind its warning, sensitive media behind a blur.
 */
export const PostCard = observer(function PostCard({
  post,
  onDeleted,
  onBlocked,
  onMuted,
  linkToPost = true,
  commentsCount,
}: PostCardProps) {
  const session = useSession();
  const [store] = useState(
    () => new PostStore(post, postsStore, session.user ? bookmarkOutboxFor(session.user.userId) : null),
  );
  // The viewer's bookmark changed in another tab or device.
  useEffect(() => realtimeClient.on('bookmark', store.bookmarkChanged), [store]);
  const viewerId = session.user?.userId;
  // How this reader wants warned posts and sensitive media shown (their settings, read once).
  useEffect(() => {
    if (viewerId) void readingPreferences.ensureLoaded(viewerId);
  }, [viewerId]);
  const [confirming, setConfirming] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [quoting, setQuoting] = useState(false);
  const t = useT();
  if (store.deleted) return null;
  const current = store.post;
  if ((post.blockedAuthor || current.blockedAuthor) && !revealed)
    return <CollapsedPost onShow={() => setRevealed(true)} />;
  const isAuthor = session.user?.userId === current.author.userId;
  // A post waiting for its clique's moderators takes no likes, comments or shares yet.
  const held = current.status === 'pending';
  const postPath = `/post/${encodeURIComponent(current.postId)}`;
  const handleDelete = async () => {
    if (await store.remove()) onDeleted?.(current.postId);
  };
  const media = (
    <PostMedia media={current.media} authorName={current.author.displayName} sensitive={current.sensitive} />
  );
  // What a content warning hides until the reader opens it.
  const body = (
    <>
      <PostContent content={current.content} hashtags={current.hashtags} mentions={current.mentions} />
      <LinkPreview preview={current.linkPreview} />
      {media}
      {current.poll && (
        <Suspense fallback={null}>
          <PollCard poll={current.poll} />
        </Suspense>
      )}
      {current.event && (
        <Suspense fallback={null}>
          <EventCard event={current.event} isAuthor={isAuthor} />
        </Suspense>
      )}
      {current.quote && (
        <Suspense fallback={null}>
          <QuoteEmbed quote={current.quote} />
        </Suspense>
      )}
    </>
  );
  // Friends-only posts are quoted by their author alone; the server has the last word on the rest.
  const canQuote = isAuthor || (current.quotePolicy !== 'nobody' && current.audience !== 'friends');
  const shareChoices = [
    current.sharedByMe
      ? { label: t('Undo share'), onSelect: () => void store.toggleShare() }
      : { label: t('Share'), onSelect: () => void store.toggleShare() },
    ...(canQuote ? [{ label: t('Quote'), onSelect: () => setQuoting(true) }] : []),
  ];
  // The quoted post's author may detach it from this quote.
  const quotesMine = current.quote?.state === 'visible' && current.quote.author.userId === viewerId && !isAuthor;
  const handleBlocked = (userId: string) => {
    store.authorBlocked();
    setRevealed(false);
    onBlocked?.(userId);
  };
  return (
    <article className="ui-card feed-post" aria-label={t('Post by {name}', { name: current.author.displayName })}>
      {current.sharedBy && (
        <p className="feed-shared-by ui-muted">
          {t.rich('{name} shared this', {
            name: (
              <Link to={`/profile/${encodeURIComponent(current.sharedBy.userId)}`} className="ui-person">
                <Avatar user={current.sharedBy} size="small" decorative />
                <UserText className="ui-person-name">{current.sharedBy.displayName}</UserText>
              </Link>
            ),
          })}
          {current.sharedAt ? ` ${timeAgo(current.sharedAt)}` : ''}
          {current.shareComment ? (
            <>
              : “<UserText>{current.shareComment}</UserText>”
            </>
          ) : null}
        </p>
      )}
      <header className="feed-post-header">
        <UserLink user={current.author} />
        <span className="feed-row">
          {current.audience === 'friends' && (
            <span className="feed-audience" title={t("Only the author's friends can see this post")}>
              {t('Friends')}
            </span>
          )}
          {linkToPost ? (
            <Link to={postPath} className="ui-muted feed-post-time">
              <time dateTime={current.createdAt}>{timeAgo(current.createdAt)}</time>
            </Link>
          ) : (
            <time className="ui-muted feed-post-time" dateTime={current.createdAt}>
              {timeAgo(current.createdAt)}
            </time>
          )}
          {current.editedAt && <EditedMark editedAt={current.editedAt} of={{ kind: 'post', id: current.postId }} />}
          {!isAuthor && session.user && (
            <SafetyMenu
              target={{ type: 'post', id: current.postId }}
              person={current.author}
              actions={safetyActions}
              onBlocked={handleBlocked}
              onMuteChange={(userId, muted) => muted && onMuted?.(userId)}
            />
          )}
        </span>
      </header>
      {store.draft !== null ? (
        <>
          <Suspense fallback={body}>
            <PostEditForm store={store} />
          </Suspense>
          {media}
        </>
      ) : current.contentWarning ? (
        <ContentWarning warning={current.contentWarning}>{body}</ContentWarning>
      ) : (
        body
      )}
      <footer className="feed-post-actions">
        {!held && (
          <>
            <Button
              aria-pressed={current.likedByMe}
              onClick={() => void store.toggleLike()}
              title={current.likedByMe ? t('Unlike') : t('Like')}
            >
              <HeartIcon size={18} filled={current.likedByMe} />
              {t('Like ({count})', { count: current.likesCount })}
            </Button>
            <Link to={postPath} className="ui-button">
              <CommentIcon size={18} />
              {t('{count, plural, one {# comment} other {# comments}}', {
                count: commentsCount ?? current.commentsCount,
              })}
            </Link>
            <ActionMenu
              label={t('Share ({count})', { count: current.sharesCount })}
              buttonClassName="ui-button"
              buttonContent={
                <>
                  <ShareIcon size={18} />
                  {t('Share ({count})', { count: current.sharesCount })}
                </>
              }
              items={store.sharePending ? [] : shareChoices}
            />
            {current.quotesCount > 0 && (
              <span className="ui-muted">
                {t('{count, plural, one {# quote} other {# quotes}}', { count: current.quotesCount })}
              </span>
            )}
            <Button
              aria-pressed={current.bookmarkedByMe}
              onClick={() => void store.toggleBookmark()}
              disabled={store.bookmarkPending}
              title={current.bookmarkedByMe ? t('Remove bookmark') : t('Bookmark')}
            >
              <BookmarkIcon size={18} filled={current.bookmarkedByMe} />
              {t('Bookmark')}
            </Button>
            {store.bookmarkWaiting && <span className="ui-muted">{t('Bookmark waiting to send')}</span>}
            {quotesMine && <Button onClick={() => void store.detachQuote()}>{t('Remove quote')}</Button>}
          </>
        )}
        {isAuthor && store.draft === null && (
          <>
            <Button onClick={store.startEdit}>{t('Edit')}</Button>
            {confirming ? (
              <>
                <Button variant="danger" onClick={() => void handleDelete()} disabled={store.deleting}>
                  {store.deleting ? t('Deleting...') : t('Confirm delete')}
                </Button>
                <Button onClick={() => setConfirming(false)}>{t('Keep')}</Button>
              </>
            ) : (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t('Delete')}
              </Button>
            )}
          </>
        )}
      </footer>
      {store.error && (
        <p className="ui-error" role="alert">
          {t.text(store.error)}
        </p>
      )}
      {quoting && (
        <Suspense fallback={null}>
          <QuoteDialog post={current} onClose={() => setQuoting(false)} />
        </Suspense>
      )}
    </article>
  );
});
