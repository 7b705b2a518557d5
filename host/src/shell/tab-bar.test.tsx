import { screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { Role } from '@cliques/contracts';
import { renderWithProviders as renderAt } from '@cliques/test-kit';
import { BadgeStore } from '../badges/badge-store';
import { setSession, testUser } from '../test/render';
import { TabBar } from './tab-bar';

const zero = () => Promise.resolve(0);

function renderTabs(
  counts: { messages: number; friendRequests: number; notifications: number; cliqueRequests?: number } = {
    messages: 0,
    friendRequests: 0,
    notifications: 0,
  },
  role?: Role,
) {
  const badges = new BadgeStore({ unreadNotifications: zero, pendingFriendRequests: zero, unreadMessages: zero });
  runInAction(() => Object.assign(badges, counts));
  return renderAt(<TabBar badges={badges} role={role} />, { path: '/feed' });
}

beforeEach(() => setSession(testUser));

it('shows the five main places with icon and label, then Menu, in one list', () => {
  renderTabs();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const items = within(nav).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Feed',
    'My Cliques',
    'Chat',
    'Friends',
    'Notifications',
    'Menu',
  ]);
  const hrefs = ['/feed', '/cliques', '/chat', '/friends', '/notifications'];
  ['Feed', 'My Cliques', 'Chat', 'Friends', 'Notifications'].forEach((name, at) => {
    const link = within(nav).getByRole('link', { name });
    expect(link).toHaveAttribute('href', hrefs[at]);
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
  expect(within(nav).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  expect(nav.textContent).not.toMatch(/[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]/u);
});

it('carries the badges after the labels, 99+ above 99', () => {
  renderTabs({ messages: 3, friendRequests: 120, notifications: 7 });
  expect(screen.getByRole('link', { name: 'Chat 3 unread messages' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Friends 99+ friend requests' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Notifications 7 unread notifications' })).toBeInTheDocument();
});

it('shows a clique moderator the join requests waiting on My Cliques, with their name', () => {
  renderTabs({ messages: 0, friendRequests: 0, notifications: 0, cliqueRequests: 3 });
  expect(screen.getByRole('link', { name: 'My Cliques 3 join requests to answer' })).toBeInTheDocument();
});

it('the Menu holds Hashtags, Profile, Search and Sign Out, and goes where they point', async () => {
  const { user } = renderTabs();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const menu = screen.getByRole('menu', { name: 'Menu' });
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Hashtags', 'Profile', 'Search', 'Sign Out']);
  expect(within(menu).getByRole('menuitem', { name: 'Hashtags' })).toHaveFocus();
  await user.click(within(menu).getByRole('menuitem', { name: 'Hashtags' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/hashtag');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('the Menu opens from the keyboard and closes with Escape, back on its button', async () => {
  const { user } = renderTabs();
  screen.getByRole('button', { name: 'Menu' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('menuitem', { name: 'Hashtags' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
});

it.each(['moderator', 'admin'] as const)('a %s finds Moderation in the Menu, after Profile', async (role) => {
  const { user } = renderTabs(undefined, role);
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Hashtags',
    'Profile',
    'Moderation',
    'Search',
    'Sign Out',
  ]);
});
