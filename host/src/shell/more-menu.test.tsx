import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import type { Role } from '@cliques/contracts';
import { BadgeStore } from '../badges/badge-store';
import { routeTables } from '../routes/route-tables';
import { withCliqueEvents } from '../test/declared-routes';
import { renderWithProviders, setSession, testUser } from '../test/render';
import { NavBar } from './nav-bar';
import { TabBar } from './tab-bar';

const zero = () => Promise.resolve(0);
const { more } = routeTables(withCliqueEvents);

function badgesWith(notifications: number) {
  const badges = new BadgeStore({ unreadNotifications: zero, pendingFriendRequests: zero, unreadMessages: zero });
  runInAction(() => Object.assign(badges, { notifications }));
  return badges;
}

const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

beforeEach(() => setSession(testUser));

it('keeps the bar as the spec has it and adds "More" after Sign Out, its entries in order with their badge', async () => {
  renderWithProviders(<NavBar badges={badgesWith(3)} role="member" more={more} />, { path: '/feed' });
  await screen.findByRole('button', { name: 'More' });
  const items = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Feed',
    'My Cliques',
    'Chat',
    'Friends',
    'Hashtags',
    'Profile',
    expect.stringMatching(/^Notifications/),
    'Sign Out',
    'More',
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'More' }));
  expect(menuItems()).toEqual(['Events (3 unread notifications)']);
});

it.each<[Role, string[]]>([
  ['moderator', ['Events', 'Reports']],
  ['admin', ['Events', 'Reports']],
])('shows a %s the entries for that role', async (role, labels) => {
  renderWithProviders(<NavBar badges={badgesWith(0)} role={role} more={more} />, { path: '/feed' });
  await userEvent.click(await screen.findByRole('button', { name: 'More' }));
  expect(menuItems()).toEqual(labels);
});

it('shows no "More" when the remotes declare no entry for the person', async () => {
  renderWithProviders(<NavBar badges={badgesWith(0)} role="member" more={more.slice(1)} />, { path: '/feed' });
  // The menu's chunk loads, and finds nothing for a member.
  await import('./more-menu');
  expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  renderWithProviders(<NavBar badges={badgesWith(0)} role="member" more={[]} />, { path: '/feed' });
  expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
});

it("puts the entries into the phone's Menu, before Search and Sign Out", async () => {
  renderWithProviders(<TabBar badges={badgesWith(0)} role="member" more={more} />, { path: '/feed' });
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  expect(menuItems()).toEqual(['Hashtags', 'Profile', 'Events', 'Search', 'Sign Out']);
});
