import { useT, type SocialMessage } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { followUser, listFollows, unfollowUser } from '@cliques/api-client';
import { useSession } from '@cliques/session';
import { Button, EmptyState, ErrorState, ListFooter, ListSkeleton, UserLink } from '@cliques/ui';
import { FollowListStore, type FollowListType } from '../stores/follow-list-store';

const followApi = { listFollows, followUser, unfollowUser };

const texts: Record<FollowListType, { title: SocialMessage; empty: SocialMessage; loading: SocialMessage }> = {
  followers: { title: 'Followers', empty: 'No followers yet.', loading: 'Loading followers…' },
  following: { title: 'Following', empty: 'Not following anyone yet.', loading: 'Loading following…' },
};

/** Someone's followers or followings (opened from the profile's counts), paged, with Follow / Unfollow in place. */
export const FollowList = observer(function FollowList({ userId, type }: { userId: string; type: FollowListType }) {
  const [store] = useState(() => new FollowListStore(userId, type, followApi));
  const me = useSession().user?.userId;
  const { list } = store;
  useEffect(() => {
    void list.load();
  }, [list]);
  const text = texts[type];
  const t = useT();
  return (
    <section className="ui-card social-section" aria-label={t(text.title)}>
      <div className="social-row">
        <h2>{t(text.title)}</h2>
        <Link to=".">{t('Close')}</Link>
      </div>
      {list.status === 'loading' && <ListSkeleton label={t(text.loading)} />}
      {list.status === 'error' && <ErrorState message={t.text(list.error ?? '')} onRetry={() => void list.load()} />}
      {list.status === 'ready' && list.items.length === 0 && <EmptyState>{t(text.empty)}</EmptyState>}
      <ul className="social-list">
        {list.items.map((entry) => (
          <li key={entry.userId} className="social-row">
            <UserLink user={entry} />
            {entry.userId !== me && (
              <Button
                disabled={store.busy.has(entry.userId)}
                aria-pressed={entry.isFollowing}
                onClick={() => void store.toggle(entry)}
              >
                {entry.isFollowing ? t('Unfollow') : t('Follow')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {store.error && (
        <p className="ui-error" role="alert">
          {t.text(store.error)}
        </p>
      )}
      <ListFooter
        error={list.status === 'ready' && list.error ? t.text(list.error) : null}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={() => void list.loadMore()}
      />
    </section>
  );
});
