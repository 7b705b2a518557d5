import { installIndexedDb } from '@cliques/test-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@cliques/api-client';
import { cancelEvent, eventCalendarFile, rsvpEvent } from '@cliques/api-client/events';
import type { EventFrame, PostEvent } from '@cliques/contracts';
import { realtimeClient } from '@cliques/realtime';
import { postsStore } from '@cliques/stores';
import { makePost, me, meSummary, renderPage, setUser } from '../test/render';
import { PostCard } from './post-card';

installIndexedDb();

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  getSignedUrls: jest.fn(async () => []),
}));
jest.mock('@cliques/api-client/events', () => ({
  rsvpEvent: jest.fn(),
  cancelEvent: jest.fn(),
  eventCalendarFile: jest.fn(),
}));

const readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
// A zone other than the reader's, so the card shows both times.
const eventZone = readerZone === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo';

function makeEvent(overrides: Partial<PostEvent> = {}): PostEvent {
  return {
    eventId: 'e-1',
    title: 'Board games night',
    description: '',
    startsAt: '2030-06-01T10:00:00.000Z',
    endsAt: '2030-06-01T13:00:00.000Z',
    timeZone: eventZone,
    location: 'The Meeple Café',
    onlineUrl: 'https://meet.example/board-games',
    capacity: 1,
    coverImage: null,
    recurrence: null,
    goingCount: 1,
    maybeCount: 0,
    waitlistedCount: 0,
    myRsvp: null,
    cancelled: false,
    ...overrides,
  };
}

/** The event's time as Intl says it in a zone (spaces as the DOM queries see them). */
const range = (timeZone: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone })
    .formatRange(new Date('2030-06-01T10:00:00.000Z'), new Date('2030-06-01T13:00:00.000Z'))
    .replace(/\s+/g, ' ');

async function showEvent(event: PostEvent, author = makePost().author) {
  const view = renderPage(<PostCard post={makePost({ author, content: '', event })} />);
  const card = await screen.findByRole('region', { name: 'Event' });
  return { ...view, card };
}

beforeEach(() => {
  jest.clearAllMocks();
  postsStore.clear();
  setUser(me);
});

