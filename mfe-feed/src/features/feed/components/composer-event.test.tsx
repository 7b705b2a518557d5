import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, createPost } from '@cliques/api-client';
import { makePost, me, renderPage, setUser } from '../../../test/render';
import { ComposerStore } from '../stores/composer-store';
import { Composer } from './composer';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  createPost: jest.fn(),
  searchUsers: jest.fn(),
}));

function setup(cliqueId: string | null = null) {
  const store = new ComposerStore({ cliqueId });
  const view = renderPage(<Composer cliqueId={cliqueId} store={store} />);
  return { ...view, store };
}

/** Opens the event's fields (their code loads when asked for). */
async function addEvent(user: ReturnType<typeof setup>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add an event' }));
  return screen.findByRole('group', { name: 'Event' });
}

const setDate = (fields: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(fields).getByLabelText(label), { target: { value } });

beforeEach(() => {
  jest.clearAllMocks();
  setUser(me);
});

describe('an event in the composer', () => {
  it('sends the event with its times as instants of the chosen zone, not the browser’s', async () => {
    jest.mocked(createPost).mockResolvedValue(makePost());
    const { user } = setup();
    const fields = await addEvent(user);
    // A post carries a poll or an event.
    expect(screen.queryByRole('button', { name: 'Add a poll' })).not.toBeInTheDocument();
    const zone = within(fields).getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await user.type(within(fields).getByRole('textbox', { name: 'Title' }), 'Board games night');
    await user.selectOptions(zone, 'Europe/Madrid');
    // Summer time on the 26th of October 2030, winter time from the 27th.
    setDate(fields, 'Starts', '2030-10-26T19:00');
    setDate(fields, 'Ends', '2030-10-27T19:00');
    await user.type(within(fields).getByRole('textbox', { name: 'Location' }), 'The Meeple Café');
    await user.type(within(fields).getByRole('spinbutton', { name: 'Capacity (optional)' }), '12');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(createPost).toHaveBeenCalledTimes(1));
    expect(createPost).toHaveBeenCalledWith(
      {
        content: '',
        audience: 'public',
        event: {
          title: 'Board games night',
          startsAt: '2030-10-26T17:00:00.000Z',
          endsAt: '2030-10-27T18:00:00.000Z',
          timeZone: 'Europe/Madrid',
          location: 'The Meeple Café',
          capacity: 12,
        },
      },
      { idempotencyKey: expect.any(String) },
    );
    // Posted: the event's fields go, and the poll can be added again.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Event' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add a poll' })).toBeInTheDocument();
  });

  it('shows what is wrong at each field before sending anything', async () => {
    const { user } = setup();
    const fields = await addEvent(user);
    setDate(fields, 'Starts', '2030-10-26T19:00');
    setDate(fields, 'Ends', '2030-10-26T18:00');
    await user.type(within(fields).getByRole('textbox', { name: 'Online link' }), 'ftp://files.example');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(within(fields).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'The event needs a title.',
    );
    expect(within(fields).getByLabelText('Ends')).toHaveAccessibleDescription('The event must end after it starts.');
    expect(within(fields).getByRole('textbox', { name: 'Online link' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(fields).getByText('The link must start with http:// or https://.')).toBeInTheDocument();
    expect(createPost).not.toHaveBeenCalled();
    // Fixing a field clears its error.
    await user.type(within(fields).getByRole('textbox', { name: 'Title' }), 'Picnic');
    expect(within(fields).queryByText('The event needs a title.')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal at the field it names', async () => {
    jest
      .mocked(createPost)
      .mockRejectedValueOnce(new ApiError(400, 'validation_failed', 'An event lasts at most 14 days'));
    const { user } = setup();
    const fields = await addEvent(user);
    await user.type(within(fields).getByRole('textbox', { name: 'Title' }), 'Picnic');
    setDate(fields, 'Starts', '2030-06-01T12:00');
    setDate(fields, 'Ends', '2030-06-01T15:00');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(within(fields).getByLabelText('Ends')).toHaveAccessibleDescription('An event lasts at most 14 days'),
    );
  });

  it('takes the event away, and offers no event while a poll is added', async () => {
    const { user } = setup();
    await addEvent(user);
    await user.click(screen.getByRole('button', { name: 'Remove the event' }));
    expect(screen.queryByRole('group', { name: 'Event' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a poll' }));
    expect(screen.queryByRole('button', { name: 'Add an event' })).not.toBeInTheDocument();
  });
});

describe('who can quote a new post', () => {
  it('is asked for a public post and sent when it is not the default', async () => {
    jest.mocked(createPost).mockResolvedValue(makePost());
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), 'Hello');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who can quote this post' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(createPost).toHaveBeenCalledWith(
        { content: 'Hello', audience: 'public', quotePolicy: 'nobody' },
        { idempotencyKey: expect.any(String) },
      ),
    );
  });

  it('is not asked for a friends-only post nor in a clique', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Friends' }));
    expect(screen.queryByRole('combobox', { name: 'Who can quote this post' })).not.toBeInTheDocument();
    setup('c-1');
    expect(screen.getAllByRole('form')).toHaveLength(2);
    expect(screen.queryByRole('combobox', { name: 'Who can quote this post' })).not.toBeInTheDocument();
  });
});
