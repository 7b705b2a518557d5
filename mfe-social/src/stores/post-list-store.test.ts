import type { Post } from '@cliques/contracts';
import { person } from '../test/render';
import { PostListStore } from './post-list-store';

const post = (postId: string, author: string, changes: Partial<Post> = {}): Post => ({
  postId,
  author: person(author),
  content: postId,
  media: [],
  hashtags: [],
  mentions: [],
  cliqueId: null,
  audience: 'public',
  likesCount: 0,
  commentsCount: 0,
  sharesCount: 0,
  likedByMe: false,
  sharedByMe: false,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  ...changes,
});

const page = {
  posts: [post('p1', 'u-bob'), post('p2', 'u-ann'), post('p3', 'u-ann', { sharedBy: person('u-bob') })],
  hasMore: false,
  nextToken: null,
};

it('on a profile, a block takes the person’s posts and shares off the list', async () => {
  const store = new PostListStore(async () => page);
  await store.reload();
  store.personBlocked('u-bob');
  expect(store.posts.map((p) => p.postId)).toEqual(['p2']);
});

it('in a clique, a block keeps the person’s posts, collapsed', async () => {
  const store = new PostListStore(
    async () => ({
      ...page,
      posts: page.posts.slice(0, 2).map((p) => ({ ...p, cliqueId: 'c1', audience: 'clique' as const })),
    }),
    true,
  );
  await store.reload();
  store.personBlocked('u-bob');
  expect(store.posts.map((p) => [p.postId, p.blockedAuthor ?? false])).toEqual([
    ['p1', true],
    ['p2', false],
  ]);
});
