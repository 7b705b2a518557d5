import { observer } from 'mobx-react-lite';
import { Button, UserText } from '@cliques/ui';
import type { ProfileStore } from '../stores/profile-store';

/** The friend button through its life cycle (add, pending, accept/decline, friends, unfriend). */
export const FriendButton = observer(function FriendButton({ store }: { store: ProfileStore }) {
  const profile = store.profile;
  if (!profile) return null;
  const busy = store.busy;
  switch (profile.friendStatus) {
    case 'pending_sent':
      return (
        <span className="social-row">
          <span className="ui-muted">Friend request sent</span>
          <Button disabled={busy} onClick={store.removeFriend}>
            Cancel Request
          </Button>
        </span>
      );
    case 'pending_received':
      return (
        <span className="social-row">
          <span className="ui-muted">
            <UserText>{profile.displayName}</UserText> sent you a friend request
          </span>
          <Button variant="primary" disabled={busy} onClick={store.acceptFriend}>
            Accept
          </Button>
          <Button disabled={busy} onClick={store.declineFriend}>
            Decline
          </Button>
        </span>
      );
    case 'accepted':
      return (
        <span className="social-row">
          <span className="ui-success">Friends</span>
          <Button variant="danger" disabled={busy} onClick={store.removeFriend}>
            Unfriend
          </Button>
        </span>
      );
    default:
      return (
        <Button variant="primary" disabled={busy} onClick={store.addFriend}>
          Add Friend
        </Button>
      );
  }
});

/** Follow / Unfollow. */
export const FollowButton = observer(function FollowButton({ store }: { store: ProfileStore }) {
  if (!store.profile) return null;
  return (
    <Button disabled={store.busy} onClick={store.toggleFollow} aria-pressed={store.profile.isFollowing}>
      {store.profile.isFollowing ? 'Unfollow' : 'Follow'}
    </Button>
  );
});
