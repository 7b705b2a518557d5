import { useT } from '../../../../i18n';
import { observer } from 'mobx-react-lite';
import { formatDateTime } from '@cliques/i18n';
import { Button, UserLink, UserText } from '@cliques/ui';
import type { ManageStore } from '../../stores/manage-store';
import { ManagedList } from './managed-list';

/** Posts waiting for approval (posting policy "approval"): read them with their media, then approve or decline. */
export const PendingPosts = observer(function PendingPosts({ store }: { store: ManageStore }) {
  const t = useT();
  return (
    <ManagedList
      list={store.pending}
      label={t('Pending posts')}
      empty={t('No posts are waiting for approval.')}
      keyOf={(post) => post.postId}
    >
      {(post) => (
        <>
          <div className="social-row-between">
            <UserLink user={post.author} />
            <time className="ui-muted" dateTime={post.createdAt}>
              {formatDateTime(post.createdAt)}
            </time>
          </div>
          {post.topic && (
            <span className="social-tag">
              <UserText>{post.topic}</UserText>
            </span>
          )}
          <UserText as="p">{post.content}</UserText>
          {post.media.length > 0 && (
            <div className="social-row">
              {post.media.map((media, index) =>
                media.type === 'image' ? (
                  <img
                    key={media.key}
                    className="social-pending-media"
                    src={media.url}
                    alt={
                      media.alt ||
                      t('Image {index} of {count} by {name}', {
                        index: index + 1,
                        count: post.media.length,
                        name: post.author.displayName,
                      })
                    }
                  />
                ) : (
                  <video key={media.key} className="social-pending-media" src={media.url} controls />
                ),
              )}
            </div>
          )}
          <div className="social-row">
            <Button
              variant="primary"
              disabled={store.busy}
              onClick={() => void store.answerPending(post, 'approve')}
              aria-label={t('Approve the post by {name}', { name: post.author.displayName })}
            >
              {t('Approve')}
            </Button>
            <Button
              disabled={store.busy}
              onClick={() => void store.answerPending(post, 'decline')}
              aria-label={t('Decline the post by {name}', { name: post.author.displayName })}
            >
              {t('Decline')}
            </Button>
          </div>
        </>
      )}
    </ManagedList>
  );
});
