import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as runtime from '@module-federation/enhanced/runtime';
import * as api from '@cliques/api-client';
import type { Clique } from '@cliques/contracts';
import { sessionStore } from '@cliques/session';
import { makeClique } from '../../../test/cliques';
import { renderWithProviders } from '../../../test/render';
import { CliquesPage } from './cliques-page';

jest.mock('@cliques/api-client', () => {
  const actual = jest.requireActual('@cliques/api-client');
  const mocked = Object.fromEntries(
    Object.entries(actual).map(([name, value]) => [name, typeof value === 'function' ? jest.fn() : value]),
  );
  return { ...mocked, ApiError: actual.ApiError, errorMessage: actual.errorMessage };
});
// This server federates: /config.json says so.
jest.mock('@cliques/runtime-config', () => ({
  requestRuntimeConfig: jest.fn(async () => ({ federation: true })),
}));
const mocked = api as jest.Mocked<typeof api>;
const shim = runtime as typeof runtime & { __setRemoteModule: (id: string, factory: () => unknown) => void };
shim.__setRemoteModule('mfe_feed/composer', async () => ({ Composer: () => <p>composer</p> }));

const empty = { hasMore: false, nextToken: null };

function open(overrides: Partial<Clique>) {
  const clique = makeClique(overrides);
  mocked.getClique.mockResolvedValue(clique);
  renderWithProviders(<CliquesPage />, { path: '/cliques', url: '/cliques?clique=c1' });
  return clique;
}

beforeEach(() => {
  mocked.getClique.mockReset();
  mocked.updateClique.mockReset();
  sessionStore.user = {
    userId: 'u-ann',
    username: 'ann',
    email: 'ann@example.com',
    displayName: 'ann',
    accessToken: 't',
  };
  mocked.listMyCliques.mockResolvedValue([]);
  mocked.listCliquePosts.mockResolvedValue({ posts: [], ...empty });
  mocked.listCliqueRequests.mockResolvedValue({ requests: [], ...empty });
  mocked.listCliqueInvites.mockResolvedValue([]);
});

describe('a clique’s handle', () => {
  it('shows a public clique’s full handle on its page', async () => {
    open({ visibility: 'public', joinPolicy: 'open', handle: 'climbers' });
    const header = await screen.findByRole('region', { name: 'Clique' });
    expect(await within(header).findByLabelText('Handle on other servers')).toHaveTextContent(
      `@climbers@${window.location.host}`,
    );
  });

  it('shows none for a private clique, even one that kept its handle', async () => {
    open({ visibility: 'private', joinPolicy: 'request', handle: 'climbers' });
    const header = await screen.findByRole('region', { name: 'Clique' });
    expect(within(header).queryByText(/@climbers@/)).not.toBeInTheDocument();
  });

  it('an admin changes it in Settings; a bad shape is refused before sending', async () => {
    const clique = open({ visibility: 'public', joinPolicy: 'open', handle: 'climbers' });
    mocked.updateClique.mockResolvedValueOnce({ ...clique, handle: 'climbers_club' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Manage' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    const form = screen.getByRole('form', { name: 'Clique settings' });
    const field = await within(form).findByLabelText('Handle on other servers');
    await userEvent.clear(field);
    await userEvent.type(field, 'Climbers Club');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'A handle is 1 to 30 lowercase letters, digits or underscores',
    );
    expect(mocked.updateClique).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, 'climbers_club');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(mocked.updateClique).toHaveBeenCalledWith('c1', expect.objectContaining({ handle: 'climbers_club' }));
    expect(await within(form).findByText('Settings saved')).toBeInTheDocument();
  });
});
