import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { searchAll, type SearchAllResponse } from '@cliques/api-client';
import type { Clique } from '@cliques/contracts';
import { makeUser, renderWithProviders as renderAt } from '@cliques/test-kit';
import { addRecentSearch, readRecentSearches } from '@cliques/ui';
import { setSession, testUser } from '../test/render';
import { SearchField } from './search-field';

jest.mock('@cliques/api-client', () => ({ ...jest.requireActual('@cliques/api-client'), searchAll: jest.fn() }));

const none = { items: [], nextToken: null };
const found: SearchAllResponse = {
  posts: none,
  people: {
    items: [{ user: { ...makeUser('u-9', 'climber'), displayName: 'Cleo Climber' }, snippet: '' }],
    nextToken: null,
  },
  cliques: {
    items: [{ clique: { cliqueId: 'c-7', name: 'Crag Crew', memberCount: 4 } as Clique, snippet: '' }],
    nextToken: null,
  },
  hashtags: { items: [{ hashtag: 'climbing', postCount: 3 }], nextToken: null },
};

function renderField() {
  return renderAt(
    <>
      <SearchField />
      <textarea aria-label="Composer" />
    </>,
    { path: '/feed' },
  );
}

const field = () => screen.getByRole('searchbox', { name: 'Search' });

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  setSession(testUser);
  jest.mocked(searchAll).mockResolvedValue(found);
});

describe('the search field of the top bar', () => {
  it('is focused by Ctrl-K and ⌘-K from anywhere, and by / unless a person is typing elsewhere', async () => {
    const { user } = renderField();
    await user.keyboard('{Control>}k{/Control}');
    expect(field()).toHaveFocus();
    await user.click(screen.getByRole('textbox', { name: 'Composer' }));
    await user.keyboard('{Meta>}k{/Meta}');
    expect(field()).toHaveFocus();

    await user.click(screen.getByRole('textbox', { name: 'Composer' }));
    await user.keyboard('a/b');
    expect(screen.getByRole('textbox', { name: 'Composer' })).toHaveValue('a/b');
    expect(screen.getByRole('textbox', { name: 'Composer' })).toHaveFocus();

    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard('/');
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('');
  });

  it('opens the results page for what is typed on Enter', async () => {
    const { user } = renderField();
    await user.type(field(), '#climbing from:ada{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=%23climbing+from%3Aada&type=all');
  });

  it('suggests people, cliques and hashtags once typing pauses, three of each', async () => {
    const { user } = renderField();
    await user.type(field(), 'cl');
    const suggestions = await screen.findByRole('region', { name: 'Suggestions' });
    expect(await within(suggestions).findByRole('link', { name: /Cleo Climber/ })).toHaveAttribute(
      'href',
      '/profile/u-9',
    );
    expect(within(suggestions).getByRole('link', { name: 'Crag Crew' })).toHaveAttribute('href', '/cliques?clique=c-7');
    expect(within(suggestions).getByRole('link', { name: /climbing/ })).toHaveAttribute(
      'href',
      '/search?q=%23climbing&type=posts',
    );
    expect(jest.mocked(searchAll).mock.calls).toEqual([['cl', { limit: 3 }]]);
  });

  it('puts in: with a clique picked by name into the field', async () => {
    const { user } = renderField();
    await user.type(field(), 'crag');
    await user.click(await screen.findByRole('button', { name: 'Search in Crag Crew' }));
    expect(field()).toHaveValue('crag in:c-7');
    expect(field()).toHaveFocus();
  });

  it('moves into the suggestions with ArrowDown and closes them with Escape', async () => {
    const { user } = renderField();
    await user.type(field(), 'cl');
    await screen.findByRole('link', { name: /Cleo Climber/ });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Cleo Climber/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Suggestions' })).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
  });

  it('shows recent searches while empty, each removable, and all at once', async () => {
    addRecentSearch(testUser.userId, 'cats');
    addRecentSearch(testUser.userId, 'from:ada');
    const { user } = renderField();
    await user.click(field());
    const recent = await screen.findByRole('group', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['from:ada', 'cats']);
    await user.click(within(recent).getByRole('button', { name: 'Remove from:ada from recent searches' }));
    expect(readRecentSearches(testUser.userId)).toEqual(['cats']);
    await user.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(readRecentSearches(testUser.userId)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Suggestions' })).not.toBeInTheDocument());
    expect(searchAll).not.toHaveBeenCalled();
  });

  it('asks nothing until the field is used', () => {
    renderField();
    fireEvent.keyDown(document.body, { key: 'x' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(searchAll).not.toHaveBeenCalled();
  });
});
