import { act, renderHook } from '@testing-library/react';
import {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  recentSearchLimit,
  removeRecentSearch,
  useRecentSearches,
} from './recent-searches';

beforeEach(() => localStorage.clear());

describe('recent searches', () => {
  it('keeps each search once, newest first, up to the limit, and per person', () => {
    for (let i = 1; i <= recentSearchLimit + 2; i++) addRecentSearch('u1', `search ${i}`);
    addRecentSearch('u1', '  search 5 ');
    addRecentSearch('u1', '   ');
    const kept = readRecentSearches('u1');
    expect(kept).toHaveLength(recentSearchLimit);
    expect(kept.slice(0, 3)).toEqual(['search 5', 'search 12', 'search 11']);
    expect(kept).not.toContain('search 1');
    expect(readRecentSearches('u2')).toEqual([]);
  });

  it('removes one, then all, and the hook follows each change', () => {
    addRecentSearch('u1', 'cats');
    addRecentSearch('u1', 'from:ada');
    const { result } = renderHook(() => useRecentSearches('u1'));
    expect(result.current).toEqual(['from:ada', 'cats']);
    act(() => removeRecentSearch('u1', 'from:ada'));
    expect(result.current).toEqual(['cats']);
    act(() => clearRecentSearches('u1'));
    expect(result.current).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('reads nothing from storage that holds something else', () => {
    localStorage.setItem('cliques.recent-searches.u1', '{"not":"a list"}');
    expect(readRecentSearches('u1')).toEqual([]);
    localStorage.setItem('cliques.recent-searches.u1', 'not json');
    expect(readRecentSearches('u1')).toEqual([]);
  });
});
