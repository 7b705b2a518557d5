/** @jest-environment node */
import { ApiError } from '../errors';
import { json, installFakeApi } from '../test/fake-api';
import { actOnReport, listModerationAudit, listModerationReports } from './moderation';
import { blockUser, createReport, listBlocks, listMutes, muteUser, unblockUser, unmuteUser } from './safety';
import { createPost } from './posts';

const { sent, respondWith } = installFakeApi('id-token', (r, body) => ({
  method: r.method,
  url: new URL(r.url),
  body,
  auth: r.headers.get('authorization'),
}));
const line = (s: (typeof sent)[number]) => `${s.method} ${s.url.pathname}${s.url.search} ${s.body}`.trim();

describe('block, mute and report calls', () => {
  it('block and mute with POST, undo with DELETE, list paged, with the bearer token', async () => {
    respondWith(json(204, null));
    await blockUser('u/2');
    await unblockUser('u2');
    await muteUser('u2');
    await unmuteUser('u2');
    respondWith(json(200, { items: [], nextToken: null }));
    await listBlocks();
    await listMutes({ nextToken: 'n1', limit: 5 });
    expect(sent.map(line)).toEqual([
      'POST /api/users/u%2F2/block',
      'DELETE /api/users/u2/block',
      'POST /api/users/u2/mute',
      'DELETE /api/users/u2/mute',
      'GET /api/blocks?limit=20',
      'GET /api/mutes?limit=5&nextToken=n1',
    ]);
    expect(sent.every((s) => s.auth === 'Bearer id-token')).toBe(true);
  });

  it('reports with the body as given and returns the receipt', async () => {
    respondWith(json(201, { id: 'r1', status: 'open' }));
    await expect(createReport({ targetType: 'post', targetId: 'p1', reason: 'spam', note: 'ads' })).resolves.toEqual({
      id: 'r1',
      status: 'open',
    });
    expect(sent.map(line)).toEqual([
      'POST /api/reports {"targetType":"post","targetId":"p1","reason":"spam","note":"ads"}',
    ]);
  });

  it('moderation: the queue by status, an action, the audit log', async () => {
    respondWith(json(200, { items: [], nextToken: null }));
    await listModerationReports('resolved');
    await listModerationAudit({ nextToken: 'a' });
    respondWith(json(200, { id: 'r1', status: 'resolved', action: 'suspend_user' }));
    await actOnReport('r1', { action: 'suspend_user', days: 3 });
    expect(sent.map(line)).toEqual([
      'GET /api/moderation/reports?status=resolved&limit=20',
      'GET /api/moderation/audit?limit=20&nextToken=a',
      'POST /api/moderation/reports/r1/actions {"action":"suspend_user","days":3}',
    ]);
  });
});

describe('refusals every write can meet', () => {
  const refuse =
    (status: number, code: string, extra: { details?: unknown[]; retryAfter?: string } = {}) =>
    () =>
      new Response(
        JSON.stringify({
          error: { code, message: 'server words', ...(extra.details ? { details: extra.details } : {}) },
        }),
        {
          status,
          headers: {
            'content-type': 'application/json',
            ...(extra.retryAfter ? { 'retry-after': extra.retryAfter } : {}),
          },
        },
      );
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as ApiError,
    );

  it('429 rate_limited says how many seconds to wait (from Retry-After)', async () => {
    respondWith(refuse(429, 'rate_limited', { retryAfter: '42' }));
    expect(await failureOf(createPost({ content: 'again' }))).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: "You're doing that too often. Try again in 42 seconds.",
    });
    respondWith(refuse(429, 'rate_limited', { retryAfter: '1' }));
    expect((await failureOf(createPost({ content: 'again' })))?.message).toBe(
      "You're doing that too often. Try again in 1 second.",
    );
    respondWith(refuse(429, 'rate_limited'));
    expect((await failureOf(createPost({ content: 'again' })))?.message).toBe(
      "You're doing that too often. Try again in a moment.",
    );
  });

  it('403 suspended names the date the suspension ends', async () => {
    const until = '2031-03-04T12:00:00.000Z';
    respondWith(refuse(403, 'suspended', { details: [{ until }] }));
    const error = await failureOf(createReport({ targetType: 'user', targetId: 'u1', reason: 'other' }));
    expect(error).toMatchObject({ status: 403, code: 'suspended' });
    expect(error?.message).toBe(
      `Your account is suspended until ${new Date(until).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' })}.`,
    );
    expect(error?.message).toMatch(/2031/);
  });

  it('403 blocked says one of them blocked the other; other errors keep the server message', async () => {
    respondWith(refuse(403, 'blocked'));
    expect((await failureOf(muteUser('u1')))?.message).toBe("You can't do that: one of you has blocked the other.");
    respondWith(refuse(403, 'forbidden'));
    expect((await failureOf(muteUser('u1')))?.message).toBe('server words');
  });
});
