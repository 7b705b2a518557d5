import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorState, ListSkeleton, useSafetyTexts } from '@cliques/ui';
import { PostCard } from '../../../components/post-card';
import { CommentsSection } from './comments-section';
import { PostPageStore } from '../stores/post-page-store';
import './post-page.css';

const QuotesSection = lazy(() => import(/* webpackChunkName: "quotes-section" */ './quotes-section'));

const PostView = observer(function PostView({ postId }: { postId: string }) {
  const [store] = useState(() => new PostPageStore(postId));
  const navigate = useNavigate();
  const safetyTexts = useSafetyTexts();
  const t = useT();
  useEffect(() => {
    void store.load();
  }, [store]);
  useEffect(() => store.comments.waiting?.start(), [store]);
  useEffect(() => store.watchLive(), [store]);
  if (store.status === 'loading') return <ListSkeleton label={t('Loading post…')} rows={1} />;
  if (store.status === 'blocked' && store.post) {
    return (
      <div className="ui-card" role="status">
        <p>{safetyTexts.blockedDone(store.post.author.username)}</p>
        <Link to="/feed">{t('Back to the feed')}</Link>
      </div>
    );
  }
  if (store.status === 'missing') {
    return (
      <div className="ui-card" role="alert">
        <p>{t('This post does not exist, or you cannot see it.')}</p>
        <Link to="/feed">{t('Back to the feed')}</Link>
      </div>
    );
  }
  if (store.status === 'error' || !store.post)
    return <ErrorState message={t.text(store.error ?? 'Could not load the post')} onRetry={() => void store.load()} />;
  return (
    <>
      {store.held && (
        <p className="ui-card" role="status">
          <strong>{t('Waiting for approval')}</strong>{' '}
          {t("Only you and the clique's moderators see this post until a moderator approves it.")}
        </p>
      )}
      <PostCard
        post={store.post}
        linkToPost={false}
        onDeleted={() => void navigate('/feed')}
        onBlocked={store.authorBlocked}
      />
      {store.post.quotesCount > 0 && (
        <Suspense fallback={null}>
          <QuotesSection postId={store.post.postId} />
        </Suspense>
      )}
      {!store.held && (
        <CommentsSection store={store.comments} postAuthorId={store.post.author.userId} count={store.commentsCount} />
      )}
    </>
  );
});

/** /post/{postId}: the post, its comments and replies. */
export function PostPage() {
  const { postId = '' } = useParams();
  const t = useT();
  return (
    <main className="ui-page feed-stack">
      <h1 className="visually-hidden">{t('Post|heading')}</h1>
      <PostView key={postId} postId={postId} />
    </main>
  );
}
