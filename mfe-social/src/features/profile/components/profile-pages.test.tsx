import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { getUser, safetyActions } from '@cliques/api-client';
import type { UserProfile } from '@cliques/contracts';
import { sessionStore } from '@cliques/session';
import { makeProfile } from '@cliques/test-kit';
import { renderWithProviders } from '../../../test/render';
import { UserProfilePage } from './profile-pages';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  getUser: jest.fn(),
  getFeed: jest.fn(async () => ({ posts: [], hasMore: false, nextToken: null })),
  listFriends: jest.fn(async () => []),
  safetyActions: {
    block: jest.fn(async () => undefined),
    mute: jest.fn(async () => undefined),
    unmute: jest.fn(async () => undefined),
    report: jest.fn(),
  },
}));
jest.mock('@cliques/api-client/events', () => ({
  listUpcomingEvents: jest.fn(async () => ({ events: [], hasMore: false, nextToken: null })),
}));

const bob = (changes: Partial<UserProfile> = {}) => makeProfile('u-bob', 'Bob', { mutedByMe: false, ...changes });

beforeEach(() => {
  jest.clearAllMocks();
  runInAction(() => {
    sessionStore.user = {
      userId: 'u-me',
      email: 'me@example.com',
      username: 'me',
      displayName: 'Me',
      accessToken: 't',
    };
  });
});

const open = (userId = 'u-bob') =>
  renderWithProviders(<UserProfilePage />, { path: '/profile/:userId', url: `/profile/${userId}` });

it('blocks from the profile menu after the confirmation; the profile goes at once', async () => {
  jest.mocked(getUser).mockResolvedValue(bob());
  open();
  const header = await screen.findByRole('region', { name: 'Profile' });
  await userEvent.click(within(header).getByRole('button', { name: 'More actions' }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Report @bob',
    'Mute @bob',
    'Block @bob',
  ]);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Block @bob' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Block @bob?' })).getByRole('button', { name: 'Block' }),
  );
  expect(safetyActions.block).toHaveBeenCalledWith('u-bob');
  expect(await screen.findByRole('status')).toHaveTextContent(
    "You blocked @bob. You no longer see each other's posts, comments or profile",
  );
  expect(screen.queryByRole('region', { name: 'Profile' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Blocked people in Settings' })).toHaveAttribute('href', '/settings');
});

it('offers Unmute to someone I muted, and reports a profile as a user', async () => {
  jest.mocked(getUser).mockResolvedValue(bob({ mutedByMe: true }));
  open();
  const header = await screen.findByRole('region', { name: 'Profile' });
  await userEvent.click(within(header).getByRole('button', { name: 'More actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Unmute @bob' }));
  expect(safetyActions.unmute).toHaveBeenCalledWith('u-bob');
  await userEvent.click(within(header).getByRole('button', { name: 'More actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Report @bob' }));
  expect(screen.getByRole('dialog', { name: 'Report this profile' })).toBeInTheDocument();
});

it('has no menu on my own profile', async () => {
  jest.mocked(getUser).mockResolvedValue(bob({ userId: 'u-me', username: 'me', displayName: 'Me' }));
  open('u-me');
  await screen.findByRole('region', { name: 'Profile' });
  expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Bookmarks' })).toHaveAttribute('href', '/bookmarks');
});

it('leads to bookmarks only from my own profile', async () => {
  jest.mocked(getUser).mockResolvedValue(bob());
  open();
  await screen.findByRole('region', { name: 'Profile' });
  expect(screen.queryByRole('link', { name: 'Bookmarks' })).not.toBeInTheDocument();
});
