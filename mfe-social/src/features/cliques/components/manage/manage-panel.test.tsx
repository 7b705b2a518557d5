import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as runtime from '@module-federation/enhanced/runtime';
import * as api from '@cliques/api-client';
import type { Clique } from '@cliques/contracts';
import { sessionStore } from '@cliques/session';
import { makeClique } from '../../../../test/cliques';
import { person, renderWithProviders } from '../../../../test/render';
import { CliquesPage } from '../cliques-page';

jest.mock('@cliques/api-client', () => {
  const actual = jest.requireActual('@cliques/api-client');
  const mocked = Object.fromEntries(
    Object.entries(actual).map(([name, value]) => [name, typeof value === 'function' ? jest.fn() : value]),
  );
  return { ...mocked, ApiError: actual.ApiError, errorMessage: actual.errorMessage };
});
const mocked = api as jest.Mocked<typeof api>;
const shim = runtime as typeof runtime & { __setRemoteModule: (id: string, factory: () => unknown) => void };
shim.__setRemoteModule('mfe_feed/composer', async () => ({ Composer: () => <p>composer</p> }));

const ben = person('u-ben', 'ben');
const empty = { hasMore: false, nextToken: null };
const at = '2026-11-21T10:00:00.000Z';

function open(role: 'admin' | 'moderator', overrides: Partial<Clique> = {}) {
  const clique = makeClique({
    visibility: 'private',
    joinPolicy: 'request',
    questions: ['Which wall?'],
    viewer: { role, status: 'member', mutedUntil: null },
    ...overrides,
  });
  mocked.getClique.mockResolvedValue(clique);
  renderWithProviders(<CliquesPage />, { path: '/cliques', url: '/cliques?clique=c1' });
  return clique;
}

async function manage(section: string) {
  await userEvent.click(await screen.findByRole('tab', { name: 'Manage' }));
  await userEvent.click(screen.getByRole('tab', { name: section }));
}

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
  mocked.listCliquePosts.mockResolvedValue({ posts: [], ...empty });
  mocked.listCliqueRequests.mockResolvedValue({
    requests: [{ user: ben, answers: ['The north face'], requestedAt: at }],
    ...empty,
  });
  mocked.listCliqueInvites.mockResolvedValue([]);
});

