import { act, screen, within } from '@testing-library/react';
import { ApiError, searchAll, searchKind, type SearchAllResponse } from '@cliques/api-client';
import type { Clique } from '@cliques/contracts';
import { postsStore } from '@cliques/stores';
import { readRecentSearches } from '@cliques/ui';
import { ann, makePost, me, renderPage, setUser } from '../../../test/render';
import { SearchPage } from './search-page';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  searchAll: jest.fn(),
  searchKind: jest.fn(),
}));

const none = { items: [], nextToken: null };
const crew = { cliqueId: 'c-7', name: 'Crag Crew', memberCount: 4 } as Clique;
const all: SearchAllResponse = {
  posts: {
    items: [
      {
        post: makePost({ postId: 'p1', content: 'the climbing trip was great' }),
        snippet: 'the <mark>climbing</mark> trip',
        matchedIn: 'post',
      },
      {
        post: makePost({ postId: 'p2', content: 'a photo' }),
        snippet: 'what a <mark>climb</mark> &lt;b&gt;',
        matchedIn: 'comment',
      },
    ],
    nextToken: 'more-posts',
  },
  people: { items: [{ user: ann, snippet: 'loves <mark>climbing</mark>' }], nextToken: null },
  cliques: { items: [{ clique: crew, snippet: '<mark>Climbing</mark> on weekends' }], nextToken: null },
  hashtags: { items: [{ hashtag: 'climbing', postCount: 12 }], nextToken: null },
};

const open = (url: string) => renderPage(<SearchPage />, { path: '/search', url });

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  postsStore.clear();
  setUser(me);
});

describe('SearchPage', () => {
  it('shows the top of every kind, posts as the feed’s cards, and keeps the search among the recent ones', async () => {
    jest.mocked(searchAll).mockResolvedValue(all);
    open('/search?q=climbing&type=all');
    expect(await screen.findByText('the climbing trip was great')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toHaveLength(2);
    const comment = screen.getByText('Found in a comment:').parentElement as HTMLElement;
    expect(comment).toHaveTextContent('Found in a comment: what a climb <b>');
    expect(within(comment).getByText('climb').tagName).toBe('MARK');
    expect(comment.querySelector('b')).toBeNull();
    const people = screen.getByRole('region', { name: 'People' });
    expect(within(people).getByRole('link', { name: /Ann Lee/ })).toHaveAttribute('href', '/profile/u-ann');
    expect(people).toHaveTextContent('loves climbing');
    expect(screen.getByRole('link', { name: 'Crag Crew' })).toHaveAttribute('href', '/cliques?clique=c-7');
    expect(screen.getByRole('link', { name: 'climbing' })).toHaveAttribute('href', '/search?q=%23climbing&type=posts');
    expect(screen.getByText('12 posts')).toBeInTheDocument();
    expect(jest.mocked(searchAll).mock.calls).toEqual([['climbing', { sort: 'relevance' }]]);
    expect(readRecentSearches(me.userId)).toEqual(['climbing']);
  });

  it('pages one kind by nextToken, newest first when asked', async () => {
    jest
      .mocked(searchKind)
      .mockResolvedValueOnce({ items: [{ user: ann, snippet: '' }], nextToken: 't2' })
      .mockResolvedValueOnce({
        items: [{ user: { ...ann, userId: 'u-bo', displayName: 'Bo' }, snippet: '' }],
        nextToken: null,
      });
    const { user } = open('/search?q=a&type=people&sort=newest');
    expect(await screen.findByRole('link', { name: /Ann Lee/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'People' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Bo/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(jest.mocked(searchKind).mock.calls).toEqual([
      ['a', 'people', { sort: 'newest', nextToken: null }],
      ['a', 'people', { sort: 'newest', nextToken: 't2' }],
    ]);
  });

  it('switches kinds with the tabs, from the keyboard too, and sort with the select', async () => {
    jest.mocked(searchAll).mockResolvedValue(all);
    jest.mocked(searchKind).mockResolvedValue(none);
    const { user } = open('/search?q=climbing');
    await screen.findByText('the climbing trip was great');
    await user.click(screen.getByRole('button', { name: 'See all posts' }));
    expect(await screen.findByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    act(() => screen.getByRole('tab', { name: 'Posts' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'People' })).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    expect(
      await screen.findByText('Nothing found for “climbing”. Try other words, or fewer operators.'),
    ).toBeInTheDocument();
    expect(jest.mocked(searchKind).mock.calls.at(-1)).toEqual([
      'climbing',
      'people',
      { sort: 'newest', nextToken: null },
    ]);
  });

  it('searches a clique picked by name: in: set to its id, on the Posts tab', async () => {
    jest.mocked(searchAll).mockResolvedValue(all);
    jest.mocked(searchKind).mockResolvedValue(none);
    const { user } = open('/search?q=climbing in:old');
    await user.click(await screen.findByRole('button', { name: 'Search in this clique' }));
    expect(await screen.findByText('Searching in clique Crag Crew')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('climbing in:c-7');
    expect(jest.mocked(searchKind)).toHaveBeenLastCalledWith('climbing in:c-7', 'posts', {
      sort: 'relevance',
      nextToken: null,
    });
  });

  it('shows the server’s words for a refused query, and ours for a timeout (with Retry)', async () => {
    jest
      .mocked(searchAll)
      .mockRejectedValueOnce(new ApiError(400, 'invalid_query', 'before: wants a date like 2026-06-30'));
    open('/search?q=before:2026-13-40');
    expect(await screen.findByRole('alert')).toHaveTextContent('before: wants a date like 2026-06-30');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    jest.mocked(searchKind).mockRejectedValueOnce(new ApiError(503, 'search_timeout', 'statement timeout'));
    jest.mocked(searchKind).mockResolvedValueOnce(none);
    const { user } = open('/search?q=the&type=posts');
    expect(await screen.findByText('Search took too long. Try fewer words.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('Nothing found for “the”. Try other words, or fewer operators.'),
    ).toBeInTheDocument();
  });

  it('without a query, lists the recent searches, removable one by one and all at once', async () => {
    localStorage.setItem(`cliques.recent-searches.${me.userId}`, JSON.stringify(['from:ada', '#cats']));
    const { user } = open('/search');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    expect(within(recent).getByRole('link', { name: '#cats' })).toHaveAttribute('href', '/search?q=%23cats&type=all');
    await user.click(within(recent).getByRole('button', { name: 'Remove from:ada from recent searches' }));
    expect(within(recent).queryByRole('link', { name: 'from:ada' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(searchAll).not.toHaveBeenCalled();
  });

  it('explains the operators in How to search', () => {
    open('/search');
    const help = screen.getByRole('dialog', { name: 'How to search', hidden: true });
    expect(within(help).getByText('from:ada', { selector: 'code' })).toBeInTheDocument();
    expect(help).toHaveTextContent('Posts by this person (their username)');
    expect(screen.getByRole('button', { name: 'How to search' })).toHaveAttribute('popovertarget', help.id);
  });
});
