import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { followUser, getUser, listFollows, unfollowUser } from '@cliques/api-client';
import type { FollowsResponse } from '@cliques/contracts';
import { sessionStore } from '@cliques/session';
import { makeProfile, makeSessionUser } from '@cliques/test-kit';
import { person, renderWithProviders } from '../../../test/render';
import { UserProfilePage } from './profile-pages';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  getUser: jest.fn(),
  getFeed: jest.fn(async () => ({ posts: [], hasMore: false, nextToken: null })),
  listFriends: jest.fn(async () => []),
  listFollows: jest.fn(),
  followUser: jest.fn(async () => true),
  unfollowUser: jest.fn(async () => false),
}));

const bob = makeProfile('u-bob', 'bob', { followersCount: 3, mutedByMe: false });

const page = (followers: FollowsResponse['followers'], nextToken: string | null): FollowsResponse => ({
  followers,
  following: [],
  followersCount: 3,
  followingCount: 0,
  hasMore: nextToken !== null,
  nextToken,
});

beforeEach(() => {
  jest.clearAllMocks();
  runInAction(() => {
    sessionStore.user = makeSessionUser();
  });
  jest.mocked(getUser).mockResolvedValue(bob);
});

it('opens the followers list from the count, pages it, and follows and unfollows in place', async () => {
  jest
    .mocked(listFollows)
    .mockResolvedValueOnce(
      page(
        [
          { ...person('u-ann', 'ann'), isFollowing: false },
          { ...person('u-me', 'me'), isFollowing: false },
        ],
        't1',
      ),
    )
    .mockResolvedValueOnce(page([{ ...person('u-cat', 'cat'), isFollowing: true }], null));
  renderWithProviders(<UserProfilePage />, { path: '/profile/:userId', url: '/profile/u-bob' });

  await userEvent.click(await screen.findByRole('link', { name: /3\s*Followers/ }));
  const list = await screen.findByRole('region', { name: 'Followers' });
  expect(await within(list).findByRole('link', { name: /ann/ })).toBeInTheDocument();
  expect(listFollows).toHaveBeenCalledWith('u-bob', 'followers', null);
  // No button on yourself.
  expect(within(list).getAllByRole('button', { name: 'Follow' })).toHaveLength(1);

  await userEvent.click(within(list).getByRole('button', { name: 'Load more' }));
  expect(await within(list).findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  expect(listFollows).toHaveBeenLastCalledWith('u-bob', 'followers', 't1');
  expect(within(list).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

  await userEvent.click(within(list).getByRole('button', { name: 'Follow' }));
  expect(followUser).toHaveBeenCalledWith('u-ann');
  expect(await within(list).findAllByRole('button', { name: 'Unfollow' })).toHaveLength(2);

  await userEvent.click(within(list).getAllByRole('button', { name: 'Unfollow' })[1]);
  expect(unfollowUser).toHaveBeenCalledWith('u-cat');
  expect(await within(list).findAllByRole('button', { name: 'Follow' })).toHaveLength(1);

  await userEvent.click(within(list).getByRole('link', { name: 'Close' }));
  expect(screen.queryByRole('region', { name: 'Followers' })).not.toBeInTheDocument();
});

it('says so when nobody follows them', async () => {
  jest.mocked(listFollows).mockResolvedValue(page([], null));
  renderWithProviders(<UserProfilePage />, { path: '/profile/:userId', url: '/profile/u-bob?list=followers' });
  expect(await screen.findByText('No followers yet.')).toBeInTheDocument();
});

it('keeps the button as it was and says why when a follow fails', async () => {
  jest.mocked(listFollows).mockResolvedValue(page([{ ...person('u-ann', 'ann'), isFollowing: false }], null));
  jest.mocked(followUser).mockRejectedValueOnce(new Error(''));
  renderWithProviders(<UserProfilePage />, { path: '/profile/:userId', url: '/profile/u-bob?list=followers' });
  const list = await screen.findByRole('region', { name: 'Followers' });
  await userEvent.click(await within(list).findByRole('button', { name: 'Follow' }));
  expect(await within(list).findByText('Failed to follow')).toHaveAttribute('role', 'alert');
  expect(within(list).getByRole('button', { name: 'Follow' })).toBeEnabled();
});
