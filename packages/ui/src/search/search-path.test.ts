import { searchPath, withClique } from './search-path';

describe('search paths', () => {
  it('leads to the results page with the query and kind', () => {
    expect(searchPath(' #cats from:ada ')).toBe('/search?q=%23cats+from%3Aada&type=all');
    expect(searchPath('x', 'people')).toBe('/search?q=x&type=people');
  });

  it('sets one in: operator for a picked clique', () => {
    expect(withClique('climbing in:old trip', 'c-1')).toBe('climbing trip in:c-1');
    expect(withClique('', 'c-1')).toBe('in:c-1');
  });
});
