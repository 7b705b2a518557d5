import { screen } from '@testing-library/react';
import { listBookmarks } from '@cliques/api-client';
import { postsStore } from '@cliques/stores';
import { makePost, me, renderPage, setUser } from '../../../test/render';
import { BookmarksPage } from './bookmarks-page';

jest.mock('@cliques/api-client', () => ({ ...jest.requireActual('@cliques/api-client'), listBookmarks: jest.fn() }));

beforeEach(() => {
  jest.clearAllMocks();
  postsStore.clear();
  setUser(me);
});

describe('BookmarksPage', () => {
  it('lists your bookmarked posts as cards, pressed, and pages by nextToken', async () => {
    jest
      .mocked(listBookmarks)
      .mockResolvedValueOnce({
        posts: [makePost({ postId: 'a', content: 'kept first', bookmarkedByMe: true })],
        hasMore: true,
        nextToken: 't2',
      })
      .mockResolvedValueOnce({
        posts: [makePost({ postId: 'b', content: 'kept second', bookmarkedByMe: true })],
        hasMore: false,
        nextToken: null,
      });
    const { user } = renderPage(<BookmarksPage />, { path: '/bookmarks' });
    expect(screen.getByRole('heading', { name: 'Bookmarks' })).toBeInTheDocument();
    expect(screen.getByText('Only you can see your bookmarks.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/profile');
    expect(await screen.findByText('kept first')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('kept second')).toBeInTheDocument();
    expect(jest.mocked(listBookmarks).mock.calls).toEqual([[{ nextToken: null }], [{ nextToken: 't2' }]]);
  });

  it('says how to fill an empty list', async () => {
    jest.mocked(listBookmarks).mockResolvedValue({ posts: [], hasMore: false, nextToken: null });
    renderPage(<BookmarksPage />, { path: '/bookmarks' });
    expect(await screen.findByText('No bookmarks yet. Bookmark a post to find it here.')).toBeInTheDocument();
  });
});
