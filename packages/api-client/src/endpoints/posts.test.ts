/** @jest-environment node */
import { ApiError } from '../errors';
import { getSignedUrls } from './media';
import { getFeed, listComments, setPostLike, setPostShare } from './posts';
import { json, installFakeApi } from '../test/fake-api';

const { sent, respondWith } = installFakeApi('id-token', (r, body) => ({
  method: r.method,
  url: new URL(r.url),
  body,
  auth: r.headers.get('authorization'),
}));

describe('posts calls', () => {
  it('asks for a feed type and page with the bearer token, leaving out an empty nextToken', async () => {
    respondWith(json(200, { posts: [], hasMore: false, nextToken: null }));
    await getFeed('u 1', 'friends', { nextToken: null });
    await getFeed('u1', 'all', { nextToken: 'abc', limit: 5 });
    expect(sent.map((s) => `${s.url.pathname}?${s.url.searchParams}`)).toEqual([
      '/api/users/u%201/feed?type=friends&limit=20',
      '/api/users/u1/feed?type=all&limit=5&nextToken=abc',
    ]);
    expect(sent[0]?.auth).toBe('Bearer id-token');
  });

  it('likes with POST and unlikes with DELETE; shares with a JSON body (empty without a comment)', async () => {
    respondWith(json(200, { liked: true, likesCount: 1 }));
    await setPostLike('p1', true);
    await setPostLike('p1', false);
    respondWith(json(200, { shared: true, sharesCount: 1 }));
    await setPostShare('p1', true);
    await setPostShare('p1', true, 'look');
    await setPostShare('p1', false);
    expect(sent.map((s) => `${s.method} ${s.url.pathname} ${s.body}`)).toEqual([
      'POST /api/posts/p1/like ',
      'DELETE /api/posts/p1/like ',
      'POST /api/posts/p1/share {}',
      'POST /api/posts/p1/share {"comment":"look"}',
      'DELETE /api/posts/p1/share ',
    ]);
  });

  it('pages comments 50 at a time by default and rejects with the server message', async () => {
    respondWith(json(404, { error: { code: 'not_found', message: 'Post not found' } }));
    const error = await listComments('p1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Post not found' });
    expect(sent[0]?.url.searchParams.get('limit')).toBe('50');
  });

  it('signs up to 100 keys in one POST /signed-url', async () => {
    respondWith(
      json(200, { results: [{ key: 'k', signedUrl: '/media/files/k?sig', expiresAt: '2030-01-01T00:00:00.000Z' }] }),
    );
    await expect(getSignedUrls(['k'])).resolves.toEqual([
      { key: 'k', signedUrl: '/media/files/k?sig', expiresAt: '2030-01-01T00:00:00.000Z' },
    ]);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ keys: ['k'], expiresIn: 3600 });
  });
});
