import { screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { Role } from '@cliques/contracts';
import { BadgeStore } from '../badges/badge-store';
import { renderWithProviders, setSession, testUser } from '../test/render';
import { NavBar } from './nav-bar';

const zero = () => Promise.resolve(0);

function renderNav(
  counts: { messages: number; friendRequests: number; notifications: number; cliqueRequests?: number },
  role?: Role,
) {
  const badges = new BadgeStore({ unreadNotifications: zero, pendingFriendRequests: zero, unreadMessages: zero });
  runInAction(() => Object.assign(badges, counts));
  renderWithProviders(<NavBar badges={badges} role={role} />, { path: '/feed' });
}

beforeEach(() => setSession(testUser));

it('lists the buttons in the order of docs/PRODUCT.md §2, then the bell and Sign Out', () => {
  renderNav({ messages: 0, friendRequests: 0, notifications: 0 });
  const items = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Feed',
    'My Cliques',
    'Chat',
    'Friends',
    'Hashtags',
    'Profile',
    'Notifications',
    'Sign Out',
  ]);
  expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
  expect(screen.getByText('Notifications')).toHaveClass('visually-hidden');
  expect(screen.getByRole('link', { name: 'My Cliques' })).toHaveAttribute('href', '/cliques');
  expect(screen.getByRole('link', { name: 'Hashtags' })).toHaveAttribute('href', '/hashtag');
});

it.each(['moderator', 'admin'] as const)('shows Moderation after Profile to a %s', (role) => {
  renderNav({ messages: 0, friendRequests: 0, notifications: 0 }, role);
  const items = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Feed',
    'My Cliques',
    'Chat',
    'Friends',
    'Hashtags',
    'Profile',
    'Moderation',
    'Notifications',
    'Sign Out',
  ]);
  expect(screen.getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/moderation');
});

it('draws the bell and the icons beside the labels as SVG, with no emoji anywhere', () => {
  renderNav({ messages: 0, friendRequests: 0, notifications: 0 });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(nav.textContent).not.toMatch(/[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]/u);
  const bell = screen.getByRole('link', { name: 'Notifications' });
  expect(bell.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  for (const name of ['Feed', 'My Cliques', 'Chat', 'Friends', 'Hashtags', 'Profile']) {
    expect(screen.getByRole('link', { name }).querySelector('svg')).not.toBeNull();
  }
  expect(screen.getByRole('button', { name: 'Sign Out' }).querySelector('svg')).not.toBeNull();
});

it('does not show Moderation to a member', () => {
  renderNav({ messages: 0, friendRequests: 0, notifications: 0 }, 'member');
  expect(screen.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
});

it.each([
  [0, null],
  [1, '1'],
  [99, '99'],
  [100, '99+'],
  [1234, '99+'],
])('a count of %i shows %s on each badge', (count, text) => {
  renderNav({ messages: count, friendRequests: count, notifications: count });
  const chat = screen.getByRole('link', { name: /^Chat/ });
  const friends = screen.getByRole('link', { name: /^Friends/ });
  const bell = screen.getByRole('link', { name: /^Notifications/ });
  for (const link of [chat, friends, bell]) {
    const badge = link.querySelector('.ui-badge');
    if (text === null) expect(badge).toBeNull();
    else expect(badge).toHaveTextContent(new RegExp(`^${text.replace('+', '\\+')}$`));
  }
});

it('carries the join requests waiting for a clique moderator on My Cliques, named for screen readers', () => {
  renderNav({ messages: 0, friendRequests: 0, notifications: 0, cliqueRequests: 2 });
  expect(screen.getByRole('link', { name: 'My Cliques 2 join requests to answer' })).toBeInTheDocument();
  renderNav({ messages: 0, friendRequests: 0, notifications: 0, cliqueRequests: 0 });
  expect(screen.getAllByRole('link', { name: 'My Cliques' })).toHaveLength(1);
});
