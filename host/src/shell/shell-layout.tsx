import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import type { BadgeStore } from '../badges/badge-store';
import { useChatBadge } from '../badges/use-chat-badge';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { useOwnRole } from './use-own-role';

/** The signed-in shell: navigation with badges (polling and chat triggers while mounted) and the person's role, the area, the footer. */
export function ShellLayout({ badges }: { badges: BadgeStore }) {
  useEffect(() => {
    badges.start();
    return () => badges.stop();
  }, [badges]);
  useChatBadge(badges);
  const role = useOwnRole();
  return (
    <div className="shell">
      <NavBar badges={badges} role={role} />
      <div className="shell-main">
        <Outlet />
      </div>
      <Footer />
    </div>
  );
}

/** Signed-out pages: no navigation, just the page and the footer. */
export function PublicLayout() {
  return (
    <div className="shell">
      <div className="shell-main">
        <Outlet />
      </div>
      <Footer />
    </div>
  );
}
