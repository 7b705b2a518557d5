import { screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { getUser } from '@cliques/api-client';
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
// This server federates: /config.json says so.
jest.mock('@cliques/runtime-config', () => ({
  requestRuntimeConfig: jest.fn(async () => ({ federation: true })),
}));

const person = (userId: string, name: string, changes: Partial<UserProfile> = {}) =>
  makeProfile(userId, name, { mutedByMe: false, ...changes });

beforeEach(() => {
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

const header = async (profile: UserProfile) => {
  jest.mocked(getUser).mockResolvedValue(profile);
  renderWithProviders(<UserProfilePage />, { path: '/profile/:userId', url: `/profile/${profile.userId}` });
  return screen.findByRole('region', { name: 'Profile' });
};

it('shows the full handle of someone other servers can reach', async () => {
  const found = await header(person('u-bob', 'Bob', { reachable: true }));
  expect(await within(found).findByLabelText('Handle on other servers')).toHaveTextContent(
    `@bob@${window.location.host}`,
  );
});

it('shows only the username of someone other servers cannot reach', async () => {
  const found = await header(person('u-cat', 'Cat'));
  expect(await within(found).findByText('@cat')).toBeInTheDocument();
  expect(within(found).queryByLabelText('Handle on other servers')).toBeNull();
});

it('shows an account of another server as @name@host, with a link to its page there', async () => {
  const remote = person('u-ben', 'Ben', { username: 'ben@social.example', remoteUrl: 'https://social.example/@ben' });
  const found = await header(remote);
  expect(await within(found).findByLabelText('Handle on other servers')).toHaveTextContent('@ben@social.example');
  expect(within(found).getByRole('link', { name: 'View on its server' })).toHaveAttribute(
    'href',
    'https://social.example/@ben',
  );
});
