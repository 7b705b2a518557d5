import { screen, within } from '@testing-library/react';
import { deleteComment, getPost, listComments } from '@cliques/api-client';
import { makeComment } from '@cliques/test-kit';
import type { Comment } from '@cliques/contracts';
import { ann, makePost, me, meSummary, renderPage, setUser } from '../../../test/render';
import { PostPage } from './post-page';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  getPost: jest.fn(),
  listComments: jest.fn(),
  deleteComment: jest.fn(),
}));

/** A chain c0 ← c1 ← … ← c(n-1), each replying to the one before, as the server sends it to 3 levels. */
const chain = (length: number, last: Partial<Comment> = {}): Comment[] =>
  Array.from({ length }, (_, i) =>
    makeComment({
      commentId: `c${i}`,
      content: `reply ${i}`,
      author: i % 2 ? meSummary : ann,
      depth: i,
      parentCommentId: i === 0 ? null : `c${i - 1}`,
      repliesCount: i < length - 1 ? 1 : 0,
      ...(i === length - 1 ? last : {}),
    }),
  );

beforeEach(() => {
  jest.clearAllMocks();
  setUser(me);
  jest.mocked(getPost).mockResolvedValue(makePost({ content: 'The post', commentsCount: 6 }));
});

const open = () => renderPage(<PostPage />, { path: '/post/:postId', url: '/post/p-1' });

describe('comment threads', () => {
  it('nests replies three levels deep, then opens the rest with "Continue this thread" and comes back', async () => {
    jest.mocked(listComments).mockResolvedValueOnce({
      comments: chain(4, { repliesCount: 2 }),
      hasMore: false,
      nextToken: null,
    });
    const { user } = open();
    const deepest = await screen.findByText('reply 3');
    expect(screen.getAllByRole('list', { name: /^Replies to/ })).toHaveLength(3);
    expect(deepest.closest('ol')).toHaveAccessibleName('Replies to Ann Lee');
    jest.mocked(listComments).mockResolvedValueOnce({
      parent: chain(4)[3],
      comments: [makeComment({ commentId: 'c4', content: 'reply 4', depth: 4, parentCommentId: 'c3' })],
      hasMore: false,
      nextToken: null,
    });
    await user.click(screen.getByRole('button', { name: 'Continue this thread' }));
    expect(await screen.findByText('reply 4')).toBeInTheDocument();
    expect(listComments).toHaveBeenLastCalledWith('p-1', {}, 'c3');
    expect(screen.queryByText('reply 0')).not.toBeInTheDocument();
    jest.mocked(listComments).mockResolvedValueOnce({ comments: chain(2), hasMore: false, nextToken: null });
    await user.click(screen.getByRole('button', { name: 'Back to all comments' }));
    expect(await screen.findByText('reply 0')).toBeInTheDocument();
    expect(listComments).toHaveBeenLastCalledWith('p-1', {}, null);
  });

  it('offers "Continue this thread" where the page holds fewer replies than a comment has', async () => {
    jest.mocked(listComments).mockResolvedValueOnce({
      comments: [makeComment({ commentId: 'c0', content: 'busy', repliesCount: 3 })],
      hasMore: false,
      nextToken: null,
    });
    open();
    expect(await screen.findByRole('button', { name: 'Continue this thread' })).toBeInTheDocument();
  });

  it('shows a deleted comment as "Comment deleted" with its replies, and deleting one with replies keeps them', async () => {
    jest.mocked(listComments).mockResolvedValueOnce({
      comments: [
        makeComment({ commentId: 'gone', deleted: true, content: '', repliesCount: 1 }),
        makeComment({
          commentId: 'kept',
          content: 'still here',
          parentCommentId: 'gone',
          depth: 1,
          author: meSummary,
          repliesCount: 1,
        }),
        makeComment({ commentId: 'under', content: 'under mine', parentCommentId: 'kept', depth: 2 }),
      ],
      hasMore: false,
      nextToken: null,
    });
    jest.mocked(deleteComment).mockResolvedValue(undefined);
    const { user } = open();
    expect(await screen.findByText('still here')).toBeInTheDocument();
    expect(screen.getAllByText('Comment deleted')).toHaveLength(1);
    const mine = screen.getByRole('article', { name: 'Comment by Me' });
    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    expect(await screen.findAllByText('Comment deleted')).toHaveLength(2);
    expect(screen.queryByText('still here')).not.toBeInTheDocument();
    expect(screen.getByText('under mine')).toBeInTheDocument();
  });
});
