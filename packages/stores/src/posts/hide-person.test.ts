import { collapsePerson, withoutPerson } from './hide-person';

const post = (id: string, author: string, sharedBy?: string) => ({
  id,
  author: { userId: author },
  ...(sharedBy ? { sharedBy: { userId: sharedBy } } : {}),
});

const list = [post('1', 'bob'), post('2', 'ann', 'bob'), post('3', 'ann'), post('4', 'bob', 'ann')];

it('takes their posts and their shares off a list', () => {
  expect(withoutPerson(list, 'bob')).toEqual([post('3', 'ann')]);
});

it('collapses their posts in a clique, leaving the others as they were', () => {
  expect(collapsePerson([post('1', 'bob'), post('3', 'ann')], 'bob')).toEqual([
    { ...post('1', 'bob'), blockedAuthor: true },
    post('3', 'ann'),
  ]);
});
