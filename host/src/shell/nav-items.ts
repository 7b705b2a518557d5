import type { ComponentType } from 'react';
import {
  BellIcon,
  ChatIcon,
  FriendsIcon,
  HashIcon,
  HomeIcon,
  ProfileIcon,
  ShieldIcon,
  UsersIcon,
  type IconProps,
} from '@cliques/ui';
import type { Role } from '@cliques/contracts';
import type { BadgeStore } from '../badges/badge-store';
import type { ShellMessage } from '../i18n';
import type { MoreEntry } from '../routes/route-tables';

/** Which badge a navigation button carries. */
export type BadgeKind = 'messages' | 'friendRequests' | 'notifications' | 'cliqueRequests';

export interface NavItem {
  /** A message of the shell's catalog. */
  label: ShellMessage;
  to: string;
  icon: ComponentType<IconProps>;
  badge?: BadgeKind;
  /** Shown only to moderators and admins. */
  moderatorsOnly?: boolean;
}

/** docs/PRODUCT.md §2 navigation, in order (then Moderation, for moderators and admins); the bell and Sign Out follow. */
export const navItems: NavItem[] = [
  { label: 'Feed', to: '/feed', icon: HomeIcon },
  { label: 'My Cliques', to: '/cliques', icon: UsersIcon, badge: 'cliqueRequests' },
  { label: 'Chat', to: '/chat', icon: ChatIcon, badge: 'messages' },
  { label: 'Friends', to: '/friends', icon: FriendsIcon, badge: 'friendRequests' },
  { label: 'Hashtags', to: '/hashtag', icon: HashIcon },
  { label: 'Profile', to: '/profile', icon: ProfileIcon },
  { label: 'Moderation', to: '/moderation', icon: ShieldIcon, moderatorsOnly: true },
];

/** The bell: the product spec (docs/PRODUCT.md §2) places it after the buttons, as an icon whose name is "Notifications". */
export const bellItem: NavItem = {
  label: 'Notifications',
  to: '/notifications',
  icon: BellIcon,
  badge: 'notifications',
};

/** Names of the badges for screen readers, after the count. */
export const badgeLabels: Record<BadgeKind, ShellMessage> = {
  messages: 'unread messages',
  friendRequests: 'friend requests',
  notifications: 'unread notifications',
  cliqueRequests: 'join requests to answer',
};

/** What both navigations take: the counts, the person's role and the remotes' extra entries. */
export interface NavigationProps {
  badges: BadgeStore;
  role?: Role;
  more?: readonly MoreEntry[];
}
