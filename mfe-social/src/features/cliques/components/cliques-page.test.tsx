import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as runtime from '@module-federation/enhanced/runtime';
import * as api from '@cliques/api-client';
import { sessionStore } from '@cliques/session';
import { makeClique, outsider } from '../../../test/cliques';
import { person, renderWithProviders } from '../../../test/render';
import { CliquesPage } from './cliques-page';

jest.mock('@cliques/api-client', () => {
  const actual = jest.requireActual('@cliques/api-client');
  const mocked = Object.fromEntries(
    Object.entries(actual).map(([name, value]) => [name, typeof value === 'function' ? jest.fn() : value]),
  );
  return { ...mocked, ApiError: actual.ApiError, errorMessage: actual.errorMessage };
});
const mocked = api as jest.Mocked<typeof api>;
const shim = runtime as typeof runtime & { __setRemoteModule: (id: string, factory: () => unknown) => void };
// The feed area's composer, as the federation runtime would serve it.
shim.__setRemoteModule('mfe_feed/composer', async () => ({
  Composer: ({ cliqueId }: { cliqueId: string }) => <p>composer for {cliqueId}</p>,
}));

const climbers = makeClique();
const hikers = makeClique({
  cliqueId: 'c2',
  name: 'Hikers',
  description: 'Trails on Sundays',
  ownerId: 'u-cal',
  visibility: 'private',
  joinPolicy: 'request',
  rules: [{ title: 'Be kind', body: 'No shouting on the trail' }],
  questions: ['Which trail did you walk last?'],
  topics: ['trails', 'gear'],
  admins: [person('u-cal', 'cal')],
  memberCount: 40,
  postsLastWeek: 3,
  viewer: outsider(),
});
const empty = { hasMore: false, nextToken: null };

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  sessionStore.user = {
    userId: 'u-ann',
    username: 'ann',
    email: 'ann@example.com',
    displayName: 'ann',
    accessToken: 't',
  };
  mocked.listMyCliques.mockResolvedValue([]);
  mocked.getClique.mockResolvedValue(climbers);
  mocked.listCliquePosts.mockResolvedValue({ posts: [], ...empty });
  mocked.listCliqueDirectory.mockResolvedValue({ cliques: [hikers], ...empty });
  mocked.listCliqueInvitations.mockResolvedValue([]);
  mocked.listCliqueRequests.mockResolvedValue({ requests: [], ...empty });
});