describe('EventCard', () => {
  it('shows the title, the time in the reader’s zone and in the event’s own, the place, the link and the counts', async () => {
    const { card } = await showEvent(makeEvent());
    expect(within(card).getByRole('heading', { name: 'Board games night' })).toBeInTheDocument();
    expect(within(card).getByText(range(readerZone))).toHaveAttribute('datetime', '2030-06-01T10:00:00.000Z');
    expect(within(card).getByText(`${range(eventZone)} (${eventZone.replace(/_/g, ' ')})`)).toBeInTheDocument();
    expect(within(card).getByText('The Meeple Café')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'Join online' });
    expect(link).toHaveAttribute('href', 'https://meet.example/board-games');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByText('1 going')).toBeInTheDocument();
    expect(within(card).getByText('0 maybe')).toBeInTheDocument();
    expect(within(card).getByText('0 waitlisted')).toBeInTheDocument();
    expect(within(card).getByText('Capacity: 1')).toBeInTheDocument();
    // Not the reader's event: no cancel.
    expect(within(card).queryByRole('button', { name: 'Cancel event' })).not.toBeInTheDocument();
  });

  it('keeps an answer given offline, pressed and said to wait for the connection', async () => {
    jest.mocked(rsvpEvent).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { card, user } = await showEvent(makeEvent({ capacity: null }));
    const maybe = within(card).getByRole('button', { name: 'Maybe' });
    await user.click(maybe);
    expect(await within(card).findByText('Your answer will be sent when you are back online.')).toBeInTheDocument();
    expect(maybe).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText('0 maybe')).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('makes no link of an address that is not http(s)', async () => {
    const { card } = await showEvent(makeEvent({ onlineUrl: 'javascript:alert(1)' }));
    expect(within(card).queryByRole('link', { name: 'Join online' })).not.toBeInTheDocument();
  });

  it('sends the reader’s answer and presses it; going past the capacity says they are on the waitlist', async () => {
    jest.mocked(rsvpEvent).mockResolvedValueOnce({
      postId: 'p-1',
      event: makeEvent({ maybeCount: 1, myRsvp: 'maybe' }),
    });
    const { card, user } = await showEvent(makeEvent());
    const going = within(card).getByRole('button', { name: 'Going' });
    const maybe = within(card).getByRole('button', { name: 'Maybe' });
    expect(going).toHaveAttribute('aria-pressed', 'false');
    await user.click(maybe);
    expect(rsvpEvent).toHaveBeenCalledWith('e-1', 'maybe');
    await waitFor(() => expect(maybe).toHaveAttribute('aria-pressed', 'true'));
    expect(within(card).getByText('1 maybe')).toBeInTheDocument();

    jest.mocked(rsvpEvent).mockResolvedValueOnce({
      postId: 'p-1',
      event: makeEvent({ waitlistedCount: 1, myRsvp: 'waitlisted' }),
    });
    await user.click(going);
    expect(rsvpEvent).toHaveBeenLastCalledWith('e-1', 'going');
    expect(await within(card).findByText('You are on the waitlist')).toBeInTheDocument();
    expect(going).toHaveAttribute('aria-pressed', 'true');
    expect(maybe).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).getByText('1 waitlisted')).toBeInTheDocument();
  });

  it('shows a refused answer as an error', async () => {
    jest.mocked(rsvpEvent).mockRejectedValueOnce(new ApiError(409, 'conflict', 'The event is over'));
    const { card, user } = await showEvent(makeEvent());
    await user.click(within(card).getByRole('button', { name: "Can't go" }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The event is over');
  });

  it('marks a cancelled event and offers no answers', async () => {
    const { card } = await showEvent(makeEvent({ cancelled: true, myRsvp: 'going' }));
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Going' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: "Can't go" })).not.toBeInTheDocument();
  });

  it('lets its author cancel it after a confirmation', async () => {
    jest.mocked(cancelEvent).mockResolvedValueOnce({ postId: 'p-1', event: makeEvent({ cancelled: true }) });
    const { card, user } = await showEvent(makeEvent(), meSummary);
    await user.click(within(card).getByRole('button', { name: 'Cancel event' }));
    expect(cancelEvent).not.toHaveBeenCalled();
    await user.click(within(card).getByRole('button', { name: 'Confirm cancel' }));
    expect(cancelEvent).toHaveBeenCalledWith('e-1');
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Going' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel event' })).not.toBeInTheDocument();
  });

  it('downloads the calendar file', async () => {
    const file = new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' });
    jest.mocked(eventCalendarFile).mockResolvedValueOnce(file);
    const createObjectURL = jest.fn(() => 'blob:event');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { card, user } = await showEvent(makeEvent());
    await user.click(within(card).getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(eventCalendarFile).toHaveBeenCalledWith('e-1');
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(clicked[0]).toHaveAttribute('href', 'blob:event');
    expect(clicked[0]).toHaveAttribute('download', 'Board-games-night.ics');
    click.mockRestore();
  });

  it('watches its event while shown and takes the counts and a cancel from live frames, keeping the reader’s answer', async () => {
    const handlers: ((frame: EventFrame) => void)[] = [];
    const unwatch = jest.fn();
    const watching = jest.spyOn(realtimeClient, 'watchEvent').mockReturnValue(unwatch);
    const listening = jest.spyOn(realtimeClient, 'on').mockImplementation((type, handler) => {
      if (type === 'event') handlers.push(handler as (frame: EventFrame) => void);
      return () => true;
    });
    const { card, unmount } = await showEvent(makeEvent({ capacity: 2, myRsvp: 'going' }));
    expect(watching).toHaveBeenCalledWith('e-1');
    const frame = (over: Partial<EventFrame>): EventFrame => ({
      type: 'event',
      eventId: 'e-1',
      postId: 'p-1',
      goingCount: 2,
      maybeCount: 3,
      waitlistedCount: 4,
      cancelled: false,
      ...over,
    });
    act(() => handlers.forEach((handle) => handle(frame({ eventId: 'e-other', goingCount: 9 }))));
    expect(within(card).getByText('1 going')).toBeInTheDocument();
    act(() => handlers.forEach((handle) => handle(frame({}))));
    expect(within(card).getByText('2 going')).toBeInTheDocument();
    expect(within(card).getByText('3 maybe')).toBeInTheDocument();
    expect(within(card).getByText('4 waitlisted')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');
    act(() => handlers.forEach((handle) => handle(frame({ cancelled: true }))));
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Going' })).not.toBeInTheDocument();
    unmount();
    expect(unwatch).toHaveBeenCalled();
    watching.mockRestore();
    listening.mockRestore();
  });
});
