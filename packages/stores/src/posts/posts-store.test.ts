import { ApiError, deletePost, setPostBookmark, setPostLike, setPostShare, updatePost } from '@cliques/api-client';
import type { Post, PostPage } from '@cliques/contracts';
import { PostList } from './post-list';
import { PostsStore } from './posts-store';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  setPostLike: jest.fn(),
  setPostShare: jest.fn(),
  setPostBookmark: jest.fn(),
  updatePost: jest.fn(),
  deletePost: jest.fn(),
}));

const person = (userId: string) => ({ userId, username: userId, displayName: userId, profilePicture: null });
const post: Post = {
  postId: 'p1',
  author: person('u-ann'),
  content: 'hello #world',
  media: [],
  hashtags: ['world'],
  mentions: [],
  cliqueId: null,
  audience: 'public',
  status: 'published',
  likesCount: 2,
  commentsCount: 1,
  sharesCount: 0,
  quotesCount: 0,
  likedByMe: false,
  sharedByMe: false,
  bookmarkedByMe: false,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  editedAt: null,
  linkPreview: null,
  contentWarning: null,
  sensitive: false,
  quote: null,
  quotePolicy: 'anyone',
};
/** Bob's share of the same post, as a feed lists it beside the post. */
const share: Post = { ...post, sharedBy: person('u-bob'), sharedAt: '2026-11-22T11:00:00.000Z', shareComment: 'look' };

let store: PostsStore;
beforeEach(() => {
  jest.clearAllMocks();
  store = new PostsStore();
  store.remember([post, share]);
});

it('a like on the post shows on its share at once, with the server’s count, and the share keeps who shared it', async () => {
  let answer!: (value: { liked: boolean; likesCount: number }) => void;
  jest.mocked(setPostLike).mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const liking = store.toggleLike(post);
  expect(store.view(share)).toMatchObject({ likedByMe: true, likesCount: 3, sharedBy: person('u-bob') });
  expect(store.isPending('like', 'p1')).toBe(true);
  await store.toggleLike(share);
  expect(setPostLike).toHaveBeenCalledTimes(1);
  answer({ liked: true, likesCount: 7 });
  await liking;
  expect(store.view(share)).toMatchObject({ likedByMe: true, likesCount: 7, shareComment: 'look' });
  expect(store.view(post)).toMatchObject({ likedByMe: true, likesCount: 7 });
  expect(store.view(post).sharedBy).toBeUndefined();
  expect(setPostLike).toHaveBeenCalledWith('p1', true);
});

it('a list asked for before a like and answered after it does not undo the like; a later list is taken as it is', async () => {
  let answerList!: (page: PostPage) => void;
  const list = new PostList(() => new Promise((resolve) => (answerList = resolve)), { posts: store });
  const loading = list.load();
  jest.mocked(setPostLike).mockResolvedValue({ liked: true, likesCount: 3 });
  await store.toggleLike(post);
  answerList({ posts: [post], nextToken: null, hasMore: false });
  await loading;
  expect(store.view(post)).toMatchObject({ likedByMe: true, likesCount: 3 });

  const later = new PostList(
    async () => ({ posts: [{ ...post, likedByMe: true, likesCount: 5 }], nextToken: null, hasMore: false }),
    {
      posts: store,
    },
  );
  await later.load();
  expect(store.view(post)).toMatchObject({ likedByMe: true, likesCount: 5 });
});

it('a failed like puts every copy back and says why', async () => {
  jest.mocked(setPostLike).mockRejectedValue(new ApiError(404, 'not_found', 'Post not found'));
  await expect(store.toggleLike(share)).rejects.toThrow('Post not found');
  expect(store.view(post)).toMatchObject({ likedByMe: false, likesCount: 2 });
  expect(store.isPending('like', 'p1')).toBe(false);
});

it('a share, an edit and a comment reach every copy', async () => {
  jest.mocked(setPostShare).mockResolvedValue({ shared: true, sharesCount: 4 });
  jest.mocked(updatePost).mockResolvedValue({
    ...post,
    content: 'new #text',
    hashtags: ['text'],
    sharedByMe: true,
    sharesCount: 4,
    contentWarning: 'Loud',
  });
  await store.toggleShare(post);
  await store.edit('p1', { content: 'new #text', contentWarning: 'Loud' });
  store.countComments('p1', 2);
  expect(store.view(share)).toMatchObject({
    sharedByMe: true,
    sharesCount: 4,
    content: 'new #text',
    contentWarning: 'Loud',
    hashtags: ['text'],
    commentsCount: 3,
    sharedBy: person('u-bob'),
  });
  expect(setPostShare).toHaveBeenCalledWith('p1', true);
});

it('a bookmark shows on every copy at once and takes the server’s answer; a failed one is put back', async () => {
  jest.mocked(setPostBookmark).mockResolvedValue({ bookmarked: true });
  await store.toggleBookmark(share);
  expect(store.view(post)).toMatchObject({ bookmarkedByMe: true });
  expect(setPostBookmark).toHaveBeenCalledWith('p1', true);
  jest.mocked(setPostBookmark).mockRejectedValue(new ApiError(404, 'not_found', 'Post not found'));
  await expect(store.toggleBookmark(post)).rejects.toThrow('Post not found');
  expect(store.view(share)).toMatchObject({ bookmarkedByMe: true });
  expect(store.isPending('bookmark', 'p1')).toBe(false);
});

it('a bookmark sent another way (kept for later offline) shows what it will be; setBookmarked puts it as told', async () => {
  const keep = jest.fn(async (_postId: string, bookmarked: boolean) => bookmarked);
  await store.toggleBookmark(post, keep);
  expect(keep).toHaveBeenCalledWith('p1', true);
  expect(setPostBookmark).not.toHaveBeenCalled();
  expect(store.view(share)).toMatchObject({ bookmarkedByMe: true });
  store.setBookmarked('p1', false);
  expect(store.view(share)).toMatchObject({ bookmarkedByMe: false });
});

it('a delete removes every copy; a post it never saw shows as given', async () => {
  jest.mocked(deletePost).mockResolvedValue();
  await store.remove('p1');
  expect(store.isDeleted('p1')).toBe(true);
  const other = { ...post, postId: 'p2', likesCount: 9 };
  expect(store.view(other)).toBe(other);
  expect(store.isDeleted('p2')).toBe(false);
});

it('a newer answer from the server replaces what the page knew; clear forgets it all', () => {
  store.remember([{ ...post, likesCount: 10, likedByMe: true }]);
  expect(store.view(share)).toMatchObject({ likesCount: 10, likedByMe: true });
  store.clear();
  expect(store.view(share)).toBe(share);
});
