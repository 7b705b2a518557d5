import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { listFriends } from '@cliques/api-client';
import { EmptyState, ListSkeleton, UserLink, UserText } from '@cliques/ui';
import { ProfileFriendsStore } from '../stores/profile-friends-store';

/** Someone's friends on their profile, or a note that they keep the list private. */
export const ProfileFriends = observer(function ProfileFriends({ userId, name }: { userId: string; name: string }) {
  const [store] = useState(() => new ProfileFriendsStore(userId, listFriends));
  const t = useT();
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <section className="ui-card social-section" aria-label={t('Friends')}>
      <h2>{t('Friends')}</h2>
      {store.status === 'loading' && <ListSkeleton label={t('Loading friends…')} />}
      {store.status === 'private' && (
        <EmptyState>
          {t.rich('{name} keeps their friends list private.', { name: <UserText>{name}</UserText> })}
        </EmptyState>
      )}
      {store.status === 'error' && <p className="ui-error">{t.text(store.error)}</p>}
      {store.status === 'ready' && store.friends.length === 0 && <EmptyState>{t('No friends yet.')}</EmptyState>}
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
