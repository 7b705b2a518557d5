import { screen, within } from '@testing-library/react';
import { getCommentHistory, getPost, getPostHistory, listComments, updateComment } from '@cliques/api-client';
import { makeComment } from '@cliques/test-kit';
import { postsStore } from '@cliques/stores';
import { makePost, me, meSummary, renderPage, setUser } from '../test/render';
import { PostPage } from '../features/post-page/components/post-page';
import { PostCard } from './post-card';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  getPost: jest.fn(),
  listComments: jest.fn(),
  getPostHistory: jest.fn(),
  getCommentHistory: jest.fn(),
  updateComment: jest.fn(),
  getSignedUrls: jest.fn(async () => []),
}));

const version = (content: string, editedAt: string | null) => ({
  content,
  contentWarning: null,
  sensitive: false,
  media: [],
  editedAt,
});

beforeEach(() => {
  jest.clearAllMocks();
  postsStore.clear();
  setUser(me);
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});

describe('edit history', () => {
  it('marks an edited post "Edited" and opens its versions, newest first', async () => {
    jest
      .mocked(getPostHistory)
      .mockResolvedValue([
        version('third', '2030-01-01T02:00:00.000Z'),
        version('second', '2030-01-01T01:00:00.000Z'),
        version('first', null),
      ]);
    const { user } = renderPage(
      <PostCard post={makePost({ content: 'third', editedAt: '2030-01-01T02:00:00.000Z' })} />,
    );
    await user.click(screen.getByRole('button', { name: /^Edited/ }));
    const versions = await screen.findByRole('list', { name: 'Versions, newest first' });
    expect(
      within(versions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Current version · Edited .*third$/),
      expect.stringMatching(/^Edited .*second$/),
      'Originalfirst',
    ]);
    expect(getPostHistory).toHaveBeenCalledWith('p-1');
  });

  it('shows no "Edited" on a post never edited', () => {
    renderPage(<PostCard post={makePost()} />);
    expect(screen.queryByRole('button', { name: /^Edited/ })).not.toBeInTheDocument();
  });

  it('lets the author edit their comment in place, then shows it edited with its versions', async () => {
    jest.mocked(getPost).mockResolvedValue(makePost({ content: 'The post', commentsCount: 1 }));
    jest.mocked(listComments).mockResolvedValue({
      comments: [makeComment({ commentId: 'c1', content: 'frist', author: meSummary })],
      hasMore: false,
      nextToken: null,
    });
    jest
      .mocked(updateComment)
      .mockResolvedValue(
        makeComment({ commentId: 'c1', content: 'first', author: meSummary, editedAt: '2030-01-01T01:00:00.000Z' }),
      );
    jest
      .mocked(getCommentHistory)
      .mockResolvedValue([version('first', '2030-01-01T01:00:00.000Z'), version('frist', null)]);
    const { user } = renderPage(<PostPage />, { path: '/post/:postId', url: '/post/p-1' });
    const mine = await screen.findByRole('article', { name: 'Comment by Me' });
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const box = within(mine).getByRole('textbox', { name: 'Edit comment' });
    await user.clear(box);
    await user.type(box, 'first');
    await user.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(await within(mine).findByText('first')).toBeInTheDocument();
    expect(updateComment).toHaveBeenCalledWith('p-1', 'c1', 'first');
    await user.click(within(mine).getByRole('button', { name: /^Edited/ }));
    expect(await screen.findByText('frist')).toBeInTheDocument();
    expect(getCommentHistory).toHaveBeenCalledWith('c1');
  });
});
