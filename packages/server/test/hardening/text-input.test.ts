import type { InjectOptions } from 'fastify';
import { connect, trackSockets } from '../socket-test-client';
import { createClique, post } from '../post-fixtures';
import { identityClient } from '../identity-client';
import { createTestApp, type TestApp, type TestUser } from '../test-app';
import { changedTables, databaseState } from '../db-checksum';

// Issue 16, findings 1 and 4: a NUL in any text gave 500 (PostgreSQL: invalid byte sequence 0x00),
// and a right-to-left override in a display name flipped the @handle shown beside it.
describe('text at the boundary: NUL, lone surrogates and bidi controls', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let postId: string;
  const track = trackSockets();
  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob] = [await t.createUser('alice_h'), await t.createUser('bob_h')];
    postId = (await post(t, alice, { content: 'hello' })).postId;
    await createClique(t, [alice, bob]);
  }, 120_000);
  afterAll(() => t.close());

  const hostile: [string, (nul: string) => InjectOptions][] = [
    ['a post', (s) => ({ method: 'POST', url: '/api/posts', payload: { content: `a${s}b` } })],
    ['a hashtag in a post', (s) => ({ method: 'POST', url: '/api/posts', payload: { content: `#tag${s}x` } })],
    ['a post edit', (s) => ({ method: 'PUT', url: `/api/posts/${postId}`, payload: { content: `a${s}b` } })],
    ['a comment', (s) => ({ method: 'POST', url: `/api/posts/${postId}/comments`, payload: { content: `a${s}b` } })],
    ['a share comment', (s) => ({ method: 'POST', url: `/api/posts/${postId}/share`, payload: { comment: `a${s}b` } })],
    [
      'a display name',
      (s) => ({ method: 'PUT', url: `/api/users/${alice.userId}`, payload: { displayName: `a${s}b` } }),
    ],
    [
      'a settings key',
      (s) => ({
        method: 'PUT',
        url: `/api/users/${alice.userId}/settings`,
        payload: { settings: { [`k${s}`]: true } },
      }),
    ],
    [
      'a settings value',
      (s) => ({ method: 'PUT', url: `/api/users/${alice.userId}/settings`, payload: { settings: { k: `a${s}b` } } }),
    ],
    ['a clique name', (s) => ({ method: 'POST', url: '/api/cliques', payload: { name: `a${s}b`, description: '' } })],
    [
      'a file name',
      (s) => ({
        method: 'POST',
        url: '/api/media/upload',
        payload: { fileName: `a${s}.png`, fileType: 'image/png', fileSize: 10, isProfilePicture: false },
      }),
    ],
  ];

  const inUrls: [string, (encoded: string) => InjectOptions][] = [
    ['the people search (query=a%00b)', (e) => ({ method: 'GET', url: `/api/users/search?query=${e}` })],
    ['the hashtag search', (e) => ({ method: 'GET', url: `/api/hashtags/search?hashtag=${e}` })],
    ['a path parameter', (e) => ({ method: 'GET', url: `/api/users/${e}` })],
  ];

  describe.each([
    ['NUL (U+0000)', '\u0000', 'NUL'],
    ['a lone high surrogate', '\ud800', 'lone surrogate'],
    ['a lone low surrogate', '\udc00', 'lone surrogate'],
  ])('%s', (_name, bad, words) => {
    it.each(hostile)('in %s: 400 validation_failed and nothing stored', async (_what, build) => {
      const before = await databaseState(t.db);
      const options = build(bad);
      const res = await t.request({ ...options, headers: alice.auth });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_failed', message: expect.stringContaining(words) });
      expect(changedTables(before, await databaseState(t.db))).toEqual([]);
    });

    it.each(inUrls)('in %s: 400 validation_failed', async (_what, build) => {
      // A lone surrogate has no UTF-8 form, so it cannot arrive percent-encoded; only NUL can.
      if (bad !== '\u0000') return;
      const res = await t.request({ ...build(encodeURIComponent(`a${bad}b`)), headers: alice.auth });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_failed', message: expect.stringContaining(words) });
    });

    it('in the public contact form: 400 validation_failed and nothing stored', async () => {
      const before = await databaseState(t.db);
      const res = await t.request({
        method: 'POST',
        url: '/api/contact',
        payload: { name: `a${bad}b`, email: 'a@example.com', subject: 'Hi', message: 'Hello' },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(changedTables(before, await databaseState(t.db))).toEqual([]);
    });
  });

  it("answers a malformed percent-encoding in the path in the contract's error shape (was Fastify's own)", async () => {
    const res = await t.request({ method: 'GET', url: '/api/users/%ED%A0%80', headers: alice.auth });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'validation_failed', message: expect.any(String) } });
  });

  it("refuses a NUL in SignUp's name attribute as Cognito would (InvalidParameterException, not a 500 that Amplify retries)", async () => {
    const client = identityClient(t);
    const res = await client.signUp('nul_name', 'nul@example.com', 'long enough password', undefined, [
      { Name: 'name', Value: 'a\u0000b' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.__type).toBe('InvalidParameterException');
    expect((await t.db.query("SELECT 1 FROM identity_users WHERE username = 'nul_name'")).rows).toHaveLength(0);
  });

  it('answers a chat message with a NUL with an error frame, stores nothing and keeps the socket', async () => {
    const socket = track(await connect(t, alice));
    socket.send({ action: 'sendMessage', recipientId: bob.userId, content: 'a\u0000b', clientMessageId: 'nul-1' });
    expect(await socket.next('error')).toMatchObject({ type: 'error', code: 'validation_failed' });
    socket.send({ action: 'sendMessage', recipientId: bob.userId, content: '\ud800', clientMessageId: 'nul-2' });
    expect(await socket.next('error')).toMatchObject({ code: 'validation_failed' });
    expect((await t.db.query('SELECT 1 FROM messages')).rows).toHaveLength(0);
  });

  describe('bidi controls', () => {
    it('strips an unpaired right-to-left override from a display name, so it cannot flip the @handle beside it', async () => {
      const res = await t.request({
        method: 'PUT',
        url: `/api/users/${alice.userId}`,
        headers: alice.auth,
        payload: { displayName: 'Alice\u202e' },
      });
      expect(res.status).toBe(200);
      expect(res.body.user.displayName).toBe('Alice');
    });

    it('keeps properly paired controls (mixed-direction text written on purpose)', async () => {
      const paired = 'Shalom \u2067\u05e9\u05dc\u05d5\u05dd\u2069 and \u202bembedded\u202c';
      const res = await t.request({
        method: 'PUT',
        url: `/api/users/${alice.userId}`,
        headers: alice.auth,
        payload: { displayName: paired },
      });
      expect(res.body.user.displayName).toBe(paired);
    });

    it('strips unpaired controls from posts, comments, clique names and chat messages', async () => {
      const created = await post(t, alice, { content: 'before \u2067after' });
      expect(created.content).toBe('before after');
      const comment = await t.request({
        method: 'POST',
        url: `/api/posts/${postId}/comments`,
        headers: bob.auth,
        payload: { content: 'x\u202c\u202ey' },
      });
      expect(comment.body.comment.content).toBe('xy');
      const clique = await t.request({
        method: 'POST',
        url: '/api/cliques',
        headers: bob.auth,
        payload: { name: '\u202eevil', description: 'd\u2069' },
      });
      expect(clique.body.clique).toMatchObject({ name: 'evil', description: 'd' });
      const socket = track(await connect(t, alice));
      socket.send({
        action: 'sendMessage',
        recipientId: bob.userId,
        content: 'hi \u202egnirts',
        clientMessageId: 'bidi-1',
      });
      expect((await socket.next('message_sent')).message.content).toBe('hi gnirts');
    });

    it('strips them from the name given at sign-up', async () => {
      const client = identityClient(t);
      const res = await client.signUp('rlo_name', 'rlo@example.com', 'long enough password', undefined, [
        { Name: 'name', Value: 'Mallory\u202e' },
      ]);
      expect(res.status).toBe(200);
      const { rows } = await t.db.query<{ name: string }>(
        "SELECT attributes->>'name' AS name FROM identity_users WHERE username = 'rlo_name'",
      );
      expect(rows[0]?.name).toBe('Mallory');
    });
  });
});
