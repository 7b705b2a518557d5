import { screen } from '@testing-library/react';
import { searchHashtag, trendingHashtags } from '@cliques/api-client';
import { makePost, me, renderPage, setUser } from '../../../test/render';
import { HashtagPage } from './hashtag-page';
import { HashtagsPage } from './hashtags-page';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  trendingHashtags: jest.fn(),
  searchHashtag: jest.fn(),
}));

beforeEach(() => {
  jest.clearAllMocks();
  setUser(me);
});

describe('HashtagsPage', () => {
  it('lists trending hashtags by period and links each to its page', async () => {
    jest
      .mocked(trendingHashtags)
      .mockImplementation(async (period = 'today') =>
        period === 'today'
          ? { period, trending: [{ hashtag: 'sun', count: 3 }], total: 1 }
          : { period, trending: [], total: 0 },
      );
    const { user } = renderPage(<HashtagsPage />, { path: '/hashtag' });
    expect(await screen.findByRole('link', { name: '#sun' })).toHaveAttribute('href', '/hashtag/sun');
    expect(screen.getByText('3 people')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(await screen.findByText('No hashtags used in this period yet.')).toBeInTheDocument();
    expect(trendingHashtags).toHaveBeenLastCalledWith('week');
  });

  it('opens a searched hashtag, refusing what cannot be one', async () => {
    jest.mocked(trendingHashtags).mockResolvedValue({ period: 'today', trending: [], total: 0 });
    const { user } = renderPage(<HashtagsPage />, { path: '/hashtag' });
    const box = screen.getByRole('textbox', { name: 'Search hashtags' });
    await user.type(box, 'two words');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a hashtag: letters, digits or underscores, at most 50.');
    await user.clear(box);
    await user.type(box, '#Summer');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/hashtag/summer');
  });
});

describe('HashtagPage', () => {
  it('shows posts with the hashtag and pages by nextToken', async () => {
    jest
      .mocked(searchHashtag)
      .mockResolvedValueOnce({
        hashtag: 'sun',
        posts: [makePost({ postId: 'a', content: 'one #sun', hashtags: ['sun'] })],
        hasMore: true,
        nextToken: 't2',
      })
      .mockResolvedValueOnce({
        hashtag: 'sun',
        posts: [makePost({ postId: 'b', content: 'two #sun', hashtags: ['sun'] })],
        hasMore: false,
        nextToken: null,
      });
    const { user } = renderPage(<HashtagPage />, { path: '/hashtag/:hashtag', url: '/hashtag/Sun' });
    expect(screen.getByRole('heading', { name: '#sun' })).toBeInTheDocument();
    expect(await screen.findByText('one')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('two')).toBeInTheDocument();
    expect(jest.mocked(searchHashtag).mock.calls).toEqual([
      ['sun', { nextToken: null }],
      ['sun', { nextToken: 't2' }],
    ]);
  });

  it('says when no post has the hashtag', async () => {
    jest.mocked(searchHashtag).mockResolvedValue({ hashtag: 'none', posts: [], hasMore: false, nextToken: null });
    renderPage(<HashtagPage />, { path: '/hashtag/:hashtag', url: '/hashtag/none' });
    expect(await screen.findByText('No posts with #none yet.')).toBeInTheDocument();
  });
});