describe('/cliques', () => {
  it('creates a clique and opens it with the owner’s controls', async () => {
    mocked.createClique.mockResolvedValueOnce(climbers);
    renderWithProviders(<CliquesPage />, { path: '/cliques' });
    expect(screen.queryByRole('form', { name: 'New clique' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Create a clique' }));
    const form = await screen.findByRole('form', { name: 'New clique' });
    await userEvent.type(within(form).getByLabelText('Name'), '  Climbers ');
    await userEvent.type(within(form).getByLabelText('Description'), 'Weekend walls');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Clique' }));
    expect(mocked.createClique).toHaveBeenCalledWith({ name: 'Climbers', description: 'Weekend walls' });
    expect(await screen.findByRole('heading', { name: 'Climbers' })).toBeInTheDocument();
    expect(screen.getByText('Secret')).toBeInTheDocument();
    expect(screen.getByText('1 member')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Clique' })).toBeInTheDocument();
    const sections = screen.getByRole('tablist', { name: 'Clique sections' });
    expect(
      within(sections)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Posts', 'Upcoming', 'Gallery', 'Chat', 'Members', 'About', 'Manage']);
    expect(
      within(screen.getByRole('navigation', { name: 'Your cliques' })).getByRole('button', { name: /Climbers/ }),
    ).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByText('No posts in this clique yet.')).toBeInTheDocument();
    expect(await screen.findByText('composer for c1')).toBeInTheDocument();
  });

  it('opens your only clique instead of "Choose a clique"', async () => {
    mocked.listMyCliques.mockResolvedValue([climbers]);
    renderWithProviders(<CliquesPage />, { path: '/cliques' });
    expect(await screen.findByRole('heading', { name: 'Climbers' })).toBeInTheDocument();
    expect(screen.queryByText('Choose a clique, or create one.')).not.toBeInTheDocument();
  });

  it('opens the clique used last when you have several, and none by itself before any was used', async () => {
    mocked.listMyCliques.mockResolvedValue([climbers, { ...hikers, viewer: climbers.viewer }]);
    const first = renderWithProviders(<CliquesPage />, { path: '/cliques' });
    expect(await screen.findByText('Choose a clique, or create one.')).toBeInTheDocument();
    mocked.getClique.mockResolvedValue({ ...hikers, viewer: climbers.viewer });
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Your cliques' })).getByRole('button', { name: /Hikers/ }),
    );
    expect(await screen.findByRole('heading', { name: 'Hikers' })).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<CliquesPage />, { path: '/cliques' });
    expect(await screen.findByRole('heading', { name: 'Hikers' })).toBeInTheDocument();
    expect(mocked.getClique).toHaveBeenLastCalledWith('c2');
  });

  it('a clique the server hides shows its message (404 for non-members)', async () => {
    mocked.getClique.mockRejectedValueOnce(new Error('Clique not found'));
    renderWithProviders(<CliquesPage />, { path: '/cliques', url: '/cliques?clique=c9' });
    expect(await screen.findByText('Clique not found')).toBeInTheDocument();
    expect(mocked.listCliquePosts).not.toHaveBeenCalled();
  });

  it('deleting asks first, then leaves the clique list', async () => {
    mocked.listMyCliques.mockResolvedValue([climbers]);
    mocked.deleteClique.mockResolvedValueOnce(undefined);
    renderWithProviders(<CliquesPage />, { path: '/cliques', url: '/cliques?clique=c1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Clique' }));
    expect(mocked.deleteClique).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(mocked.deleteClique).toHaveBeenCalledWith('c1');
    expect(await screen.findByText('You are not in any clique yet.')).toBeInTheDocument();
    expect(await screen.findByText('Choose a clique, or create one.')).toBeInTheDocument();
  });

  it('Discover: searches, filters by topic and sorts, then asks to join with the rules and the answer', async () => {
    mocked.getClique.mockResolvedValue(hikers);
    mocked.joinClique.mockResolvedValueOnce('requested');
    renderWithProviders(<CliquesPage />, { path: '/cliques' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Discover' }));
    const card = await screen.findByRole('article', { name: 'Hikers' });
    expect(within(card).getByText('40 members · 3 posts this week')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Find a clique'), 'hik');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Topics' })).getByRole('button', { name: 'trails' }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'members');
    expect(mocked.listCliqueDirectory.mock.calls.map(([query]) => query)).toEqual([
      { query: undefined, topic: undefined, sort: 'active', nextToken: null },
      { query: 'hik', topic: undefined, sort: 'active', nextToken: null },
      { query: 'hik', topic: 'trails', sort: 'active', nextToken: null },
      { query: 'hik', topic: 'trails', sort: 'members', nextToken: null },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Open Hikers' }));
    const header = await screen.findByRole('region', { name: 'Clique' });
    expect(within(header).getByRole('heading', { name: 'Hikers' })).toBeInTheDocument();
    expect(within(header).getByText('Private')).toBeInTheDocument();
    // A non-member of a private clique sees About only: no posts, members or chat.
    expect(screen.queryAllByRole('tab', { name: /Posts|Chat|Members|Manage/ })).toHaveLength(0);
    expect(screen.getByText('No shouting on the trail')).toBeInTheDocument();
    expect(mocked.listCliquePosts).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Ask to join' }));
    const dialog = screen.getByRole('dialog', { name: 'Join Hikers' });
    const send = within(dialog).getByRole('button', { name: 'Ask to join' });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Which trail did you walk last?'), ' The ridge ');
    await userEvent.click(within(dialog).getByLabelText('I agree to follow the rules'));
    await userEvent.click(send);
    expect(mocked.joinClique).toHaveBeenCalledWith('c2', ['The ridge']);
    expect(await screen.findByText('Requested')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
  });

  it('a clique that only takes invitations says so, and a refusal reads plainly', async () => {
    mocked.getClique.mockResolvedValue({
      ...hikers,
      visibility: 'public',
      joinPolicy: 'open',
      rules: [],
      questions: [],
    });
    mocked.joinClique.mockRejectedValueOnce(new api.ApiError(403, 'banned', 'You are banned from this clique.'));
    renderWithProviders(<CliquesPage />, { path: '/cliques', url: '/cliques?clique=c2' });
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are banned from this clique.');
  });

  it('Invitations: accepting puts the clique in your list and opens it', async () => {
    mocked.listCliqueInvitations.mockResolvedValue([
      { clique: hikers, invitedBy: person('u-cal', 'cal'), invitedAt: '2026-11-21T10:00:00.000Z' },
    ]);
    mocked.answerCliqueInvitation.mockResolvedValueOnce(undefined);
    mocked.getClique.mockResolvedValue({ ...hikers, viewer: { role: 'member', status: 'member', mutedUntil: null } });
    renderWithProviders(<CliquesPage />, { path: '/cliques' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Invitations' }));
    expect(await screen.findByText('cal')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation to Hikers' }));
    expect(mocked.answerCliqueInvitation).toHaveBeenCalledWith('c2', 'accept');
    expect(await screen.findByText('No invitations are waiting for you.')).toBeInTheDocument();
    const header = await screen.findByRole('region', { name: 'Clique' });
    expect(within(header).getByRole('heading', { name: 'Hikers' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'My Cliques' }));
    expect(
      within(screen.getByRole('navigation', { name: 'Your cliques' })).getByRole('button', { name: /Hikers/ }),
    ).toBeInTheDocument();
  });

  it('an invite link shows the clique (even secret) and joins it', async () => {
    const secret = makeClique({ cliqueId: 'c3', name: 'Book club', ownerId: 'u-cal', viewer: outsider() });
    mocked.previewCliqueInvite.mockResolvedValueOnce({
      cliqueId: 'c3',
      name: 'Book club',
      description: 'One book a month',
      memberCount: 7,
      coverImage: null,
      rules: [],
      viewer: outsider(),
    });
    const joined = { ...secret, viewer: { role: 'member' as const, status: 'member' as const, mutedUntil: null } };
    mocked.joinCliqueByInvite.mockResolvedValueOnce(joined);
    mocked.getClique.mockResolvedValue(joined);
    renderWithProviders(<CliquesPage />, { path: '/cliques', url: '/cliques?invite=abcdefgh' });
    const invitation = await screen.findByRole('region', { name: 'Invitation to Book club' });
    expect(within(invitation).getByText('One book a month')).toBeInTheDocument();
    expect(within(invitation).getByText('7 members')).toBeInTheDocument();
    await userEvent.click(within(invitation).getByRole('button', { name: 'Join Book club' }));
    expect(mocked.previewCliqueInvite).toHaveBeenCalledWith('abcdefgh');
    expect(mocked.joinCliqueByInvite).toHaveBeenCalledWith('abcdefgh');
    const header = await screen.findByRole('region', { name: 'Clique' });
    expect(within(header).getByRole('heading', { name: 'Book club' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invitation to Book club' })).not.toBeInTheDocument();
  });

  it('tabs move with the arrow keys', async () => {
    renderWithProviders(<CliquesPage />, { path: '/cliques' });
    const mine = await screen.findByRole('tab', { name: 'My Cliques' });
    expect(mine).toHaveAttribute('aria-selected', 'true');
    mine.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Discover' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Discover' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Invitations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Invitations');
  });
});
