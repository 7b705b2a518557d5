import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@cliques/api-client';
import { person, renderWithProviders } from '../../../test/render';
import { NotificationsPage } from './notifications-page';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  listNotifications: jest.fn(),
  markNotificationsRead: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const accepted = {
  notificationId: 'n1',
  type: 'friend_accept' as const,
  actor: person('u-ben', 'Ben'),
  read: false,
  createdAt: '2026-11-21T10:00:00.000Z',
};

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listNotifications.mockResolvedValue({
    notifications: [accepted],
    unreadCount: 1,
    hasMore: false,
    nextToken: null,
    total: 1,
  });
  mocked.markNotificationsRead.mockResolvedValue({ updated: 1, unreadCount: 0 });
});

describe('/notifications', () => {
  it('names the actor, and opening an item marks it read and goes where it points', async () => {
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    const item = await screen.findByTestId('notification');
    expect(item).toHaveTextContent('Ben accepted your friend request');
    // The actor's avatar beside their name (Ben has no picture: his initial, hidden from screen readers).
    const avatar = within(item).getByRole('link').querySelector('.ui-avatar');
    expect(avatar).toHaveTextContent('B');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(within(item).getByRole('link'));
    expect(mocked.markNotificationsRead).toHaveBeenCalledWith(['n1']);
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile/u-ben');
  });

  it('shows the warning of a warned post, and never anything of its text', async () => {
    const mention = { ...accepted, type: 'mention' as const, postId: 'p-1', contentWarning: 'Film spoilers' };
    mocked.listNotifications.mockResolvedValue({
      notifications: [mention],
      unreadCount: 1,
      hasMore: false,
      nextToken: null,
      total: 1,
    });
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    expect(await screen.findByTestId('notification')).toHaveTextContent('Content warning: Film spoilers');
  });

  it('filters by type and unread only through the list call', async () => {
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    await screen.findByTestId('notification');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Follows');
    expect(mocked.listNotifications).toHaveBeenLastCalledWith({
      limit: 20,
      unreadOnly: false,
      type: 'follow',
      grouped: true,
    });
    await userEvent.click(screen.getByLabelText('Unread only'));
    expect(mocked.listNotifications).toHaveBeenLastCalledWith({
      limit: 20,
      unreadOnly: true,
      type: 'follow',
      grouped: true,
    });
  });

  it('Mark all as read clears the unread count', async () => {
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    await screen.findByText('1 unread');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(mocked.markNotificationsRead).toHaveBeenCalledWith('all');
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('tells a reporter what became of each report', async () => {
    const outcome = (notificationId: string, outcome: 'removed' | 'suspended' | 'dismissed') => ({
      ...accepted,
      notificationId,
      type: 'report_outcome' as const,
      outcome,
      actor: person('u-bob', 'bob'),
    });
    mocked.listNotifications.mockResolvedValue({
      notifications: [outcome('n1', 'removed'), outcome('n2', 'suspended'), outcome('n3', 'dismissed')],
      unreadCount: 3,
      hasMore: false,
      nextToken: null,
      total: 3,
    });
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    await screen.findByText('3 unread');
    const items = screen.getAllByTestId('notification');
    expect(items[0]).toHaveTextContent('Your report about @bob was reviewed: content removed');
    expect(items[1]).toHaveTextContent('Your report about @bob was reviewed: account suspended');
    expect(items[2]).toHaveTextContent('Your report about @bob was reviewed: no action taken');
  });

  it('shows a group as one line: the newest actor, how many others, and their faces', async () => {
    mocked.listNotifications.mockResolvedValue({
      notifications: [
        {
          notificationId: 'g1',
          type: 'post_like',
          actor: person('u-ana', 'Ana'),
          postId: 'p1',
          read: false,
          createdAt: '2026-11-21T10:00:00.000Z',
          groupId: 'g1',
          count: 50,
          actors: [person('u-ana', 'Ana'), person('u-bo', 'Bo'), person('u-cy', 'Cy')],
          latestAt: '2026-11-21T10:00:00.000Z',
        },
      ],
      unreadCount: 1,
      hasMore: false,
      nextToken: null,
      total: 1,
    });
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    const item = await screen.findByTestId('notification');
    expect(item).toHaveTextContent('Ana and 49 others liked your post');
    expect(item.querySelectorAll('.ui-avatar')).toHaveLength(3);
    expect(mocked.listNotifications).toHaveBeenCalledWith(expect.objectContaining({ grouped: true }));
  });
});
