import type { AreaPages } from '@cliques/contracts';
import { areaRoutes } from './route-declarations';
import { CliquesPage } from './features/cliques/components/cliques-page';
import { FriendsPage } from './features/friends/components/friends-page';
import { ModerationPage } from './features/moderation/components/moderation-page';
import { NotificationsPage } from './features/notifications/components/notifications-page';
import { MyProfilePage, UserProfilePage } from './features/profile/components/profile-pages';
import { SettingsPage } from './features/settings/components/settings-page';

/**
 * The pages of the People and cliques area, exposed as `./routes`: the host renders them by the page names its
 * route declarations (route-declarations.ts, re-exported here) give.
 * `satisfies` holds them to the route declarations: a page they name and this lacks fails the typecheck.
 */
const pages = {
  notifications: NotificationsPage,
  profile: MyProfilePage,
  userProfile: UserProfilePage,
  settings: SettingsPage,
  cliques: CliquesPage,
  friends: FriendsPage,
  moderation: ModerationPage,
} satisfies AreaPages<typeof areaRoutes>;

export { areaRoutes };
export default pages;
