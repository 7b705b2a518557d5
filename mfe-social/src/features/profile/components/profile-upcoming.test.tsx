import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { getUser } from '@cliques/api-client';
import { listUpcomingEvents } from '@cliques/api-client/events';
import { formatDateTime } from '@cliques/i18n';
import { sessionStore } from '@cliques/session';
import { makeProfile } from '@cliques/test-kit';
import { renderWithProviders } from '../../../test/render';
import { viewerTimeZone } from '../../../components/events/event-time';
import { pages, upcoming } from '../../../components/events/upcoming-fixtures';
import { UserProfilePage } from './profile-pages';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  getUser: jest.fn(),
  getFeed: jest.fn(async () => ({ posts: [], hasMore: false, nextToken: null })),
  listFriends: jest.fn(async () => []),
}));
jest.mock('@cliques/api-client/events', () => ({ listUpcomingEvents: jest.fn() }));

/** A zone other than the reader's, so the event's own time shows too. */
const elsewhere = viewerTimeZone() === 'Asia/Kolkata' ? 'America/Caracas' : 'Asia/Kolkata';
const open = () => renderWithProviders(<UserProfilePage />, { path: '/profile/:userId', url: '/profile/u-bob' });
const upcomingRegion = () => screen.getByRole('region', { name: 'Upcoming' });

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getUser).mockResolvedValue(makeProfile('u-bob', 'Bob', { mutedByMe: false }));
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

it('shows the events the person posted, soonest first, in local time with the event’s zone, and pages', async () => {
  jest
    .mocked(listUpcomingEvents)
    .mockImplementation(
      pages([
        upcoming(4, { title: 'Book club', timeZone: elsewhere, goingCount: 1 }),
        upcoming(5, { title: 'Board games', cancelled: true, myRsvp: 'waitlisted' }),
        upcoming(6, { title: 'Quiz night' }),
      ]),
    );
  open();
  await screen.findByRole('link', { name: 'Book club' });
  expect(listUpcomingEvents).toHaveBeenCalledWith({ userId: 'u-bob', limit: 10 });
  const links = () => within(upcomingRegion()).getAllByRole('link');
  expect(links().map((link) => link.textContent)).toEqual(['Book club', 'Board games']);
  const [first, second] = within(upcomingRegion()).getAllByRole('listitem');
  const startsAt = '2030-12-04T18:00:00.000Z';
  expect(within(first).getByText(formatDateTime(startsAt))).toBeInTheDocument();
  const zoned = formatDateTime(startsAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: elsewhere });
  expect(within(first).getByText(`(${zoned} in ${elsewhere})`)).toBeInTheDocument();
  expect(within(first).getByText('1 going')).toBeInTheDocument();
  expect(within(second).getByText('Cancelled')).toBeInTheDocument();
  expect(within(second).getByText('You are on the waitlist')).toBeInTheDocument();
  await userEvent.click(within(upcomingRegion()).getByRole('button', { name: 'Load more' }));
  expect(await within(upcomingRegion()).findByRole('link', { name: 'Quiz night' })).toHaveAttribute(
    'href',
    '/post/post-6',
  );
  expect(links()).toHaveLength(3);
});

it('says when the person has nothing coming', async () => {
  jest.mocked(listUpcomingEvents).mockImplementation(pages([]));
  open();
  const region = await screen.findByRole('region', { name: 'Upcoming' });
  expect(await within(region).findByText('No upcoming events.')).toBeInTheDocument();
});
