import { ApiError } from '@cliques/api-client';
import type { Clique } from '@cliques/contracts';
import { makeClique, outsider } from '../../../test/cliques';
import { CliqueDetailStore, type CliqueDetailApi } from './clique-detail-store';

const hikers = makeClique({
  cliqueId: 'c1',
  name: 'Hikers',
  ownerId: 'u-ann',
  visibility: 'private',
  joinPolicy: 'request',
  questions: ['Which trail did you walk last?'],
  viewer: outsider(),
});

function setup(clique: Clique, me = 'u-ben') {
  const api: jest.Mocked<CliqueDetailApi> = {
    getClique: jest.fn().mockResolvedValue(clique),
    updateClique: jest.fn(),
    deleteClique: jest.fn().mockResolvedValue(undefined),
    removeCliqueMember: jest.fn().mockResolvedValue(undefined),
    joinClique: jest.fn(),
    withdrawCliqueRequest: jest.fn().mockResolvedValue(undefined),
    answerCliqueInvitation: jest.fn().mockResolvedValue(undefined),
    setCliquePin: jest.fn().mockResolvedValue(undefined),
    deletePost: jest.fn().mockResolvedValue(undefined),
  };
  const onChange = jest.fn();
  return { api, onChange, store: new CliqueDetailStore('c1', me, api, onChange) };
}

describe('CliqueDetailStore', () => {
  it('asks to join with the answers, shows Requested, and withdraws', async () => {
    const { api, store } = setup(hikers);
    await store.load();
    expect(store).toMatchObject({ isMember: false, canRead: false, canModerate: false, viewerStatus: 'none' });
    api.joinClique.mockResolvedValueOnce('requested');
    expect(await store.join(['The ridge'])).toBe(true);
    expect(api.joinClique).toHaveBeenCalledWith('c1', ['The ridge']);
    expect(store.viewerStatus).toBe('requested');
    await store.withdraw();
    expect(api.withdrawCliqueRequest).toHaveBeenCalledWith('c1');
    expect(store.viewerStatus).toBe('none');
  });

  it('joins an open clique at once, loads it as a member and tells the list', async () => {
    const open = makeClique({ visibility: 'public', joinPolicy: 'open', viewer: outsider() });
    const joined = { ...open, viewer: { role: 'member' as const, status: 'member' as const, mutedUntil: null } };
    const { api, onChange, store } = setup(open);
    await store.load();
    expect(store.canRead).toBe(true);
    api.joinClique.mockResolvedValueOnce('member');
    api.getClique.mockResolvedValueOnce(joined);
    await store.join([]);
    expect(api.joinClique).toHaveBeenCalledWith('c1', undefined);
    expect(store.isMember).toBe(true);
    expect(onChange).toHaveBeenCalledWith('c1', joined);
  });

  it('a person banned from a public clique is not shown its posts or members', async () => {
    const { store } = setup(makeClique({ visibility: 'public', joinPolicy: 'open', viewer: outsider('banned') }));
    await store.load();
    expect(store).toMatchObject({ canRead: false, isMember: false, viewerStatus: 'banned' });
  });

  it('an invited person declines: the invitation is gone', async () => {
    const { api, store } = setup(makeClique({ viewer: outsider('invited') }));
    await store.load();
    await store.answerInvitation('decline');
    expect(api.answerCliqueInvitation).toHaveBeenCalledWith('c1', 'decline');
    expect(store.viewerStatus).toBe('none');
  });

  it('roles decide the controls: moderators manage, admins change settings, members invite when allowed', async () => {
    const as = (role: 'admin' | 'moderator' | 'member', membersCanInvite = false) =>
      setup(makeClique({ membersCanInvite, viewer: { role, status: 'member', mutedUntil: null } })).store;
    const moderator = as('moderator');
    await moderator.load();
    expect(moderator).toMatchObject({ canModerate: true, isAdmin: false, isOwner: false, canInvite: true });
    const admin = as('admin');
    await admin.load();
    expect(admin).toMatchObject({ canModerate: true, isAdmin: true });
    const member = as('member');
    await member.load();
    expect(member).toMatchObject({ canModerate: false, canInvite: false });
    const inviter = as('member', true);
    await inviter.load();
    expect(inviter.canInvite).toBe(true);
  });

  it('a member leaves; the list drops the clique', async () => {
    const { api, onChange, store } = setup(
      makeClique({ viewer: { role: 'member', status: 'member', mutedUntil: null } }),
    );
    await store.load();
    await store.leave();
    expect(api.removeCliqueMember).toHaveBeenCalledWith('c1', 'u-ben');
    expect(onChange).toHaveBeenCalledWith('c1', null);
  });

  it('a moderator removes a member’s post; the refusal of one they may not remove is shown', async () => {
    const { api, store } = setup(makeClique({ viewer: { role: 'moderator', status: 'member', mutedUntil: null } }));
    await store.load();
    expect(store.wrote('u-ben')).toBe(true);
    expect(store.wrote('u-cal')).toBe(false);
    expect(await store.removePost('p-cal')).toBe(true);
    expect(api.deletePost).toHaveBeenCalledWith('p-cal');
    api.deletePost.mockRejectedValueOnce(new ApiError(403, 'forbidden', 'Forbidden'));
    expect(await store.removePost('p-ann')).toBe(false);
    expect(store.error).toBe('Forbidden');
  });

  it("shows the server's refusal and keeps the status", async () => {
    const { api, store } = setup(hikers);
    await store.load();
    api.joinClique.mockRejectedValueOnce(new ApiError(403, 'banned', 'You are banned from this clique.'));
    expect(await store.join(['x'])).toBe(false);
    expect(store.error).toBe('You are banned from this clique.');
    expect(store.viewerStatus).toBe('none');
  });

  it('a clique you may not see is an error state (the server says 404)', async () => {
    const { api, store } = setup(hikers);
    api.getClique.mockReset().mockRejectedValueOnce(new Error('Clique not found'));
    await store.load();
    expect(store).toMatchObject({ status: 'error', error: 'Clique not found' });
  });
});
