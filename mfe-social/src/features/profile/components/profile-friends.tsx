import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { listFriends } from '@cliques/api-client';
import { EmptyState, ListSkeleton, UserLink, UserText } from '@cliques/ui';
import { ProfileFriendsStore } from '../stores/profile-friends-store';

/** Someone's friends on their profile, or a note that they keep the list private. */
export const ProfileFriends = observer(function ProfileFriends({ userId, name }: { userId: string; name: string }) {
  const [store] = useState(() => new ProfileFriendsStore(userId, listFriends));
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <section className="ui-card social-section" aria-label="Friends">
      <h2>Friends</h2>
      {store.status === 'loading' && <ListSkeleton label="Loading friends…" />}
      {store.status === 'private' && (
        <EmptyState>
          <UserText>{name}</UserText> keeps their friends list private.
        </EmptyState>
      )}
      {store.status === 'error' && <p className="ui-error">{store.error}</p>}
      {store.status === 'ready' && store.friends.length === 0 && <EmptyState>No friends yet.</EmptyState>}
      <ul className="social-list">
        {store.friends.map((friend) => (
          <li key={friend.userId}>
            <UserLink user={friend} />
          </li>
        ))}
      </ul>
    </section>
  );
});
