import { afterBlock, afterMute } from './hide-person';

const post = (id: string, author: string, extra: { cliqueId?: string; sharedBy?: string } = {}) => ({
  id,
  author: { userId: author },
  cliqueId: extra.cliqueId ?? null,
  ...(extra.sharedBy ? { sharedBy: { userId: extra.sharedBy } } : {}),
});

const list = [post('1', 'bob'), post('2', 'ann', { sharedBy: 'bob' }), post('3', 'bob', { cliqueId: 'c' }), post('4', 'ann'), post('5', 'bob', { sharedBy: 'ann' })];

it('after a block drops their posts and shares and keeps their clique posts, collapsed', () => {
  expect(afterBlock(list, 'bob')).toEqual([{ ...post('3', 'bob', { cliqueId: 'c' }), blockedAuthor: true }, post('4', 'ann')]);
});

it('after a mute drops their posts and shares, clique posts too', () => {
  expect(afterMute(list, 'bob')).toEqual([post('4', 'ann')]);
});
