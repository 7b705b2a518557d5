import type { InjectOptions } from 'fastify';
import { loadConfig } from '../config/config';
import { connect, trackSockets } from '../../../test/socket-test-client';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { writeLimits, type WriteKind } from './limits';

type Requester = Pick<TestApp, 'request'>;
type Answer = Awaited<ReturnType<TestApp['request']>>;

/**
 * A fixed window restarts the count on its boundary: a test that must stay in one window waits
 * for the next one when less than `needSeconds` of the current one is left.
 */
async function withinOneWindow(kind: WriteKind, needSeconds = 20): Promise<void> {
  const windowMs = writeLimits[kind].windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < needSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 250));
}

/** Makes a limited write `times` times (in order) and answers the statuses. */
async function repeat(times: number, write: (i: number) => Promise<Answer>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await write(i)).status);
  return statuses;
}

const newPost = (on: Requester, user: TestUser, content = 'a post') =>
  on.request({ method: 'POST', url: '/api/posts', headers: user.auth, payload: { content } });

function expectRateLimited(res: Answer, kind: WriteKind): void {
  expect(res.status).toBe(429);
  expect(res.body.error.code).toBe('rate_limited');
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(writeLimits[kind].windowSeconds);
}

describe('write limits per account (real limits)', () => {
  let t: TestApp;
  const track = trackSockets();

  beforeAll(async () => {
    t = await createTestApp({ WRITE_LIMITS: 'on' });
  });
  afterAll(() => t.close());

  it(`answers the ${writeLimits.posts.max + 1}st post in a minute with 429 and Retry-After; another account still posts`, async () => {
    const [writer, other] = [await t.createUser(), await t.createUser()];
    await withinOneWindow('posts');
    const statuses = await repeat(writeLimits.posts.max, () => newPost(t, writer));
    expect(statuses.every((s) => s === 201)).toBe(true);
    const before = await t.db.query('SELECT count(*)::int AS n FROM posts WHERE author_id = $1', [writer.userId]);
    expectRateLimited(await newPost(t, writer, 'one too many'), 'posts');
    const after = await t.db.query('SELECT count(*)::int AS n FROM posts WHERE author_id = $1', [writer.userId]);
    expect(after.rows).toEqual(before.rows);
    expect((await newPost(t, other)).status).toBe(201);
  });

  it('does not count refused writes: a post refused for bad input leaves the whole allowance', async () => {
    const writer = await t.createUser();
    await withinOneWindow('posts');
    for (let i = 0; i < 5; i += 1) {
      const res = await t.request({
        method: 'POST',
        url: '/api/posts',
        headers: writer.auth,
        payload: { content: '' },
      });
      expect(res.status).toBe(400);
    }
    expect((await repeat(writeLimits.posts.max, () => newPost(t, writer))).every((s) => s === 201)).toBe(true);
    expect((await newPost(t, writer)).status).toBe(429);
  });

  it('limits comments, post edits, upload URLs, friend requests, follows and reports, each on its own count', async () => {
    const writer = await t.createUser();
    const author = await t.createUser();
    const target = await newPost(t, author);
    const postId = target.body.post.postId as string;
    const ownPostId = (await newPost(t, writer)).body.post.postId as string;
    const people = await Promise.all(Array.from({ length: writeLimits.follows.max + 1 }, () => t.createUser()));
    const cases: [WriteKind, (i: number) => InjectOptions][] = [
      ['comments', () => ({ method: 'POST', url: `/api/posts/${postId}/comments`, payload: { content: 'nice' } })],
      ['edits', (i) => ({ method: 'PUT', url: `/api/posts/${ownPostId}`, payload: { content: `edit ${i}` } })],
      [
        'uploads',
        (i) => ({
          method: 'POST',
          url: '/api/media/upload',
          payload: { fileName: `p${i}.png`, fileType: 'image/png', fileSize: 100 },
        }),
      ],
      [
        'friendRequests',
        (i) => ({ method: 'POST', url: '/api/friends/request', payload: { recipientId: people[i]?.userId } }),
      ],
      ['follows', (i) => ({ method: 'POST', url: `/api/follows/${people[i]?.userId}`, payload: {} })],
      [
        'reports',
        (i) => ({
          method: 'POST',
          url: '/api/reports',
          payload: { targetType: 'user', targetId: people[i]?.userId, reason: 'spam' },
        }),
      ],
    ];
    for (const [kind, request] of cases) {
      await withinOneWindow(kind);
      const { max } = writeLimits[kind];
      const statuses = await repeat(max, (i) => t.request({ ...request(i), headers: writer.auth }));
      expect({ kind, refused: statuses.filter((s) => s >= 400).length }).toEqual({ kind, refused: 0 });
      expectRateLimited(await t.request({ ...request(max), headers: writer.auth }), kind);
    }
    expect((await newPost(t, writer)).status).toBe(201);
  });

  it(`refuses the ${writeLimits.messages.max + 1}st chat message in a minute with a rate_limited frame, across the sender's sockets`, async () => {
    const [sender, recipient] = [await t.createUser(), await t.createUser()];
    await withinOneWindow('messages');
    // Four sockets stay within each connection's own frame rate (burst 20); the count is the account's.
    const sockets = await Promise.all([1, 2, 3, 4].map(async () => track(await connect(t, sender))));
    const perSocket = writeLimits.messages.max / sockets.length;
    for (const [n, socket] of sockets.entries()) {
      for (let i = 0; i < perSocket; i += 1)
        socket.send({
          action: 'sendMessage',
          recipientId: recipient.userId,
          content: `m${n}-${i}`,
          clientMessageId: `m${n}-${i}`,
        });
    }
    for (const [n, socket] of sockets.entries())
      await socket.next('message_sent', (f) => f.clientMessageId === `m${n}-${perSocket - 1}`);
    const first = sockets[0];
    if (!first) throw new Error('no socket');
    first.send({
      action: 'sendMessage',
      recipientId: recipient.userId,
      content: 'one too many',
      clientMessageId: 'over',
    });
    const refusal = await first.next('error', (f) => f.clientMessageId === 'over');
    expect(refusal.code).toBe('rate_limited');
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM messages WHERE sender_id = $1', [sender.userId]);
    expect(rows[0]).toEqual({ n: writeLimits.messages.max });
  });

  it('shares one count between two instances on one database', async () => {
    const writer = await t.createUser();
    const second = await t.openSecondInstance();
    try {
      await withinOneWindow('posts');
      const statuses = await repeat(writeLimits.posts.max, (i) => newPost(i % 2 === 0 ? t : second, writer));
      expect(statuses.every((s) => s === 201)).toBe(true);
      expectRateLimited(await newPost(second, writer), 'posts');
      expectRateLimited(await newPost(t, writer), 'posts');
    } finally {
      await second.close();
    }
  });

  it('names the 429 in the OpenAPI document of every limited route', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).body;
    for (const [path, method] of [
      ['/api/posts', 'post'],
      ['/api/posts/{id}', 'put'],
      ['/api/posts/{id}/comments', 'post'],
      ['/api/media/upload', 'post'],
      ['/api/friends/request', 'post'],
      ['/api/follows/{id}', 'post'],
      ['/api/reports', 'post'],
    ]) {
      expect(Object.keys(doc.paths[path][method].responses)).toContain('429');
    }
    expect(Object.keys(doc.paths['/api/posts/{id}'].get.responses)).not.toContain('429');
  });

  it('prunes the counts of windows long over', async () => {
    const writer = await t.createUser();
    await t.db.query(
      `INSERT INTO write_counts (user_id, kind, window_start, count) VALUES ($1, 'posts', now() - interval '3 hours', 30)`,
      [writer.userId],
    );
    await newPost(t, writer);
    await t.context.jobs.run('write-counts.prune');
    const { rows } = await t.db.query<{ kind: string; count: number }>(
      'SELECT kind, count FROM write_counts WHERE user_id = $1',
      [writer.userId],
    );
    expect(rows).toEqual([{ kind: 'posts', count: 1 }]);
  });
});

describe('WRITE_LIMITS', () => {
  it('cannot be off in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com', WRITE_LIMITS: 'off' }),
    ).toThrow(/WRITE_LIMITS cannot be off in production/);
  });

  it('is on unless turned off', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).writeLimits).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', WRITE_LIMITS: 'off' }).writeLimits).toBe(false);
  });
});
