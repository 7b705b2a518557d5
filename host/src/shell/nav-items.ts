/** Which badge a navigation button carries. */
export type BadgeKind = 'messages' | 'friendRequests' | 'notifications';

export interface NavItem {
  label: string;
  to: string;
  badge?: BadgeKind;
  /** Shown only to moderators and admins. */
  moderatorsOnly?: boolean;
}

/** SPEC §2 navigation, in order (then Moderation, for moderators and admins); the bell and Sign Out follow. */
export const navItems: NavItem[] = [
  { label: 'Feed', to: '/feed' },
  { label: 'My Cliques', to: '/cliques' },
  { label: 'Chat', to: '/chat', badge: 'messages' },
  { label: 'Friends', to: '/friends', badge: 'friendRequests' },
  { label: 'Hashtags', to: '/hashtag' },
  { label: 'Profile', to: '/profile' },
  { label: 'Moderation', to: '/moderation', moderatorsOnly: true },
];
