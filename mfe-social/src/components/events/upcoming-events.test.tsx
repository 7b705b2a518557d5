import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@cliques/api-client';
import { formatDateTime } from '@cliques/i18n';
import { renderWithProviders } from '../../test/render';
import { UpcomingEvents } from './upcoming-events';
import { pages, upcoming } from './upcoming-fixtures';

const titles = () => within(screen.getByRole('list', { name: 'Upcoming events' })).getAllByRole('link');

describe('Upcoming', () => {
  it('lists the events soonest first, each leading to its post, and loads more', async () => {
    const load = pages([upcoming(1), upcoming(2), upcoming(3)]);
    renderWithProviders(<UpcomingEvents scope={{ userId: 'u1' }} load={load} readerZone="UTC" />);
    await screen.findByRole('link', { name: 'Event 1' });
    expect(titles().map((link) => link.textContent)).toEqual(['Event 1', 'Event 2']);
    expect(titles()[0]).toHaveAttribute('href', '/post/post-1');
    expect(load).toHaveBeenCalledWith({ userId: 'u1', limit: 10 });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Event 3' });
    expect(titles().map((link) => link.textContent)).toEqual(['Event 1', 'Event 2', 'Event 3']);
    expect(load).toHaveBeenLastCalledWith({ userId: 'u1', limit: 10, nextToken: '2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the start in the reader’s time, with the event’s own zone when its clock differs', async () => {
    const madrid = upcoming(1, { title: 'In Madrid', timeZone: 'Europe/Madrid' });
    const here = upcoming(2, { title: 'Here', timeZone: 'UTC' });
    renderWithProviders(<UpcomingEvents scope={{ cliqueId: 'c1' }} load={pages([madrid, here])} readerZone="UTC" />);
    const first = (await screen.findByRole('link', { name: 'In Madrid' })).closest('li') as HTMLElement;
    const local = formatDateTime(madrid.event.startsAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    const zoned = formatDateTime(madrid.event.startsAt, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Madrid',
    });
    expect(within(first).getByText(local)).toHaveAttribute('datetime', madrid.event.startsAt);
    expect(within(first).getByText(`(${zoned} in Europe/Madrid)`)).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Here' }).closest('li') as HTMLElement;
    expect(within(second).queryByText(/ in /)).not.toBeInTheDocument();
  });

  it('says how many are going, the reader’s own answer, and Cancelled', async () => {
    const events = [
      upcoming(1, { goingCount: 3, myRsvp: 'going' }),
      upcoming(2, { goingCount: 1, cancelled: true, myRsvp: 'maybe' }),
    ];
    renderWithProviders(<UpcomingEvents scope={{ cliqueId: 'c1' }} load={pages(events)} readerZone="UTC" />);
    const first = (await screen.findByRole('link', { name: 'Event 1' })).closest('li') as HTMLElement;
    expect(within(first).getByText('3 going')).toBeInTheDocument();
    expect(within(first).getByText('You are going')).toBeInTheDocument();
    expect(within(first).queryByText('Cancelled')).not.toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Event 2' }).closest('li') as HTMLElement;
    expect(within(second).getByText('Cancelled')).toBeInTheDocument();
    expect(within(second).getByText('1 going')).toBeInTheDocument();
    expect(within(second).getByText('You might go')).toBeInTheDocument();
  });

  it('says when there is nothing coming', async () => {
    renderWithProviders(<UpcomingEvents scope={{ cliqueId: 'c1' }} load={pages([])} />);
    expect(await screen.findByText('No upcoming events.')).toBeInTheDocument();
  });

  it('offers Retry when a page fails, and shows nothing when the reader may not see them', async () => {
    const load = pages([upcoming(1)]);
    load.mockRejectedValueOnce(new Error('Network down'));
    const { unmount } = renderWithProviders(<UpcomingEvents scope={{ cliqueId: 'c1' }} load={load} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Event 1' })).toBeInTheDocument();
    unmount();
    const hidden = pages([]);
    hidden.mockRejectedValueOnce(new ApiError(404, 'not_found', 'Not found'));
    renderWithProviders(<UpcomingEvents scope={{ cliqueId: 'c2' }} load={hidden} />);
    await waitFor(() => expect(hidden).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Upcoming' })).not.toBeInTheDocument());
  });
});
