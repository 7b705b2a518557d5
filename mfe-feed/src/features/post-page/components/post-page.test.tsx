import { screen, waitFor, within } from '@testing-library/react';
import {
  addComment,
  ApiError,
  deleteComment,
  getPost,
  listComments,
  safetyActions,
  setCommentLike,
} from '@cliques/api-client';
import type { Comment } from '@cliques/contracts';
import { ann, makePost, me, meSummary, renderPage, setUser } from '../../../test/render';
import { PostPage } from './post-page';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  getPost: jest.fn(),
  listComments: jest.fn(),
  addComment: jest.fn(),
  deleteComment: jest.fn(),
  setCommentLike: jest.fn(),
  safetyActions: {
    block: jest.fn(async () => undefined),
    mute: jest.fn(async () => undefined),
    unmute: jest.fn(),
    report: jest.fn(async () => ({ id: 'r-1', status: 'open' })),
  },
}));

const comment = (id: string, content: string, overrides: Partial<Comment> = {}): Comment => ({
  commentId: id,
  postId: 'p-1',
  author: ann,
  content,
  parentCommentId: null,
  depth: 0,
  repliesCount: 0,
  deleted: false,
  likesCount: 0,
  likedByMe: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  jest.clearAllMocks();
  setUser(me);
});

const open = () => renderPage(<PostPage />, { path: '/post/:postId', url: '/post/p-1' });

describe('PostPage', () => {
  it('shows the post with its comments and replies nested', async () => {
    jest.mocked(getPost).mockResolvedValue(makePost({ content: 'The post', commentsCount: 2 }));
    jest.mocked(listComments).mockResolvedValue({
      comments: [comment('c-1', 'First'), comment('c-2', 'A reply', { parentCommentId: 'c-1', author: meSummary })],
      hasMore: false,
      nextToken: null,
    });
    open();
    expect(await screen.findByText('The post')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    const replies = await screen.findByRole('list', { name: 'Replies to Ann Lee' });
    expect(within(replies).getByText('A reply')).toBeInTheDocument();
  });

  it('adds a comment and a reply, counting them', async () => {
    jest.mocked(getPost).mockResolvedValue(makePost({ commentsCount: 1 }));
    jest
      .mocked(listComments)
      .mockResolvedValue({ comments: [comment('c-1', 'First')], hasMore: false, nextToken: null });
    jest
      .mocked(addComment)
      .mockResolvedValueOnce(comment('c-2', 'Nice one', { author: meSummary }))
      .mockResolvedValueOnce(comment('c-3', 'Thanks', { author: meSummary, parentCommentId: 'c-1' }));
    const { user } = open();
    await user.type(await screen.findByRole('textbox', { name: 'Write a comment' }), 'Nice one');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Nice one')).toBeInTheDocument();
    expect(addComment).toHaveBeenCalledWith('p-1', 'Nice one', null, { idempotencyKey: expect.any(String) });
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'Comment by Ann Lee' });
    await user.click(within(first).getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByRole('textbox', { name: 'Reply to Ann Lee' }), 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(
      await within(await screen.findByRole('list', { name: 'Replies to Ann Lee' })).findByText('Thanks'),
    ).toBeInTheDocument();
    expect(addComment).toHaveBeenLastCalledWith('p-1', 'Thanks', 'c-1', { idempotencyKey: expect.any(String) });
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
  });

  it('likes a comment at once and rolls back on failure; deletes my comment', async () => {
    jest.mocked(getPost).mockResolvedValue(makePost({ commentsCount: 2 }));
    jest.mocked(listComments).mockResolvedValue({
      comments: [comment('c-1', 'Theirs'), comment('c-2', 'Mine', { author: meSummary })],
      hasMore: false,
      nextToken: null,
    });
    jest
      .mocked(setCommentLike)
      .mockRejectedValueOnce(new ApiError(500, 'internal', 'Internal server error'))
      .mockResolvedValueOnce({ liked: true, likesCount: 1 });
    jest.mocked(deleteComment).mockResolvedValue();
    const { user } = open();
    const theirs = await screen.findByRole('article', { name: 'Comment by Ann Lee' });
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(theirs).getByRole('button', { name: 'Like (0)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    expect(within(theirs).getByRole('button', { name: 'Like (0)' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(theirs).getByRole('button', { name: 'Like (0)' }));
    expect(await within(theirs).findByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(
      within(screen.getByRole('article', { name: 'Comment by Me' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByText('Mine')).not.toBeInTheDocument());
    expect(deleteComment).toHaveBeenCalledWith('p-1', 'c-2');
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
  });

  it('marks my post that waits for approval, with no comments, likes or shares yet', async () => {
    jest
      .mocked(getPost)
      .mockResolvedValue(
        makePost({ content: 'Held post', author: meSummary, cliqueId: 'c-1', audience: 'clique', status: 'pending' }),
      );
    open();
    expect(await screen.findByText('Held post')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Waiting for approval Only you and the clique's moderators see this post until a moderator approves it.",
    );
    expect(listComments).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: /Comments/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Like/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Share/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('says so when the post does not exist or cannot be seen', async () => {
    jest.mocked(getPost).mockRejectedValue(new ApiError(404, 'not_found', 'Post not found'));
    open();
    expect(await screen.findByText('This post does not exist, or you cannot see it.')).toBeInTheDocument();
  });

  it('reports a comment, and blocking its author takes their comments away at once', async () => {
    const bob = { userId: 'u-bob', username: 'bob', displayName: 'Bob', profilePicture: null };
    jest.mocked(getPost).mockResolvedValue(makePost({ commentsCount: 3 }));
    jest.mocked(listComments).mockResolvedValue({
      comments: [
        comment('c-1', 'Rude', { author: bob }),
        comment('c-2', 'Mine', { author: meSummary }),
        comment('c-3', 'Rude again', { author: bob }),
      ],
      hasMore: false,
      nextToken: null,
    });
    const { user } = open();
    const mine = await screen.findByRole('article', { name: 'Comment by Me' });
    expect(within(mine).queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    const [rude] = screen.getAllByRole('article', { name: 'Comment by Bob' });
    await user.click(within(rude as HTMLElement).getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report comment' }));
    await user.click(screen.getByRole('radio', { name: 'Harassment or bullying' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thanks — a moderator will look at it.')).toBeInTheDocument();
    expect(safetyActions.report).toHaveBeenCalledWith({ targetType: 'comment', targetId: 'c-1', reason: 'harassment' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(rude as HTMLElement).getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Block @bob' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByText('Rude')).not.toBeInTheDocument());
    expect(screen.queryByText('Rude again')).not.toBeInTheDocument();
    expect(screen.getByText('Mine')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
  });

  it('says the post is gone once the viewer blocks its author', async () => {
    jest.mocked(getPost).mockResolvedValue(makePost({ content: 'The post' }));
    jest.mocked(listComments).mockResolvedValue({ comments: [], hasMore: false, nextToken: null });
    const { user } = open();
    await screen.findByText('The post');
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Block @ann' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "You blocked @ann. You no longer see each other's posts, comments or profile",
    );
    expect(screen.queryByText('The post')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the feed' })).toHaveAttribute('href', '/feed');
  });
});
