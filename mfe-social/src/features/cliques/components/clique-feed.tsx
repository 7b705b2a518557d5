import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { listCliquePosts } from '@cliques/api-client';
import type { Post } from '@cliques/contracts';
import { PostList as PostListStore } from '@cliques/stores';
import { Button, ConfirmDialog, UserText } from '@cliques/ui';
import { RemoteComponent } from '../../../lib/remote-component';
import { PostList } from '../../../components/post-list';
import type { CliqueDetailStore } from '../stores/clique-detail-store';

const PostMarker = observer(function PostMarker({
  post,
  detail,
  onPinned,
  onRemoved,
}: {
  /** `status: "pending"` marks one of yours waiting for approval. */
  post: Post;
  detail: CliqueDetailStore;
  onPinned: () => void;
  onRemoved: (postId: string) => void;
}) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const handlePin = async () => {
    if (await detail.setPin(post.postId, !post.pinned)) onPinned();
  };
  const handleRemove = async () => {
    if (!(await detail.removePost(post.postId))) throw new Error(detail.error);
    onRemoved(post.postId);
  };
  if (!post.pinned && !post.topic && post.status !== 'pending' && !detail.canModerate) return null;
  // The author's own card has Delete; moderators remove anyone else's post here.
  const mayRemove = detail.canModerate && !detail.wrote(post.author.userId);
  return (
    <div className="social-row">
      {post.pinned && <strong className="social-tag">{t('Pinned')}</strong>}
      {post.status === 'pending' && <span className="social-tag">{t('Waiting for approval')}</span>}
      {post.topic && (
        <span className="social-tag">
          <UserText>{post.topic}</UserText>
        </span>
      )}
      {detail.canModerate && post.status !== 'pending' && (
        <Button disabled={detail.busy} onClick={() => void handlePin()}>
          {post.pinned ? t('Unpin') : t('Pin')}
        </Button>
      )}
      {mayRemove && (
        <Button variant="danger" disabled={detail.busy} onClick={() => setConfirming(true)}>
          {t('Remove post')}
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('Remove post')}
          message={t.rich('Remove this post by {name} from the clique? The audit log records it.', {
            name: <UserText>{post.author.displayName}</UserText>,
          })}
          confirmLabel={t('Remove')}
          onConfirm={handleRemove}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
});

/** A clique's posts (pinned first), a topic filter, and the feed area's composer for members who may post. */
export const CliqueFeed = observer(function CliqueFeed({ store: detail }: { store: CliqueDetailStore }) {
  const { cliqueId } = detail;
  const clique = detail.clique;
  const [topic, setTopic] = useState<string | null>(null);
  const [store] = useState(
    () => new PostListStore((nextToken) => listCliquePosts(cliqueId, { nextToken }), { sharedSpace: true }),
  );
  const t = useT();
  useEffect(() => {
    void store.show((nextToken) => listCliquePosts(cliqueId, { nextToken, topic }));
  }, [store, cliqueId, topic]);
  if (!clique) return null;
  const mayPost = detail.isMember && !clique.viewer.mutedUntil && (clique.postingPolicy !== 'admins' || detail.isAdmin);
  return (
    <section className="social-stack" aria-label={t('Clique posts')}>
      <h3>{t('Posts')}</h3>
      {clique.topics.length > 0 && (
        <div className="social-row" role="group" aria-label={t('Filter by topic')}>
          <Button className="social-chip" aria-pressed={topic === null} onClick={() => setTopic(null)}>
            {t('All topics')}
          </Button>
          {clique.topics.map((name) => (
            <Button key={name} className="social-chip" aria-pressed={topic === name} onClick={() => setTopic(name)}>
              <UserText>{name}</UserText>
            </Button>
          ))}
        </div>
      )}
      {mayPost && (
        <>
          {clique.postingPolicy === 'approval' && !detail.canModerate && (
            <p className="ui-muted">{t('A moderator approves your posts before others see them.')}</p>
          )}
          <RemoteComponent
            id="mfe_feed/composer"
            props={{ cliqueId, topics: clique.topics, onPosted: () => void store.load() }}
            fallback={<p className="ui-muted">{t('The composer is loading or unavailable right now.')}</p>}
          />
        </>
      )}
      <PostList
        store={store}
        empty={topic ? t('No posts on this topic yet.') : t('No posts in this clique yet.')}
        marker={(post) => (
          <PostMarker
            post={post}
            detail={detail}
            onPinned={() => void store.load()}
            onRemoved={(postId) => store.removePost(postId)}
          />
        )}
      />
    </section>
  );
});