describe('Manage', () => {
  it('a moderator reads a request with its answer and approves it; Settings is for admins', async () => {
    mocked.answerCliqueRequest.mockResolvedValueOnce(undefined);
    open('moderator');
    await manage('Requests');
    const request = await screen.findByRole('listitem');
    expect(within(request).getByText('Which wall?')).toBeInTheDocument();
    expect(within(request).getByText('The north face')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Settings' })).not.toBeInTheDocument();
    await userEvent.click(within(request).getByRole('button', { name: 'Approve ben' }));
    expect(mocked.answerCliqueRequest).toHaveBeenCalledWith('c1', 'u-ben', 'approve');
    expect(await screen.findByText('Request approved')).toBeInTheDocument();
    expect(screen.getByText('No one is waiting to join.')).toBeInTheDocument();
  });

  it('creates an invite link with its limits and copies its address', async () => {
    const url = 'http://localhost/cliques?invite=abcdefgh';
    mocked.createCliqueInvite.mockResolvedValueOnce({
      inviteId: 'i1',
      code: 'abcdefgh',
      url,
      createdBy: person('u-ann', 'ann'),
      createdAt: at,
      expiresAt: null,
      maxUses: 10,
      uses: 0,
    });
    open('moderator');
    await manage('Invitations and links');
    const form = await screen.findByRole('form', { name: 'New invite link' });
    await userEvent.type(within(form).getByLabelText('Uses (empty: no limit)'), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Create and copy link' }));
    expect(mocked.createCliqueInvite).toHaveBeenCalledWith('c1', { maxUses: 10, expiresInHours: undefined });
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    // user-event puts its own clipboard in the page: the link is in it.
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(screen.getByLabelText('Invite link')).toHaveValue(url);
    expect(screen.getByText(/Used 0 of 10 times/)).toBeInTheDocument();
  });

  it('an admin saves every setting; a mismatched join policy is refused before sending', async () => {
    const clique = open('admin');
    mocked.updateClique.mockResolvedValueOnce({ ...clique, visibility: 'public' });
    await manage('Settings');
    const form = screen.getByRole('form', { name: 'Clique settings' });
    await userEvent.click(within(form).getByRole('radio', { name: /^Secret/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Requests to join need a public or private clique');
    expect(mocked.updateClique).not.toHaveBeenCalled();

    await userEvent.click(within(form).getByRole('radio', { name: /^Public/ }));
    await userEvent.click(within(form).getByRole('radio', { name: 'Moderators approve members’ posts' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add a rule' }));
    await userEvent.type(within(form).getByLabelText('Rule 1: title'), 'Be kind');
    await userEvent.type(within(form).getByLabelText('New topic'), 'gear{Enter}');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(mocked.updateClique).toHaveBeenCalledWith('c1', {
      name: 'Climbers',
      description: 'Weekend walls',
      visibility: 'public',
      joinPolicy: 'request',
      membersCanInvite: false,
      postingPolicy: 'approval',
      rules: [{ title: 'Be kind', body: '' }],
      questions: ['Which wall?'],
      topics: ['gear'],
    });
    expect(await within(form).findByText('Settings saved')).toBeInTheDocument();
  });

  it('members and roles: an admin makes a member a moderator and bans another', async () => {
    mocked.listCliqueMemberPage.mockResolvedValue({
      members: [
        { user: person('u-ann', 'ann'), role: 'owner', joinedAt: at, mutedUntil: null },
        { user: ben, role: 'member', joinedAt: at, mutedUntil: null },
      ],
      ...empty,
    });
    mocked.changeCliqueRole.mockResolvedValueOnce(undefined);
    mocked.banFromClique.mockResolvedValueOnce(undefined);
    open('admin');
    await manage('Members and roles');
    expect(await screen.findByText('Owner', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ban ann' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Role of ben'), 'moderator');
    expect(mocked.changeCliqueRole).toHaveBeenCalledWith('c1', 'u-ben', 'moderator');
    await userEvent.click(screen.getByRole('button', { name: 'Ban ben' }));
    const dialog = screen.getByRole('dialog', { name: 'Ban ben' });
    await userEvent.selectOptions(within(dialog).getByLabelText('For how long'), '168');
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(mocked.banFromClique).toHaveBeenCalledWith('c1', { userId: 'u-ben', hours: 168, reason: 'Spam' });
    expect(await screen.findByText('Member banned')).toBeInTheDocument();
  });

  it('Reports: a moderator sees the clique’s open report and dismisses it; it leaves the list', async () => {
    mocked.listCliqueReports.mockResolvedValue({
      items: [
        {
          id: 'r1',
          targetType: 'post',
          targetId: 'p1',
          status: 'open',
          target: { author: ben, content: 'Buy my gear', name: null, media: [] },
          reports: [{ id: 'r1', reporter: person('u-cat', 'cat'), reason: 'spam', note: null, createdAt: at }],
          reportCount: 1,
          firstReportedAt: at,
          resolution: null,
        },
      ],
      nextToken: null,
    });
    mocked.actOnCliqueReport.mockResolvedValueOnce({ id: 'r1', status: 'resolved', action: 'dismiss' });
    open('moderator');
    await manage('Reports');
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Buy my gear')).toBeInTheDocument();
    expect(mocked.listCliqueReports).toHaveBeenCalledWith('c1', 'open', null);
    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss the reports about ben' }));
    expect(mocked.actOnCliqueReport).toHaveBeenCalledWith('c1', 'r1', { action: 'dismiss' });
    expect(await screen.findByText('Resolved: dismissed, no action taken.')).toBeInTheDocument();
    expect(screen.getByText('No open reports. All clear.')).toBeInTheDocument();
  });
});
