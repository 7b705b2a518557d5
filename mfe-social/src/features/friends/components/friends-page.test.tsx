import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@cliques/api-client';
import { sessionStore } from '@cliques/session';
import { person, renderWithProviders } from '../../../test/render';
import { FriendsPage } from './friends-page';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  listFriends: jest.fn(),
  listFriendRequests: jest.fn(),
  listSuggestions: jest.fn(),
  sendFriendRequest: jest.fn(),
  answerFriendRequest: jest.fn(),
  removeFriend: jest.fn(),
  searchUsers: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const ann = person('u-ann', 'ann');
const ben = person('u-ben', 'ben');
const cal = person('u-cal', 'cal');
const request = {
  senderId: 'u-ben',
  recipientId: 'u-ann',
  status: 'pending' as const,
  sender: ben,
  recipient: ann,
  createdAt: '2026-11-21T10:00:00.000Z',
};

beforeEach(() => {
  jest.resetAllMocks();
  sessionStore.user = {
    userId: 'u-ann',
    username: 'ann',
    email: 'ann@example.com',
    displayName: 'ann',
    accessToken: 't',
  };
  mocked.listFriends.mockResolvedValue([]);
  mocked.listFriendRequests.mockResolvedValue({ pendingRequests: [request], sentRequests: [] });
  mocked.listSuggestions.mockResolvedValue({
    suggestions: [{ user: cal, mutualFriends: 2, reason: '2 mutual friends' }],
    total: 1,
  });
});

describe('/friends', () => {
  it('lists incoming requests and suggestions with mutual counts', async () => {
    renderWithProviders(<FriendsPage />);
    const requests = await screen.findByRole('region', { name: 'Friend requests' });
    expect(within(requests).getByRole('link', { name: /ben/ })).toHaveAttribute('href', '/profile/u-ben');
    const suggestions = screen.getByRole('region', { name: 'People you may know' });
    expect(within(suggestions).getByText('2 mutual friends')).toBeInTheDocument();
    expect(within(suggestions).getByRole('button', { name: 'Add cal as a friend' })).toBeInTheDocument();
  });

  it('accepting a request moves the person to Friends', async () => {
    renderWithProviders(<FriendsPage />);
    await screen.findByRole('region', { name: 'Friend requests' });
    mocked.answerFriendRequest.mockResolvedValueOnce({ ...request, status: 'accepted' });
    mocked.listFriends.mockResolvedValue([ben]);
    mocked.listFriendRequests.mockResolvedValue({ pendingRequests: [], sentRequests: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Accept ben' }));
    expect(mocked.answerFriendRequest).toHaveBeenCalledWith('u-ben', 'accept');
    const friends = screen.getByRole('region', { name: 'Friends' });
    expect(await within(friends).findByRole('button', { name: 'Unfriend ben' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Friend requests' })).getByText('No friend requests.'),
    ).toBeInTheDocument();
  });

  it('searches people and offers the right action for each', async () => {
    mocked.searchUsers.mockResolvedValueOnce([ann, ben, cal]);
    renderWithProviders(<FriendsPage />);
    await userEvent.type(await screen.findByLabelText('Search by name or username'), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByText('You')).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: 'Accept ben' })).toBeInTheDocument();
    mocked.sendFriendRequest.mockRejectedValueOnce(new Error('User not found'));
    await userEvent.click(within(results).getByRole('button', { name: 'Add cal as a friend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  });

  it('offers no Add Friend to an account on another server (friends are people here)', async () => {
    const remote = person('u-dee', 'dee@social.example');
    mocked.searchUsers.mockResolvedValueOnce([cal, remote]);
    renderWithProviders(<FriendsPage />);
    await userEvent.type(await screen.findByLabelText('Search by name or username'), 'e');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('button', { name: 'Add cal as a friend' })).toBeInTheDocument();
    expect(within(results).getAllByText('dee@social.example', { exact: false }).length).toBeGreaterThan(0);
    expect(within(results).queryByRole('button', { name: /Add dee@social\.example as a friend/ })).toBeNull();
    expect(within(results).getAllByRole('button')).toHaveLength(1);
  });

  it('shows the error with Retry when the lists cannot load', async () => {
    mocked.listFriends.mockRejectedValueOnce(new Error('Internal server error'));
    renderWithProviders(<FriendsPage />);
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Friend requests' })).toBeInTheDocument();
  });
});
