import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as runtime from '@module-federation/enhanced/runtime';
import { getClique } from '@cliques/api-client';
import { listUpcomingEvents } from '@cliques/api-client/events';
import { formatDateTime } from '@cliques/i18n';
import { makeClique, outsider } from '../../../test/cliques';
import { renderWithProviders } from '../../../test/render';
import { viewerTimeZone } from '../../../components/events/event-time';
import { pages, upcoming } from '../../../components/events/upcoming-fixtures';
import { CliqueDetail } from './clique-detail';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  getClique: jest.fn(),
  listCliquePosts: jest.fn(async () => ({ posts: [], hasMore: false, nextToken: null })),
}));
jest.mock('@cliques/api-client/events', () => ({ listUpcomingEvents: jest.fn() }));

const shim = runtime as typeof runtime & { __setRemoteModule: (id: string, factory: () => unknown) => void };
shim.__setRemoteModule('mfe_feed/composer', async () => ({ Composer: () => null }));

/** A zone other than the reader's, so the event's own time shows too. */
const elsewhere = viewerTimeZone() === 'Pacific/Kiritimati' ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
const open = () => renderWithProviders(<CliqueDetail cliqueId="c1" me="u-ann" onChange={() => undefined} />);
const items = () => within(screen.getByRole('list', { name: 'Upcoming events' })).getAllByRole('listitem');

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getClique).mockResolvedValue(makeClique());
});

it('lists the clique’s upcoming events soonest first, in local time with the event’s zone, and pages', async () => {
  const load = pages([
    upcoming(1, { title: 'Bouldering night', timeZone: elsewhere, goingCount: 4, myRsvp: 'going' }),
    upcoming(2, { title: 'Rope course', cancelled: true }),
    upcoming(3, { title: 'Crag trip' }),
  ]);
  jest.mocked(listUpcomingEvents).mockImplementation(load);
  open();
  await userEvent.click(await screen.findByRole('tab', { name: 'Upcoming' }));
  await screen.findByRole('link', { name: 'Bouldering night' });
  expect(listUpcomingEvents).toHaveBeenCalledWith({ cliqueId: 'c1', limit: 10 });
  expect(items().map((item) => within(item).getByRole('link').textContent)).toEqual([
    'Bouldering night',
    'Rope course',
  ]);
  const [first, second] = items();
  const startsAt = '2030-12-01T18:00:00.000Z';
  expect(within(first).getByText(formatDateTime(startsAt))).toBeInTheDocument();
  const zoned = formatDateTime(startsAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: elsewhere });
  expect(within(first).getByText(`(${zoned} in ${elsewhere})`)).toBeInTheDocument();
  expect(within(first).getByText('4 going')).toBeInTheDocument();
  expect(within(first).getByText('You are going')).toBeInTheDocument();
  expect(within(first).getByRole('link')).toHaveAttribute('href', '/post/post-1');
  expect(within(second).getByText('Cancelled')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: 'Crag trip' })).toBeInTheDocument();
  expect(items()).toHaveLength(3);
});

it('says when the clique has nothing coming', async () => {
  jest.mocked(listUpcomingEvents).mockImplementation(pages([]));
  open();
  await userEvent.click(await screen.findByRole('tab', { name: 'Upcoming' }));
  expect(await screen.findByText('No upcoming events.')).toBeInTheDocument();
});

it('has no Upcoming tab for someone who may not read the clique', async () => {
  jest.mocked(getClique).mockResolvedValue(makeClique({ visibility: 'private', viewer: outsider() }));
  open();
  expect(await screen.findByRole('tab', { name: 'About' })).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Upcoming' })).not.toBeInTheDocument();
  expect(listUpcomingEvents).not.toHaveBeenCalled();
});
