import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavIcon, Role, RouteRole } from '@cliques/contracts';
import { useLocale } from '@cliques/i18n';
import {
  ActionMenu,
  BellIcon,
  BookmarkIcon,
  ChatIcon,
  FriendsIcon,
  HashIcon,
  HomeIcon,
  ImageIcon,
  MoreIcon,
  ProfileIcon,
  ShieldIcon,
  UsersIcon,
  type ActionMenuItem,
  type IconProps,
} from '@cliques/ui';
import type { BadgeStore } from '../badges/badge-store';
import type { MoreEntry } from '../routes/route-tables';
import { useT } from '../i18n';
import { badgeLabels } from './nav-items';
import { canModerate } from './use-own-role';

const icons: Record<NavIcon, ComponentType<IconProps>> = {
  home: HomeIcon,
  users: UsersIcon,
  chat: ChatIcon,
  friends: FriendsIcon,
  hash: HashIcon,
  profile: ProfileIcon,
  shield: ShieldIcon,
  bell: BellIcon,
  bookmark: BookmarkIcon,
  image: ImageIcon,
};

const mayOpen = (role: Role, needed?: RouteRole) =>
  needed === undefined || (needed === 'admin' ? role === 'admin' : canModerate(role));

/**
 * The remotes' extra navigation entries as menu items, in their order, for this person's role: each
 * label in the language in force (English when the remote's build has no text in it), its icon, and
 * its badge's count after the label when there is one.
 */
export function useMoreItems(entries: readonly MoreEntry[], badges: BadgeStore, role: Role): ActionMenuItem[] {
  const navigate = useNavigate();
  const locale = useLocale();
  const t = useT();
  return entries
    .filter((entry) => mayOpen(role, entry.role))
    .map((entry) => {
      const Icon = icons[entry.icon] ?? MoreIcon;
      const label = entry.label[locale] ?? entry.label.en ?? entry.path;
      const count = entry.badge ? badges[entry.badge] : 0;
      return {
        label: entry.badge && count > 0 ? `${label} (${count} ${t(badgeLabels[entry.badge])})` : label,
        icon: <Icon size={18} />,
        onSelect: () => void navigate(entry.path),
      };
    });
}

/** The top bar's "More" menu of the remotes' extra entries, as a list item; nothing when there are none for this person. */
export const MoreMenu = observer(function MoreMenu({
  entries,
  badges,
  role,
}: {
  entries: readonly MoreEntry[];
  badges: BadgeStore;
  role: Role;
}) {
  const t = useT();
  const items = useMoreItems(entries, badges, role);
  if (items.length === 0) return null;
  return (
    <li>
      <ActionMenu
        label={t('More')}
        items={items}
        buttonClassName="ui-button"
        buttonContent={
          <>
            <MoreIcon size={18} />
            {t('More')}
          </>
        }
      />
    </li>
  );
});
