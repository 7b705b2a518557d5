import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import { Badge, BellIcon, Button, SignOutIcon } from '@cliques/ui';
import { useSignOut } from '@cliques/session';
import { badgeLabels, navItems, type NavigationProps } from './nav-items';
import { useT } from '../i18n';
import { canModerate } from './use-own-role';
import { SearchField } from './search-field';

/** The "More" menu, in a chunk of its own: loaded only when the remotes declare entries (first load unchanged). */
const MoreMenu = lazy(() =>
  import(/* webpackChunkName: "more-menu" */ './more-menu').then((module) => ({ default: module.MoreMenu })),
);

/**
 * The top navigation: the search field, the product spec's buttons in order (Moderation only for moderators and
 * admins), badges, the bell and Sign Out; then "More" when the remotes declare extra entries (`more`).
 */
export const NavBar = observer(function NavBar({ badges, role = 'member', more = [] }: NavigationProps) {
  const handleSignOut = useSignOut();
  const t = useT();
  return (
    <nav className="shell-nav" aria-label={t('Main')}>
      <span className="shell-brand">Cliques</span>
      <SearchField />
      <ul>
        {navItems
          .filter((item) => !item.moderatorsOnly || canModerate(role))
          .map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="shell-link">
                <item.icon size={18} />
                {t(item.label)}
                {item.badge && <Badge count={badges[item.badge]} label={t(badgeLabels[item.badge])} />}
              </NavLink>
            </li>
          ))}
        <li>
          <NavLink to="/notifications" className="shell-link shell-bell">
            <BellIcon />
            <span className="visually-hidden">{t('Notifications')}</span>
            <Badge count={badges.notifications} label={t(badgeLabels.notifications)} />
          </NavLink>
        </li>
        <li>
          <Button onClick={() => void handleSignOut()}>
            <SignOutIcon size={18} />
            {t('Sign Out')}
          </Button>
        </li>
        {more.length > 0 && (
          <Suspense fallback={null}>
            <MoreMenu entries={more} badges={badges} role={role} />
          </Suspense>
        )}
      </ul>
    </nav>
  );
});
