import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as runtime from '@module-federation/enhanced/runtime';
import * as api from '@cliques/api-client';
import type { Clique } from '@cliques/contracts';
import { sessionStore } from '@cliques/session';
import { person, renderWithProviders } from '../../../test/render';
import { CliquesPage } from './cliques-page';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  listMyCliques: jest.fn(),
  createClique: jest.fn(),
  getClique: jest.fn(),
  updateClique: jest.fn(),
  deleteClique: jest.fn(),
  addCliqueMember: jest.fn(),
  removeCliqueMember: jest.fn(),
  listFriends: jest.fn(),
  searchUsers: jest.fn(),
  listCliquePosts: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;
const shim = runtime as typeof runtime & { __setRemoteModule: (id: string, factory: () => unknown) => void };
// The feed area's composer, as the federation runtime would serve it.
shim.__setRemoteModule('mfe_feed/composer', async () => ({
  Composer: ({ cliqueId }: { cliqueId: string }) => <p>composer for {cliqueId}</p>,
}));

const ann = person('u-ann', 'ann');
const climbers: Clique = {
  cliqueId: 'c1',
  name: 'Climbers',
  description: 'Weekend walls',
  ownerId: 'u-ann',
  members: [ann],
  memberCount: 1,
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
  mocked.listMyCliques.mockResolvedValue([]);
  mocked.getClique.mockResolvedValue(climbers);
  mocked.listFriends.mockResolvedValue([]);
  mocked.listCliquePosts.mockResolvedValue({ posts: [], hasMore: false, nextToken: null });
});

describe('/cliques', () => {
  it('creates a clique and opens it with the owner’s controls', async () => {
    mocked.createClique.mockResolvedValueOnce(climbers);
    renderWithProviders(<CliquesPage />, { path: '/cliques' });
    const form = await screen.findByRole('form', { name: 'New clique' });
    await userEvent.type(within(form).getByLabelText('Name'), '  Climbers ');
    await userEvent.type(within(form).getByLabelText('Description'), 'Weekend walls');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Clique' }));
    expect(mocked.createClique).toHaveBeenCalledWith({ name: 'Climbers', description: 'Weekend walls' });
    expect(await screen.findByRole('heading', { name: 'Climbers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Clique' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Your cliques' })).getByRole('button', { name: /Climbers/ }),
    ).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByText('No posts in this clique yet.')).toBeInTheDocument();
    expect(await screen.findByText('composer for c1')).toBeInTheDocument();
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
    expect(screen.getByText('Choose a clique, or create one.')).toBeInTheDocument();
  });
});
