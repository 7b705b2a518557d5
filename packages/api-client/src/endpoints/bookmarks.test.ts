/** @jest-environment node */
import { listBookmarks, setPostBookmark } from './bookmarks';
import { json, installFakeApi } from '../test/fake-api';

const { sent, respondWith } = installFakeApi('id-token', (r) => ({
  method: r.method,
  url: new URL(r.url),
  auth: r.headers.get('authorization'),
}));

describe('bookmark calls', () => {
  it('bookmarks with PUT and takes the bookmark back with DELETE, with the bearer token', async () => {
    respondWith(json(200, { bookmarked: true }));
    await expect(setPostBookmark('p 1', true)).resolves.toEqual({ bookmarked: true });
    await setPostBookmark('p1', false);
    expect(sent.map((s) => `${s.method} ${s.url.pathname}`)).toEqual([
      'PUT /api/posts/p%201/bookmark',
      'DELETE /api/posts/p1/bookmark',
    ]);
    expect(sent[0]?.auth).toBe('Bearer id-token');
  });

  it('pages the bookmarks, leaving out an empty nextToken', async () => {
    respondWith(json(200, { posts: [], hasMore: false, nextToken: null }));
    await listBookmarks();
    await listBookmarks({ nextToken: 'abc', limit: 5 });
    expect(sent.map((s) => `${s.url.pathname}?${s.url.searchParams}`)).toEqual([
      '/api/bookmarks?limit=20',
      '/api/bookmarks?limit=5&nextToken=abc',
    ]);
  });
});
