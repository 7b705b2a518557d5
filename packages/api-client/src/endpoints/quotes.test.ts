/** @jest-environment node */
import { detachQuote, listQuotes } from './quotes';
import { json, installFakeApi } from '../test/fake-api';

const { sent, respondWith } = installFakeApi('id-token', (r) => ({
  method: r.method,
  url: new URL(r.url),
  auth: r.headers.get('authorization'),
}));

describe('quote calls', () => {
  it('pages the quotes of a post, leaving out an empty nextToken', async () => {
    respondWith(json(200, { posts: [], hasMore: false, nextToken: null }));
    await listQuotes('p 1');
    await listQuotes('p1', { nextToken: 'abc', limit: 5 });
    expect(sent.map((s) => `${s.method} ${s.url.pathname}?${s.url.searchParams}`)).toEqual([
      'GET /api/posts/p%201/quotes?limit=20',
      'GET /api/posts/p1/quotes?limit=5&nextToken=abc',
    ]);
    expect(sent[0]?.auth).toBe('Bearer id-token');
  });

  it('detaches a quote with DELETE naming both posts', async () => {
    respondWith(json(200, { detached: true }));
    await expect(detachQuote('q 1', 'p2')).resolves.toEqual({ detached: true });
    expect(sent.map((s) => `${s.method} ${s.url.pathname}`)).toEqual(['DELETE /api/posts/q%201/quotes/p2']);
  });
});
