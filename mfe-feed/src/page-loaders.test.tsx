import { act, screen } from '@testing-library/react';
import { trendingHashtags } from '@cliques/api-client';
import { me, renderPage, setUser } from './test/render';
import { HashtagsPage, preloadPagesOnLinkIntent } from './page-loaders';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  trendingHashtags: jest.fn(),
}));

it('starts loading a page when a link to it is pointed at, so the page shows without a wait', async () => {
  setUser(me);
  jest.mocked(trendingHashtags).mockResolvedValue({ period: 'today', trending: [], total: 0 });
  preloadPagesOnLinkIntent(document);
  const link = document.createElement('a');
  link.href = '/hashtag';
  link.textContent = 'Hashtags';
  document.body.append(link);
  await act(async () => {
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    // The page's code arrives (in jest, a few promise turns after the import starts).
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  link.remove();
  // Already loaded: it renders in the first pass, with no Suspense placeholder in between.
  renderPage(<HashtagsPage />, { path: '/hashtag' });
  expect(screen.getByRole('textbox', { name: 'Search hashtags' })).toBeInTheDocument();
});
