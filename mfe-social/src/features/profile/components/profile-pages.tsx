import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  answerFriendRequest,
  followUser,
  getUser,
  removeFriend,
  safetyActions,
  sendFriendRequest,
  unfollowUser,
  updateProfile,
} from '@cliques/api-client';
import { useSession } from '@cliques/session';
import { BookmarkIcon, ErrorState, LoadingState, SafetyMenu, useSafetyTexts } from '@cliques/ui';
import { uploadAvatar } from '../../../lib/avatar-upload';
import { UserPosts } from '../../../components/user-posts';
import { UpcomingEvents } from '../../../components/events/upcoming-events';
import { ProfileStore } from '../stores/profile-store';
import { ProfileEditForm } from './profile-edit-form';
import { FollowList } from './follow-list';
import { ProfileFriends } from './profile-friends';
import { ProfileHeader } from './profile-header';
import { FollowButton, FriendButton } from './relation-buttons';
import '../../../components/social.css';

const profileApi = { getUser, sendFriendRequest, answerFriendRequest, removeFriend, followUser, unfollowUser };
const editApi = { updateProfile, uploadAvatar };

const ProfileView = observer(function ProfileView({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const [store] = useState(() => new ProfileStore(userId, profileApi));
  const list = useSearchParams()[0].get('list');
  const safetyTexts = useSafetyTexts();
  const t = useT();
  useEffect(() => {
    void store.load();
  }, [store]);
  const profile = store.profile;
  if (store.status === 'error') return <ErrorState message={t.text(store.error)} onRetry={() => void store.load()} />;
  if (!profile) return <LoadingState label={t('Loading profile…')} />;
  if (store.blocked) {
    return (
      <div className="ui-card social-stack" role="status">
        <p>{safetyTexts.blockedDone(profile.username)}</p>
        <Link to="/settings">{t('Blocked people in Settings')}</Link>
      </div>
    );
  }
  return (
    <div className="social-stack">
      <ProfileHeader profile={profile}>
        {isSelf ? (
          // Your bookmarks are yours alone: only your own profile leads to them.
          <Link to="/bookmarks" className="ui-button">
            <BookmarkIcon size={18} />
            {t('Bookmarks')}
          </Link>
        ) : (
          <div className="social-row">
            <FriendButton store={store} />
            <FollowButton store={store} />
            <SafetyMenu
              target={{ type: 'user', id: profile.userId }}
              person={profile}
              muted={profile.mutedByMe}
              actions={safetyActions}
              onBlocked={store.personBlocked}
            />
          </div>
        )}
        {store.error && (
          <p className="ui-error" role="alert">
            {t.text(store.error)}
          </p>
        )}
      </ProfileHeader>
      {(list === 'followers' || list === 'following') && <FollowList key={list} userId={userId} type={list} />}
      {isSelf ? (
        <ProfileEditForm profile={profile} api={editApi} onSaved={store.setProfile} />
      ) : (
        !profile.remoteUrl && <ProfileFriends key={profile.friendsCount} userId={userId} name={profile.displayName} />
      )}
      <UpcomingEvents scope={{ userId }} />
      <UserPosts userId={userId} onBlocked={store.personBlocked} />
    </div>
  );
});

/** /profile: your own profile with counts, upcoming events and posts, and its edit form. */
export const MyProfilePage = observer(function MyProfilePage() {
  const userId = useSession().user?.userId;
  return (
    <main className="ui-page">{userId ? <ProfileView key={userId} userId={userId} isSelf /> : <LoadingState />}</main>
  );
});

/** /profile/{userId}: someone's profile with the friend and follow buttons (yours, when it is you). */
export const UserProfilePage = observer(function UserProfilePage() {
  const { userId = '' } = useParams();
  const me = useSession().user?.userId;
  return (
    <main className="ui-page">
      <ProfileView key={userId} userId={userId} isSelf={userId === me} />
    </main>
  );
});
