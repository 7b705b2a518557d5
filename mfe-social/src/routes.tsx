import type { ComponentType } from 'react';
import { CliquesPage } from './features/cliques/components/cliques-page';
import { FriendsPage } from './features/friends/components/friends-page';
import { NotificationsPage } from './features/notifications/components/notifications-page';
import { MyProfilePage, UserProfilePage } from './features/profile/components/profile-pages';
import { SettingsPage } from './features/settings/components/settings-page';

/** The pages of the People and cliques area, exposed as `./routes`: the host renders them by name. */
const pages: Record<string, ComponentType> = {
  notifications: NotificationsPage,
  profile: MyProfilePage,
  userProfile: UserProfilePage,
  settings: SettingsPage,
  cliques: CliquesPage,
  friends: FriendsPage,
};

export default pages;
