import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { apiBadgeSources } from '../badges/badge-sources';
import { BadgeStore, type BadgeSources } from '../badges/badge-store';
import { useChatBadge } from '../badges/use-chat-badge';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { NotificationAnnouncer } from './notification-announcer';
import { TabBar } from './lazy-tab-bar';
import { useNarrowScreen } from './use-narrow-screen';
import { useOwnRole } from './use-own-role';
import type { MoreEntry } from '../routes/route-tables';

/**
 * The signed-in shell: navigation (a bar at the bottom on a phone) with badges (polling and chat
 * triggers while mounted; new notifications announced) and the person's role, the area, the footer. The tab bar is fixed at the
 * bottom and the page keeps room for it, so nothing moves when its chunk arrives. The badges' store
 * lives here, so signed-out pages never load it. `more`: the remotes' extra navigation entries.
 */
export function ShellLayout({
  badgeSources = apiBadgeSources,
  more = [],
}: {
  badgeSources?: BadgeSources;
  more?: readonly MoreEntry[];
}) {
  const [badges] = useState(() => new BadgeStore(badgeSources));
  useEffect(() => {
    badges.start();
    return () => badges.stop();
  }, [badges]);
  useChatBadge(badges);
  const role = useOwnRole();
  const narrow = useNarrowScreen();
  return (
    <div className="shell" data-tabs={narrow || undefined}>
      {narrow ? (
        <Suspense fallback={null}>
          <TabBar badges={badges} role={role} more={more} />
        </Suspense>
      ) : (
        <NavBar badges={badges} role={role} more={more} />
      )}
      <NotificationAnnouncer badges={badges} />
      <div className="shell-main">
        <Outlet />
      </div>
      <Footer />
    </div>
  );
}
