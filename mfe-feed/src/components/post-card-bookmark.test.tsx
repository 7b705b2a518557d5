import { installIndexedDb } from '@cliques/test-kit';
import { act, screen, waitFor } from '@testing-library/react';
import { ApiError, setPostBookmark } from '@cliques/api-client';
import type { BookmarkFrame } from '@cliques/contracts';
import { realtimeClient } from '@cliques/realtime';
import { postsStore } from '@cliques/stores';
import { makePost, me, renderPage, setUser } from '../test/render';
import { PostCard } from './post-card';

installIndexedDb();

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  setPostBookmark: jest.fn(),
  getSignedUrls: jest.fn(async () => []),
}));

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

beforeEach(() => {
  jest.clearAllMocks();
  postsStore.clear();
  setUser(me);
});
afterEach(() => setOnline(true));

describe('PostCard bookmark', () => {
  it('bookmarks and takes the bookmark back, pressed while bookmarked', async () => {
    jest.mocked(setPostBookmark).mockImplementation(async (_postId, bookmarked) => ({ bookmarked }));
    const { user } = renderPage(<PostCard post={makePost()} />);
    const button = screen.getByRole('button', { name: 'Bookmark' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAttribute('title', 'Bookmark');
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveAttribute('title', 'Remove bookmark');
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(jest.mocked(setPostBookmark).mock.calls).toEqual([
      ['p-1', true],
      ['p-1', false],
    ]);
  });

  it('puts the bookmark back and says why when the server refuses it', async () => {
    jest.mocked(setPostBookmark).mockRejectedValue(new ApiError(404, 'not_found', 'Post not found'));
    const { user } = renderPage(<PostCard post={makePost({ postId: 'p-gone' })} />);
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Post not found');
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps a bookmark made offline as waiting, and sends it when the connection returns', async () => {
    setOnline(false);
    jest.mocked(setPostBookmark).mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderPage(<PostCard post={makePost({ postId: 'p-offline' })} />);
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(await screen.findByText('Bookmark waiting to send')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    jest.mocked(setPostBookmark).mockReset().mockResolvedValue({ bookmarked: true });
    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('Bookmark waiting to send')).not.toBeInTheDocument());
    expect(setPostBookmark).toHaveBeenCalledWith('p-offline', true);
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a bookmark changed in another tab or device (a live frame) on the cards of that post alone', async () => {
    const handlers: ((frame: BookmarkFrame) => void)[] = [];
    const listening = jest.spyOn(realtimeClient, 'on').mockImplementation((type, handler) => {
      if (type === 'bookmark') handlers.push(handler as (frame: BookmarkFrame) => void);
      return () => true;
    });
    const post = makePost({ postId: 'p-live' });
    // As every list and the post page do with what the server answered.
    postsStore.remember([post]);
    renderPage(<PostCard post={post} />);
    act(() => handlers.forEach((handle) => handle({ type: 'bookmark', postId: 'p-other', bookmarked: true })));
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
    act(() => handlers.forEach((handle) => handle({ type: 'bookmark', postId: 'p-live', bookmarked: true })));
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
    expect(setPostBookmark).not.toHaveBeenCalled();
    listening.mockRestore();
  });
});
