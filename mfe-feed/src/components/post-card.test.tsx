import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, deletePost, safetyActions, setPostLike, setPostShare, updatePost } from '@cliques/api-client';
import { postsStore } from '@cliques/stores';
import { ann, makePost, me, meSummary, renderPage, setUser } from '../test/render';
import { PostCard } from './post-card';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  setPostLike: jest.fn(),
  setPostShare: jest.fn(),
  updatePost: jest.fn(),
  deletePost: jest.fn(),
  getSignedUrls: jest.fn(async () => []),
  safetyActions: {
    block: jest.fn(async () => undefined),
    mute: jest.fn(async () => undefined),
    unmute: jest.fn(),
    report: jest.fn(),
  },
}));

const freshUrl = (key: string) => `/media/files/${key}?expires=9999999999&sig=x`;

beforeEach(() => {
  jest.clearAllMocks();
  // Every test shows post p-1 on a new page.
  postsStore.clear();
  setUser(me);
});

describe('PostCard', () => {
  it('shows the author, text with hashtag and mention links, media and counts', () => {
    const post = makePost({
      content: 'Sunset at the #Beach with @me!',
      hashtags: ['beach'],
      mentions: [meSummary],
      media: [
        {
          key: 'users/u/media/a.png',
          url: freshUrl('users/u/media/a.png'),
          type: 'image',
          fileType: 'image/png',
          fileSize: 10,
        },
      ],
      likesCount: 2,
      commentsCount: 3,
      sharesCount: 1,
    });
    renderPage(<PostCard post={post} />);
    const card = screen.getByRole('article', { name: 'Post by Ann Lee' });
    const author = within(card).getByRole('link', { name: 'Ann Lee @ann' });
    expect(author).toHaveAttribute('href', '/profile/u-ann');
    // The author's avatar (their initial: Ann has no picture) sits in the link, beside the name.
    expect(author.querySelector('.ui-avatar')).toHaveTextContent('A');
    expect(within(card).getByRole('link', { name: '#Beach' })).toHaveAttribute('href', '/hashtag/beach');
    expect(within(card).getByRole('link', { name: '@me' })).toHaveAttribute('href', '/profile/u-me');
    expect(within(card).getByRole('img', { name: 'Image 1 of 1 by Ann Lee' })).toHaveAttribute(
      'src',
      freshUrl('users/u/media/a.png'),
    );
    expect(within(card).getByRole('button', { name: 'Like (2)' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).getByRole('link', { name: '3 comments' })).toHaveAttribute('href', '/post/p-1');
    expect(within(card).getByRole('button', { name: 'Share (1)' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('uses the author’s description as the image’s alt text and shows it on request', async () => {
    const key = 'users/u/media/b.png';
    const media = [{ key, url: freshUrl(key), type: 'image' as const, fileType: 'image/png', fileSize: 10 }];
    const { user } = renderPage(
      <PostCard post={makePost({ media: [{ ...media[0], alt: 'A cat asleep on a keyboard' }] })} />,
    );
    expect(screen.getByRole('img', { name: 'A cat asleep on a keyboard' })).toHaveAttribute('src', freshUrl(key));
    const alt = screen.getByRole('button', { name: 'ALT' });
    expect(alt).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('A cat asleep on a keyboard')).not.toBeInTheDocument();
    await user.click(alt);
    expect(alt).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('A cat asleep on a keyboard')).toBeVisible();
  });

  it('says who shared a shared item', () => {
    renderPage(
      <PostCard
        post={makePost({ sharedBy: meSummary, sharedAt: new Date().toISOString(), shareComment: 'read this' })}
      />,
    );
    expect(screen.getByText(/shared this/)).toHaveTextContent('Me shared this just now: “read this”');
  });

  it('likes at once, then takes the server count', async () => {
    let answer: (value: { liked: boolean; likesCount: number }) => void = () => undefined;
    jest.mocked(setPostLike).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderPage(<PostCard post={makePost({ likesCount: 4 })} />);
    await user.click(screen.getByRole('button', { name: 'Like (4)' }));
    expect(screen.getByRole('button', { name: 'Like (5)' })).toHaveAttribute('aria-pressed', 'true');
    expect(setPostLike).toHaveBeenCalledWith('p-1', true);
    answer({ liked: true, likesCount: 7 });
    expect(await screen.findByRole('button', { name: 'Like (7)' })).toBeInTheDocument();
  });

  it('puts the like back and says why when the call fails', async () => {
    jest.mocked(setPostLike).mockRejectedValue(new ApiError(404, 'not_found', 'Post not found'));
    const { user } = renderPage(<PostCard post={makePost({ likesCount: 1, likedByMe: true })} />);
    await user.click(screen.getByRole('button', { name: 'Like (1)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Post not found');
    expect(screen.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(setPostLike).toHaveBeenCalledWith('p-1', false);
  });

  it('shares and takes the share back through the Share menu, never on a second click alone', async () => {
    jest
      .mocked(setPostShare)
      .mockResolvedValueOnce({ shared: true, sharesCount: 1 })
      .mockResolvedValueOnce({ shared: false, sharesCount: 0 });
    const { user } = renderPage(<PostCard post={makePost()} />);
    await user.click(screen.getByRole('button', { name: 'Share (0)' }));
    expect(screen.getByRole('menuitem', { name: 'Quote' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Share (1)' }));
    expect(screen.queryByRole('menuitem', { name: 'Share' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Undo share' }));
    expect(await screen.findByRole('button', { name: 'Share (0)' })).toBeInTheDocument();
    expect(jest.mocked(setPostShare).mock.calls).toEqual([
      ['p-1', true],
      ['p-1', false],
    ]);
  });

  it('lets the author edit and delete', async () => {
    const mine = makePost({ author: meSummary, content: 'old text' });
    jest.mocked(updatePost).mockResolvedValue({ ...mine, content: 'new #text', hashtags: ['text'] });
    jest.mocked(deletePost).mockResolvedValue();
    const onDeleted = jest.fn();
    const { user } = renderPage(<PostCard post={mine} onDeleted={onDeleted} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const box = await screen.findByRole('textbox', { name: 'Edit post' });
    await user.clear(box);
    await user.type(box, 'new #text');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: '#text' })).toBeInTheDocument();
    expect(updatePost).toHaveBeenCalledWith('p-1', { content: 'new #text', contentWarning: null, sensitive: false });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Confirm delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith('p-1'));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('does not offer edit or delete on someone else’s post', () => {
    renderPage(<PostCard post={makePost({ author: ann })} />);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('PostCard safety', () => {
  const openMenu = async (user: ReturnType<typeof renderPage>['user'], name: string) => {
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name }));
  };

  it('offers Report, Mute and Block on someone else’s post, and no menu on my own', () => {
    const { unmount } = renderPage(<PostCard post={makePost({ author: meSummary })} />);
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    unmount();
    renderPage(<PostCard post={makePost()} />);
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('blocks the author after the confirmation: the card goes and the list is told', async () => {
    const onBlocked = jest.fn();
    const { user } = renderPage(<PostCard post={makePost()} onBlocked={onBlocked} />);
    await openMenu(user, 'Block @ann');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Block @ann?' })).getByRole('button', { name: 'Block' }),
    );
    expect(safetyActions.block).toHaveBeenCalledWith('u-ann');
    expect(onBlocked).toHaveBeenCalledWith('u-ann');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('collapses a clique post after blocking its author, and shows it again on request', async () => {
    const { user } = renderPage(<PostCard post={makePost({ cliqueId: 'c-1', content: 'clique news' })} />);
    await openMenu(user, 'Block @ann');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Post from a person you blocked, or who blocked you')).toBeInTheDocument();
    expect(screen.queryByText('clique news')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('clique news')).toBeInTheDocument();
  });

  it('comes collapsed when the server marks the author as blocked', async () => {
    const { user } = renderPage(
      <PostCard post={makePost({ cliqueId: 'c-1', content: 'hidden words', blockedAuthor: true })} />,
    );
    expect(
      screen.getByRole('article', { name: 'Post from a person you blocked, or who blocked you' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('hidden words')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('article', { name: 'Post by Ann Lee' })).toHaveTextContent('hidden words');
  });

  it('tells the list when the author is muted', async () => {
    const onMuted = jest.fn();
    const { user } = renderPage(<PostCard post={makePost()} onMuted={onMuted} />);
    await openMenu(user, 'Mute @ann');
    await waitFor(() => expect(onMuted).toHaveBeenCalledWith('u-ann'));
    expect(safetyActions.mute).toHaveBeenCalledWith('u-ann');
  });

  it('marks a friends-only post, and only that', () => {
    const { unmount } = renderPage(<PostCard post={makePost({ audience: 'friends' })} />);
    expect(within(screen.getByRole('article')).getByText('Friends')).toHaveAttribute(
      'title',
      "Only the author's friends can see this post",
    );
    unmount();
    renderPage(<PostCard post={makePost()} />);
    expect(within(screen.getByRole('article')).queryByText('Friends')).not.toBeInTheDocument();
  });
});
