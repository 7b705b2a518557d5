import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { Button, UserText } from '@cliques/ui';
import type { ProfileStore } from '../stores/profile-store';

/**
 * The friend button through its life cycle (add, pending, accept/decline, friends, unfriend). An
 * account of another server cannot be a friend here: no Add Friend (a request sent before can
 * still be cancelled).
 */
export const FriendButton = observer(function FriendButton({ store }: { store: ProfileStore }) {
  const profile = store.profile;
  const t = useT();
  if (!profile || (profile.remoteUrl && profile.friendStatus === 'none')) return null;
  const busy = store.busy;
  switch (profile.friendStatus) {
    case 'pending_sent':
      return (
        <span className="social-row">
          <span className="ui-muted">{t('Friend request sent')}</span>
          <Button disabled={busy} onClick={() => void store.removeFriend()}>
            {t('Cancel Request')}
          </Button>
        </span>
      );
    case 'pending_received':
      return (
        <span className="social-row">
          <span className="ui-muted">
            {t.rich('{name} sent you a friend request', { name: <UserText>{profile.displayName}</UserText> })}
          </span>
          <Button variant="primary" disabled={busy} onClick={() => void store.acceptFriend()}>
            {t('Accept')}
          </Button>
          <Button disabled={busy} onClick={() => void store.declineFriend()}>
            {t('Decline')}
          </Button>
        </span>
      );
    case 'accepted':
      return (
        <span className="social-row">
          <span className="ui-success">{t('Friends')}</span>
          <Button variant="danger" disabled={busy} onClick={() => void store.removeFriend()}>
            {t('Unfriend')}
          </Button>
        </span>
      );
    default:
      return (
        <Button variant="primary" disabled={busy} onClick={() => void store.addFriend()}>
          {t('Add Friend')}
        </Button>
      );
  }
});

/** Follow / Unfollow. */
export const FollowButton = observer(function FollowButton({ store }: { store: ProfileStore }) {
  const t = useT();
  if (!store.profile) return null;
  return (
    <Button disabled={store.busy} onClick={() => void store.toggleFollow()} aria-pressed={store.profile.isFollowing}>
      {store.profile.isFollowing ? t('Unfollow') : t('Follow')}
    </Button>
  );
});
