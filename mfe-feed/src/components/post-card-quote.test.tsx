import { screen, within } from '@testing-library/react';
import { detachQuote } from '@cliques/api-client';
import type { QuotedPost } from '@cliques/contracts';
import { postsStore } from '@cliques/stores';
import { makeSessionUser } from '@cliques/test-kit';
import { makePost, me, meSummary, renderPage, setUser } from '../test/render';
import { PostCard } from './post-card';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  detachQuote: jest.fn(async () => ({ detached: true })),
  getSignedUrls: jest.fn(async () => []),
}));

/** My post, as a quote of someone else's shows it. */
const quotedMine: QuotedPost = {
  state: 'visible',
  postId: 'p-mine',
  author: meSummary,
  content: 'My original words',
  media: [],
  cliqueId: null,
  audience: 'public',
  contentWarning: null,
  sensitive: false,
  createdAt: '2030-01-01T00:00:00.000Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  postsStore.clear();
  setUser(me);
});

describe('PostCard quote', () => {
  it('shows the quoted post inside the quote, with the quotes count of a quoted post', async () => {
    renderPage(<PostCard post={makePost({ content: 'So true', quote: quotedMine, quotesCount: 2 })} />);
    const quoted = await screen.findByRole('blockquote');
    expect(within(quoted).getByText('My original words')).toBeInTheDocument();
    const links = within(quoted)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/profile/u-me', '/post/p-mine']);
    expect(screen.getByText('2 quotes')).toBeInTheDocument();
  });

  it('says a quoted post is unavailable', async () => {
    renderPage(<PostCard post={makePost({ quote: { state: 'unavailable' } })} />);
    expect(await screen.findByText('This post is unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove quote' })).not.toBeInTheDocument();
  });

  it('lets the quoted post’s author remove the quote: it shows unavailable', async () => {
    const { user } = renderPage(<PostCard post={makePost({ postId: 'p-quote', quote: quotedMine })} />);
    await user.click(await screen.findByRole('button', { name: 'Remove quote' }));
    expect(detachQuote).toHaveBeenCalledWith('p-mine', 'p-quote');
    expect(await screen.findByText('This post is unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove quote' })).not.toBeInTheDocument();
  });

  it('offers no Quote for a post its author closed to quotes, nor Remove quote to anyone else', async () => {
    setUser(makeSessionUser({ userId: 'u-ben', username: 'ben', displayName: 'Ben' }));
    const { user } = renderPage(
      <PostCard post={makePost({ author: meSummary, quotePolicy: 'nobody', quote: quotedMine })} />,
    );
    await screen.findByRole('blockquote');
    await user.click(screen.getByRole('button', { name: 'Share (0)' }));
    expect(screen.getByRole('menuitem', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove quote' })).not.toBeInTheDocument();
  });
});
