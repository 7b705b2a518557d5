import { ComingSoon } from '@cliques/ui';
import type { ComponentType } from 'react';

/** The pages of the People and cliques area, exposed as `./routes`: the host renders them by name. */
const pages: Record<string, ComponentType> = {
  notifications: () => <ComingSoon title="Notifications" />,
  profile: () => <ComingSoon title="Profile" />,
  userProfile: () => <ComingSoon title="Profile" />,
  settings: () => <ComingSoon title="Settings" />,
  cliques: () => <ComingSoon title="My Cliques" />,
  friends: () => <ComingSoon title="Friends" />,
};

export default pages;
