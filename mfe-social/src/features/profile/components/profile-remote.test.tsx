import { screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { getUser, listFriends } from '@cliques/api-client';
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
}));
jest.mock('@cliques/api-client/events', () => ({
  listUpcomingEvents: jest.fn(async () => ({ events: [], hasMore: false, nextToken: null })),
}));

const remote = (changes: Partial<UserProfile> = {}) =>
  makeProfile('u-ben', 'Ben', {
    username: 'ben@social.example',
    remoteUrl: 'https://social.example/@ben',
    remoteKind: 'person',
    mutedByMe: false,
    postsCount: 3,
    ...changes,
  });

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

const open = async (profile: UserProfile) => {
  jest.mocked(getUser).mockResolvedValue(profile);
  renderWithProviders(<UserProfilePage />, { path: '/profile/:userId', url: `/profile/${profile.userId}` });
  const header = await screen.findByRole('region', { name: 'Profile' });
  await within(header).findByRole('button', { name: 'Follow' });
  return header;
};

it('offers no Add Friend, no friends and no posts count for an account of another server; Follow and the safety menu stay', async () => {
  const header = await open(remote());
  expect(within(header).queryByRole('button', { name: 'Add Friend' })).toBeNull();
  expect(within(header).getByRole('button', { name: 'More actions' })).toBeInTheDocument();
  expect(within(header).queryByTestId('count-posts')).toBeNull();
  expect(within(header).queryByTestId('count-friends')).toBeNull();
  expect(within(header).getByTestId('count-followers')).toBeInTheDocument();
  expect(within(header).queryByText('Group')).toBeNull();
  expect(screen.queryByRole('region', { name: 'Friends' })).toBeNull();
  expect(listFriends).not.toHaveBeenCalled();
});

it('labels a group of another server "Group"', async () => {
  const header = await open(remote({ username: 'cooking@hosta.example', displayName: 'Cooking', remoteKind: 'group' }));
  expect(within(header).getByText('Group')).toHaveClass('social-tag');
  expect(within(header).queryByRole('button', { name: 'Add Friend' })).toBeNull();
  expect(within(header).queryByTestId('count-posts')).toBeNull();
});

it('still lets me cancel a friend request sent to such an account before', async () => {
  const header = await open(remote({ friendStatus: 'pending_sent' }));
  expect(within(header).getByRole('button', { name: 'Cancel Request' })).toBeInTheDocument();
});

it('keeps Add Friend, the counts and the friends of a person of this server', async () => {
  const header = await open(makeProfile('u-cat', 'Cat', { mutedByMe: false, postsCount: 3 }));
  expect(within(header).getByRole('button', { name: 'Add Friend' })).toBeInTheDocument();
  expect(within(header).getByTestId('count-posts')).toHaveTextContent('3Posts');
  expect(within(header).getByTestId('count-friends')).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Friends' })).toBeInTheDocument();
});
