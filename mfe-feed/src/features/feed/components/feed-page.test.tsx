import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, getFeed, listMentions, safetyActions, setPostLike } from '@cliques/api-client';
import { ann, makePost, me, renderPage, setUser } from '../../../test/render';
import { FeedPage } from './feed-page';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  getFeed: jest.fn(),
  listMentions: jest.fn(),
  setPostLike: jest.fn(),
  safetyActions: {
    block: jest.fn(async () => undefined),
    mute: jest.fn(async () => undefined),
    unmute: jest.fn(),
    report: jest.fn(),
  },
}));

const page = (contents: string[], nextToken: string | null = null) => ({
  posts: contents.map((content, i) => makePost({ postId: `p-${content}-${i}`, content })),
  hasMore: nextToken !== null,
  nextToken,
});

beforeEach(() => {
  jest.clearAllMocks();
  setUser(me);
});

describe('FeedPage', () => {
  it('a like on a post shows at once on every card of it: the post and a share of it in the same feed', async () => {
    const post = makePost({ postId: 'p-shared', content: 'worth sharing', likesCount: 2 });
    const share = { ...post, sharedBy: ann, sharedAt: new Date().toISOString() };
    jest.mocked(getFeed).mockResolvedValue({ posts: [share, post], hasMore: false, nextToken: null });
    jest.mocked(setPostLike).mockResolvedValue({ liked: true, likesCount: 3 });
    const { user } = renderPage(<FeedPage />, { path: '/feed' });
    const cards = await screen.findAllByRole('article', { name: 'Post by Ann Lee' });
    expect(cards).toHaveLength(2);
    await user.click(within(cards[1]!).getByRole('button', { name: 'Like (2)' }));
    for (const card of cards)
      expect(within(card).getByRole('button', { name: 'Like (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(cards[0]!).getByText(/shared this/)).toBeInTheDocument();
    expect(setPostLike).toHaveBeenCalledTimes(1);
  });

  it('loads the all feed, then the next page by nextToken', async () => {
    jest
      .mocked(getFeed)
      .mockResolvedValueOnce(page(['first', 'second'], 'token-2'))
      .mockResolvedValueOnce(page(['third']));
    const { user } = renderPage(<FeedPage />, { path: '/feed' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts…');
    const list = await screen.findByRole('region', { name: 'Posts' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('first'), expect.stringContaining('second')]);
    expect(getFeed).toHaveBeenLastCalledWith('u-me', 'all', { nextToken: null });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('third')).toBeInTheDocument();
    expect(getFeed).toHaveBeenLastCalledWith('u-me', 'all', { nextToken: 'token-2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('switches type filters and shows posts that mention me', async () => {
    jest.mocked(getFeed).mockResolvedValue(page([]));
    jest.mocked(listMentions).mockResolvedValue(page(['hey @me']));
    const { user } = renderPage(<FeedPage />, { path: '/feed' });
    expect(
      await screen.findByText('Your feed is empty. Write a post, or find friends and people to follow.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Friends' }));
    expect(await screen.findByText('Your friends have not posted anything yet.')).toBeInTheDocument();
    expect(getFeed).toHaveBeenLastCalledWith('u-me', 'friends', { nextToken: null });
    expect(screen.getByRole('button', { name: 'Friends' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Mentions' }));
    expect(await screen.findByText('hey @me')).toBeInTheDocument();
    expect(listMentions).toHaveBeenCalledWith('u-me', { nextToken: null });
  });

  it('shows the error with a Retry that loads again', async () => {
    jest
      .mocked(getFeed)
      .mockRejectedValueOnce(new ApiError(500, 'internal', 'Internal server error'))
      .mockResolvedValueOnce(page(['back again']));
    const { user } = renderPage(<FeedPage />, { path: '/feed' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('back again')).toBeInTheDocument();
  });

  it('takes everything of a person the viewer blocks off the feed at once: posts, shares and clique posts', async () => {
    const bob = { userId: 'u-bob', username: 'bob', displayName: 'Bob', profilePicture: null };
    jest.mocked(getFeed).mockResolvedValue({
      posts: [
        makePost({ postId: 'p-1', author: bob, content: 'bob one' }),
        makePost({ postId: 'p-2', author: ann, content: 'ann one' }),
        makePost({ postId: 'p-3', author: ann, content: 'shared by bob', sharedBy: bob }),
        makePost({ postId: 'p-4', author: bob, content: 'bob in the clique', cliqueId: 'c-1' }),
        makePost({ postId: 'p-5', author: bob, content: 'bob two' }),
      ],
      hasMore: false,
      nextToken: null,
    });
    const { user } = renderPage(<FeedPage />, { path: '/feed' });
    const list = await screen.findByRole('region', { name: 'Posts' });
    await user.click(
      within(within(list).getAllByRole('article', { name: 'Post by Bob' })[0] as HTMLElement).getByRole('button', {
        name: 'More actions',
      }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Block @bob' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Block @bob?' })).getByRole('button', { name: 'Block' }),
    );
    expect(safetyActions.block).toHaveBeenCalledWith('u-bob');
    expect(within(list).queryByText(/bob one|bob two|shared by bob|bob in the clique/)).not.toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Post by Ann Lee']);
  });

  it('takes the posts of a person the viewer mutes off the feed at once', async () => {
    const bob = { userId: 'u-bob', username: 'bob', displayName: 'Bob', profilePicture: null };
    jest.mocked(getFeed).mockResolvedValue({
      posts: [
        makePost({ postId: 'p-1', author: bob, content: 'bob one' }),
        makePost({ postId: 'p-2', content: 'ann one' }),
      ],
      hasMore: false,
      nextToken: null,
    });
    const { user } = renderPage(<FeedPage />, { path: '/feed' });
    const card = await screen.findByRole('article', { name: 'Post by Bob' });
    await user.click(within(card).getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Mute @bob' }));
    await waitFor(() => expect(screen.queryByText('bob one')).not.toBeInTheDocument());
    expect(screen.getByText('ann one')).toBeInTheDocument();
  });
});
