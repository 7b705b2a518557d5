import type { Clique } from '@cliques/contracts';
import { person } from '../../../test/render';
import { CliqueDetailStore, type CliqueDetailApi } from './clique-detail-store';

const ann = person('u-ann', 'ann');
const ben = person('u-ben', 'ben');
const cal = person('u-cal', 'cal');
const clique: Clique = {
  cliqueId: 'c1',
  name: 'Climbers',
  description: '',
  ownerId: 'u-ann',
  members: [ann, ben],
  memberCount: 2,
  createdAt: '2026-11-21T10:00:00.000Z',
};

function setup(me: string) {
  const api: jest.Mocked<CliqueDetailApi> = {
    getClique: jest.fn().mockResolvedValue(clique),
    updateClique: jest.fn(),
    deleteClique: jest.fn().mockResolvedValue(undefined),
    addCliqueMember: jest.fn(),
    removeCliqueMember: jest.fn().mockResolvedValue(undefined),
    listFriends: jest.fn().mockResolvedValue([ben, cal]),
    searchUsers: jest.fn(),
  };
  const onChange = jest.fn();
  return { api, onChange, store: new CliqueDetailStore('c1', me, api, onChange) };
}

describe('CliqueDetailStore', () => {
  it('the owner sees friends not yet in the clique as candidates, adds one and the count follows', async () => {
    const { api, onChange, store } = setup('u-ann');
    await store.load();
    expect(store.isOwner).toBe(true);
    expect(store.candidates.map((u) => u.userId)).toEqual(['u-cal']);
    api.addCliqueMember.mockResolvedValueOnce([ann, ben, cal]);
    await store.addMember('u-cal');
    expect(store.clique?.memberCount).toBe(3);
    expect(store.candidates).toEqual([]);
    expect(onChange).toHaveBeenLastCalledWith('c1', expect.objectContaining({ memberCount: 3 }));
  });

  it('search replaces friends as the candidate pool', async () => {
    const { api, store } = setup('u-ann');
    await store.load();
    api.searchUsers.mockResolvedValueOnce([ben, person('u-dan', 'dan')]);
    store.setQuery('d');
    await store.search();
    expect(store.candidates.map((u) => u.userId)).toEqual(['u-dan']);
  });

  it('a member leaves; the list drops the clique', async () => {
    const { api, onChange, store } = setup('u-ben');
    await store.load();
    expect(store.isOwner).toBe(false);
    expect(api.listFriends).not.toHaveBeenCalled();
    await store.leave();
    expect(api.removeCliqueMember).toHaveBeenCalledWith('c1', 'u-ben');
    expect(onChange).toHaveBeenCalledWith('c1', null);
  });

  it("shows the server's refusal and keeps the clique", async () => {
    const { api, store } = setup('u-ben');
    await store.load();
    api.updateClique.mockRejectedValueOnce(new Error('Only the owner of the clique may do that'));
    expect(await store.edit({ name: 'Mine' })).toBe(false);
    expect(store.error).toBe('Only the owner of the clique may do that');
    expect(store.clique?.name).toBe('Climbers');
  });

  it('a clique you may not see is an error state (the server says 404)', async () => {
    const { api, store } = setup('u-cal');
    api.getClique.mockReset().mockRejectedValueOnce(new Error('Clique not found'));
    await store.load();
    expect(store).toMatchObject({ status: 'error', error: 'Clique not found' });
  });
});
