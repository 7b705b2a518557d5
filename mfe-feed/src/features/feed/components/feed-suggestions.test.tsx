import { screen, within } from '@testing-library/react';
import { followUser, getFeed, joinClique, listCliqueDirectory, listPopularPeople } from '@cliques/api-client';
import type { Clique } from '@cliques/contracts';
import { makeUser } from '@cliques/test-kit';
import { makePost, me, renderPage, setUser } from '../../../test/render';
import { FeedPage } from './feed-page';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  getFeed: jest.fn(),
  listPopularPeople: jest.fn(),
  listCliqueDirectory: jest.fn(),
  followUser: jest.fn(),
  joinClique: jest.fn(),
}));

/** A public clique of the directory, as a non-member sees it. */
const clique = (cliqueId: string, name: string, overrides: Partial<Clique> = {}): Clique => ({
  cliqueId,
  name,
  handle: null,
  description: '',
  ownerId: 'u-owner',
  visibility: 'public',
  joinPolicy: 'open',
  postingPolicy: 'members',
  membersCanInvite: false,
  rules: [],
  questions: [],
  topics: [],
  coverImage: null,
  members: [],
  admins: [],
  memberCount: 12,
  postsLastWeek: 3,
  createdAt: '2026-11-21T10:00:00.000Z',
  viewer: { role: null, status: 'none', mutedUntil: null },
  ...overrides,
});

const empty = { posts: [], hasMore: false, nextToken: null };

beforeEach(() => {
  jest.clearAllMocks();
  setUser(me);
  jest.mocked(listPopularPeople).mockResolvedValue([{ ...makeUser('u-star', 'star'), displayName: 'Star' }]);
  jest.mocked(listCliqueDirectory).mockResolvedValue({
    cliques: [
      clique('c-hikers', 'Hikers'),
      clique('c-mine', 'Mine', { viewer: { role: 'member', status: 'member', mutedUntil: null } }),
      clique('c-private', 'Private ones', { visibility: 'private' }),
    ],
    hasMore: false,
    nextToken: null,
  });
});

describe('an empty feed', () => {
  it('offers people to follow and public cliques to join, and says what was taken', async () => {
    jest.mocked(getFeed).mockResolvedValue(empty);
    jest.mocked(followUser).mockResolvedValue(true);
    jest.mocked(joinClique).mockResolvedValue('member');
    const { user } = renderPage(<FeedPage />, { path: '/feed' });
    const offer = await screen.findByRole('region', { name: 'Get started' });
    expect(listPopularPeople).toHaveBeenCalledWith(5);
    expect(listCliqueDirectory).toHaveBeenCalledWith({ sort: 'members', limit: 10 });
    expect(within(offer).getByRole('link', { name: 'Hikers' })).toHaveAttribute('href', '/cliques?clique=c-hikers');
    expect(within(offer).queryByText('Mine')).not.toBeInTheDocument();
    expect(within(offer).queryByText('Private ones')).not.toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Follow Star' }));
    expect(followUser).toHaveBeenCalledWith('u-star');
    expect(await within(offer).findByText('Following')).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Join Hikers' }));
    expect(joinClique).toHaveBeenCalledWith('c-hikers');
    expect(await within(offer).findByText('Joined')).toBeInTheDocument();
  });

  it('offers nothing when the feed has posts', async () => {
    jest.mocked(getFeed).mockResolvedValue({ ...empty, posts: [makePost({ content: 'hello' })] });
    renderPage(<FeedPage />, { path: '/feed' });
    expect(await screen.findByText('hello')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
    expect(listPopularPeople).not.toHaveBeenCalled();
  });
});
