import type { Post } from '@cliques/contracts';
import { makePost, makeUser } from '@cliques/test-kit';
import { PostList } from './post-list';
import { PostsStore } from './posts-store';

const post = (postId: string, author: string, changes: Partial<Post> = {}): Post =>
  makePost({ postId, author: makeUser(author), content: postId, ...changes });

const page = {
  posts: [post('p1', 'u-bob'), post('p2', 'u-ann'), post('p3', 'u-ann', { sharedBy: makeUser('u-bob') })],
  hasMore: false,
  nextToken: null,
};

it('on a profile, a block takes the person’s posts and shares off the list', async () => {
  const store = new PostList(async () => page, { posts: new PostsStore() });
  await store.load();
  store.dropPerson('u-bob');
  expect(store.items.map((p) => p.postId)).toEqual(['p2']);
});

it('in a clique, a block keeps the person’s posts, collapsed', async () => {
  const store = new PostList(
    async () => ({
      ...page,
      posts: page.posts.slice(0, 2).map((p) => ({ ...p, cliqueId: 'c1', audience: 'clique' as const })),
    }),
    { sharedSpace: true, posts: new PostsStore() },
  );
  await store.load();
  store.dropPerson('u-bob');
  expect(store.items.map((p) => [p.postId, p.blockedAuthor ?? false])).toEqual([
    ['p1', true],
    ['p2', false],
  ]);
});
