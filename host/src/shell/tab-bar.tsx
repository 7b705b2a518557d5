import { observer } from 'mobx-react-lite';
import { NavLink, useNavigate } from 'react-router-dom';
import { ActionMenu, Badge, MenuIcon, SearchIcon, SignOutIcon, type ActionMenuItem } from '@cliques/ui';
import { useSignOut } from '@cliques/session';
import { useMoreItems } from './more-menu';
import { badgeLabels, bellItem, navItems, type NavigationProps, type NavItem } from './nav-items';
import { useT } from '../i18n';
import { canModerate } from './use-own-role';

/**
 * The places in the bar: the product spec's navigation leads with Feed, My Cliques, Chat and Friends, the ones
 * with live badges are the ones people come back to, and the bell carries the third badge; the
 * rest (Hashtags, Profile, Moderation, Search, Sign Out) go into the Menu.
 */
const inBar = new Set(['/feed', '/cliques', '/chat', '/friends']);
const barItems: NavItem[] = [...navItems.filter((item) => inBar.has(item.to)), bellItem];

/**
 * The navigation on a phone (under 640 px): one row fixed at the bottom of the screen, each place
 * with its icon, label and badge, then a Menu with the rest and the remotes' extra entries (`more`).
 * Same landmark name as the top bar.
 */
export const TabBar = observer(function TabBar({ badges, role = 'member', more = [] }: NavigationProps) {
  const handleSignOut = useSignOut();
  const navigate = useNavigate();
  const t = useT();
  const moreItems = useMoreItems(more, badges, role);
  const menuItems: ActionMenuItem[] = [
    ...navItems
      .filter((item) => !inBar.has(item.to) && (!item.moderatorsOnly || canModerate(role)))
      .map((item) => ({ label: t(item.label), icon: <item.icon size={18} />, onSelect: () => navigate(item.to) })),
    ...moreItems,
    { label: t('Search'), icon: <SearchIcon size={18} />, onSelect: () => void navigate('/search') },
    { label: t('Sign Out'), icon: <SignOutIcon size={18} />, onSelect: () => void handleSignOut() },
  ];
  return (
    <nav className="shell-tabs" aria-label={t('Main')}>
      <ul>
        {barItems.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="shell-tab">
              <item.icon size={22} />
              <span className="shell-tab-label">{t(item.label)}</span>
              {item.badge && <Badge count={badges[item.badge]} label={t(badgeLabels[item.badge])} />}
            </NavLink>
          </li>
        ))}
        <li>
          <ActionMenu
            label={t('Menu')}
            items={menuItems}
            placement="above"
            buttonClassName="shell-tab"
            buttonContent={
              <>
                <MenuIcon size={22} />
                <span className="shell-tab-label">{t('Menu')}</span>
              </>
            }
          />
        </li>
      </ul>
    </nav>
  );
});
