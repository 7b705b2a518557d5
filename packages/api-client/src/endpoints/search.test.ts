/** @jest-environment node */
import { ApiError } from '../errors';
import { searchAll, searchKind } from './search';
import { json, installFakeApi } from '../test/fake-api';

const { sent, respondWith } = installFakeApi('id-token', (r) => ({
  url: new URL(r.url),
  auth: r.headers.get('authorization'),
}));

describe('search calls', () => {
  it('asks for every kind, or one kind paged by nextToken, with the bearer token', async () => {
    respondWith(json(200, { items: [], nextToken: null }));
    await searchAll('climbing trip', { limit: 3 });
    await searchKind('#cats', 'posts', { sort: 'newest', nextToken: 'n2' });
    expect(sent.map((s) => `${s.url.pathname}?${s.url.searchParams}`)).toEqual([
      '/api/search?q=climbing+trip&type=all&limit=3',
      '/api/search?q=%23cats&type=posts&sort=newest&nextToken=n2',
    ]);
    expect(sent[0]?.auth).toBe('Bearer id-token');
  });

  it('answers a timeout once, as an ApiError with its code (no second try)', async () => {
    respondWith(json(503, { error: { code: 'search_timeout', message: 'Too slow' } }));
    await expect(searchKind('x', 'people')).rejects.toEqual(new ApiError(503, 'search_timeout', 'Too slow'));
    expect(sent).toHaveLength(1);
  });
});
