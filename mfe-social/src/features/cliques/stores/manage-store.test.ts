import type { CliqueInvite } from '@cliques/contracts';
import { makePost } from '@cliques/test-kit';
import { person } from '../../../test/render';
import { ManageStore, type ManageApi } from './manage-store';
import { MembersStore, type MembersApi } from './members-store';

const ben = person('u-ben', 'ben');
const page = <K extends string, T>(key: K, items: T[]) =>
  ({ [key]: items, hasMore: false, nextToken: null }) as Record<K, T[]> & { hasMore: boolean; nextToken: null };
const invite: CliqueInvite = {
  inviteId: 'i1',
  code: 'abcdefgh',
  url: 'https://cliques.example/cliques?invite=abcdefgh',
  createdBy: person('u-ann', 'ann'),
  createdAt: '2026-11-21T10:00:00.000Z',
  expiresAt: null,
  maxUses: 5,
  uses: 0,
};

function manage() {
  const api: jest.Mocked<ManageApi> = {
    listCliqueRequests: jest
      .fn()
      .mockResolvedValue(page('requests', [{ user: ben, answers: ['Yes'], requestedAt: invite.createdAt }])),
    answerCliqueRequest: jest.fn().mockResolvedValue(undefined),
    listCliqueBans: jest.fn().mockResolvedValue(page('bans', [])),
    unbanFromClique: jest.fn(),
    listCliquePending: jest.fn().mockResolvedValue(page('posts', [makePost({ postId: 'p9' })])),
    answerCliquePending: jest.fn().mockResolvedValue(undefined),
    listCliqueAudit: jest.fn(),
    listCliqueInvites: jest.fn().mockResolvedValue([]),
    createCliqueInvite: jest.fn().mockResolvedValue(invite),
    revokeCliqueInvite: jest.fn().mockResolvedValue(undefined),
  };
  return { api, store: new ManageStore('c1', api) };
}

describe('ManageStore', () => {
  it('approves a request: the call is made, the request leaves the list, the notice says so', async () => {
    const { api, store } = manage();
    await store.requests.load();
    await store.answerRequest(store.requests.items[0]!, 'approve');
    expect(api.answerCliqueRequest).toHaveBeenCalledWith('c1', 'u-ben', 'approve');
    expect(store.requests.items).toEqual([]);
    expect(store.notice).toBe('Request approved');
  });

  it('declines a pending post', async () => {
    const { api, store } = manage();
    await store.pending.load();
    await store.answerPending(store.pending.items[0]!, 'decline');
    expect(api.answerCliquePending).toHaveBeenCalledWith('c1', 'p9', 'decline');
    expect(store.pending.items).toEqual([]);
  });

  it('creates an invite link (first in the list) and revokes it', async () => {
    const { api, store } = manage();
    await store.invites.load();
    expect(await store.createInvite({ maxUses: 5 })).toEqual(invite);
    expect(api.createCliqueInvite).toHaveBeenCalledWith('c1', { maxUses: 5 });
    expect(store.invites.items).toEqual([invite]);
    await store.revokeInvite(invite);
    expect(api.revokeCliqueInvite).toHaveBeenCalledWith('c1', 'i1');
    expect(store.invites.items).toEqual([]);
  });
});

describe('MembersStore', () => {
  const member = { user: ben, role: 'member' as const, joinedAt: invite.createdAt, mutedUntil: null };
  function members() {
    const api: jest.Mocked<MembersApi> = {
      listCliqueMemberPage: jest.fn().mockResolvedValue(page('members', [member])),
      changeCliqueRole: jest.fn().mockResolvedValue(undefined),
      banFromClique: jest.fn().mockResolvedValue(undefined),
      muteInClique: jest.fn().mockResolvedValue(undefined),
      unmuteInClique: jest.fn().mockResolvedValue(undefined),
      removeCliqueMember: jest.fn().mockResolvedValue(undefined),
      transferClique: jest.fn().mockResolvedValue(undefined),
    };
    return { api, store: new MembersStore('c1', api) };
  }

  it('filters by role and name', async () => {
    const { api, store } = members();
    await store.setRole('moderator');
    store.setQuery(' be ');
    await store.search();
    expect(api.listCliqueMemberPage).toHaveBeenLastCalledWith('c1', {
      role: 'moderator',
      query: 'be',
      nextToken: null,
    });
  });

  it('makes a moderator, mutes for a day, bans for ever with a reason', async () => {
    const { api, store } = members();
    await store.list.load();
    await store.changeRole(member, 'moderator');
    expect(api.changeCliqueRole).toHaveBeenCalledWith('c1', 'u-ben', 'moderator');
    expect(store.list.items[0]?.role).toBe('moderator');
    await store.mute(member, 24);
    expect(api.muteInClique).toHaveBeenCalledWith('c1', 'u-ben', 24);
    expect(store.list.items[0]?.mutedUntil).not.toBeNull();
    await store.unmute(member);
    expect(api.unmuteInClique).toHaveBeenCalledWith('c1', 'u-ben');
    expect(store.list.items[0]?.mutedUntil).toBeNull();
    await store.ban(member, null, ' spam ');
    expect(api.banFromClique).toHaveBeenCalledWith('c1', { userId: 'u-ben', reason: 'spam' });
    expect(store.list.items).toEqual([]);
    expect(store.notice).toBe('Member banned');
  });
});
