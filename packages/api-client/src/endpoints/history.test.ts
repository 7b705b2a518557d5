/** @jest-environment node */
import { getCommentHistory, getPostHistory, updateComment } from './history';
import { json, installFakeApi } from '../test/fake-api';

const { sent, respondWith } = installFakeApi('id-token', (r) => ({
  method: r.method,
  url: new URL(r.url),
  body: r.body ? r.clone().json() : null,
}));

const version = { content: 'now', contentWarning: null, sensitive: false, media: [], editedAt: null };

describe('edit history calls', () => {
  it('reads a post’s and a comment’s versions', async () => {
    respondWith(json(200, { versions: [version] }));
    await expect(getPostHistory('p 1')).resolves.toEqual([version]);
    await expect(getCommentHistory('c1')).resolves.toEqual([version]);
    expect(sent.map((s) => `${s.method} ${s.url.pathname}`)).toEqual([
      'GET /api/posts/p%201/history',
      'GET /api/comments/c1/history',
    ]);
  });

  it('sends a comment’s new text with PUT', async () => {
    respondWith(json(200, { comment: { commentId: 'c1', content: 'fixed' } }));
    await expect(updateComment('p1', 'c1', 'fixed')).resolves.toMatchObject({ content: 'fixed' });
    expect(`${sent[0]?.method} ${sent[0]?.url.pathname}`).toBe('PUT /api/posts/p1/comments/c1');
    expect(await sent[0]?.body).toEqual({ content: 'fixed' });
  });
});
