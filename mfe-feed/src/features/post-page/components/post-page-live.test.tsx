import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError, getPost, listComments } from '@cliques/api-client';
import type { CommentFrame, PostChangedFrame, ServerFrame } from '@cliques/contracts';
import { realtimeClient } from '@cliques/realtime';
import { makeComment } from '@cliques/test-kit';
import { ann, makePost, me, meSummary, renderPage, setUser } from '../../../test/render';
import { PostPage } from './post-page';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  getPost: jest.fn(),
  listComments: jest.fn(),
}));

/** The live frames the page listens to, handed to it as the socket would. */
let handlers: { type: string; handle: (frame: ServerFrame) => void }[] = [];
const receive = (frame: PostChangedFrame | CommentFrame) =>
  act(() => handlers.filter((h) => h.type === frame.type).forEach((h) => h.handle(frame)));
const watched: string[] = [];

beforeEach(() => {
  jest.clearAllMocks();
  setUser(me);
  handlers = [];
  watched.length = 0;
  jest.spyOn(realtimeClient, 'on').mockImplementation((type, handle) => {
    const entry = { type, handle: handle as (frame: ServerFrame) => void };
    handlers.push(entry);
    return () => (handlers = handlers.filter((h) => h !== entry));
  });
  jest.spyOn(realtimeClient, 'watchPost').mockImplementation((postId) => {
    watched.push(postId);
    return () => watched.splice(watched.indexOf(postId), 1);
  });
  jest.mocked(listComments).mockResolvedValue({
    comments: [makeComment({ commentId: 'c-1', content: 'First' })],
    hasMore: false,
    nextToken: null,
  });
});
afterEach(() => jest.restoreAllMocks());

const open = () => renderPage(<PostPage />, { path: '/post/:postId', url: '/post/p-1' });

describe('PostPage, live', () => {
  it('watches the open post, and shows its quote unavailable once the quoted post’s author detaches it', async () => {
    const quoted = {
      state: 'visible' as const,
      postId: 'p-quoted',
      author: ann,
      content: 'The quoted words',
      media: [],
      cliqueId: null,
      audience: 'public' as const,
      contentWarning: null,
      sensitive: false,
      createdAt: '2030-01-01T00:00:00.000Z',
    };
    jest.mocked(getPost).mockResolvedValueOnce(makePost({ content: 'My quote', quote: quoted, author: meSummary }));
    const { unmount } = open();
    expect(await screen.findByText('The quoted words')).toBeInTheDocument();
    expect(watched).toEqual(['p-1']);

    jest.mocked(getPost).mockResolvedValueOnce(makePost({ content: 'My quote', quote: { state: 'unavailable' } }));
    receive({ type: 'post_changed', postId: 'p-other' });
    expect(getPost).toHaveBeenCalledTimes(1);
    receive({ type: 'post_changed', postId: 'p-1' });
    expect(await screen.findByText('This post is unavailable')).toBeInTheDocument();
    expect(screen.queryByText('The quoted words')).not.toBeInTheDocument();
    expect(screen.getByText('My quote')).toBeInTheDocument();

    unmount();
    expect(watched).toEqual([]);
    expect(handlers).toEqual([]);
  });

  it('says the post is gone when, read again after a change, it is no longer there', async () => {
    jest.mocked(getPost).mockResolvedValueOnce(makePost({ content: 'Soon gone' }));
    open();
    expect(await screen.findByText('Soon gone')).toBeInTheDocument();
    jest.mocked(getPost).mockRejectedValueOnce(new ApiError(404, 'not_found', 'Post not found'));
    receive({ type: 'post_changed', postId: 'p-1' });
    expect(await screen.findByText('This post does not exist, or you cannot see it.')).toBeInTheDocument();
  });

  it('places a new comment at the end and a reply under its parent as they arrive, counting each once', async () => {
    jest.mocked(getPost).mockResolvedValue(makePost({ commentsCount: 1 }));
    open();
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();

    const reply = makeComment({ commentId: 'c-2', content: 'A live reply', parentCommentId: 'c-1', depth: 1 });
    receive({ type: 'comment', comment: reply });
    const replies = await screen.findByRole('list', { name: 'Replies to Ann Lee' });
    expect(within(replies).getByText('A live reply')).toBeInTheDocument();
    receive({ type: 'comment', comment: makeComment({ commentId: 'c-3', content: 'A live comment' }) });
    receive({ type: 'comment', comment: reply });
    receive({ type: 'comment', comment: makeComment({ commentId: 'c-9', postId: 'p-other', content: 'Elsewhere' }) });
    expect(await screen.findByText('A live comment')).toBeInTheDocument();
    expect(within(replies).queryByText('A live comment')).not.toBeInTheDocument();
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument());
    expect(screen.getAllByText('A live reply')).toHaveLength(1);
  });
});
