import { identityClient } from '../../../test/identity-client';
import { connect, trackSockets } from '../../../test/socket-test-client';
import type { TestUser } from '../../../test/test-app';
import { allowedWhileSuspended } from '../people/suspension';
import { act, createModerationWorld, postAs, report, type ModerationWorld } from '../../../test/moderation-world';

const password = 'a long enough password';
const day = 86_400_000;

describe('suspend_user', () => {
  let w: ModerationWorld;
  /** Dave has a real account on the built-in identity endpoint, so signing in can be tried. */
  let dave: TestUser;
  let until: string;
  const track = trackSockets();
  const signIn = (pass = password) => identityClient(w.t).srpSignIn('dave', pass);

  beforeAll(async () => {
    w = await createModerationWorld();
    const client = identityClient(w.t);
    await client.createAccount('dave', 'dave@example.com', password);
    const idToken = (await signIn()).answered.body.AuthenticationResult.IdToken as string;
    const auth = { authorization: `Bearer ${idToken}` };
    const synced = await w.t.request({ method: 'POST', url: '/api/users/sync', headers: auth });
    dave = { userId: synced.body.user.userId, username: 'dave', email: 'dave@example.com', idToken, auth };
    const postId = await postAs(w.t, dave, 'spam spam spam');
    const first = (await report(w.t, w.alice, 'post', postId, 'spam')).body.id;
    await report(w.t, w.bob, 'user', dave.userId, 'spam');
    await report(w.t, w.bob, 'post', postId, 'spam');
    const started = Date.now();
    const answer = await act(w.t, w.moderator, first, { action: 'suspend_user', days: 3, note: 'spammer' });
    expect(answer.body).toEqual({ id: first, status: 'resolved', action: 'suspend_user' });
    const { rows } = await w.t.db.query<{ until: Date }>(
      'SELECT suspended_until AS until FROM users WHERE user_id = $1',
      [dave.userId],
    );
    until = (rows[0] as { until: Date }).until.toISOString();
    expect(Date.parse(until) - started).toBeGreaterThanOrEqual(3 * day - 5000);
    expect(Date.parse(until) - started).toBeLessThanOrEqual(3 * day + 5000);
  }, 120_000);
  afterAll(() => w.t.close());

  const write = (user: TestUser) =>
    w.t.request({ method: 'POST', url: '/api/posts', headers: user.auth, payload: { content: 'let me back in' } });

  it('refuses sign-in with NotAuthorizedException naming the end date, but only to someone who knows the password', async () => {
    const { answered } = await signIn();
    expect([answered.status, answered.body]).toEqual([
      400,
      { __type: 'NotAuthorizedException', message: `Your account is suspended until ${until}.` },
    ]);
    const wrong = (await signIn('not the password at all')).answered;
    expect(wrong.body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('answers every write of an existing session with 403 suspended and the end date, changing nothing; reads go on', async () => {
    const refused = await write(dave);
    expect([refused.status, refused.body.error]).toEqual([
      403,
      { code: 'suspended', message: `Your account is suspended until ${until}.`, details: [{ until }] },
    ]);
    const others = [
      { method: 'PUT' as const, url: `/api/users/${dave.userId}`, payload: { bio: 'hi' } },
      {
        method: 'POST' as const,
        url: '/api/reports',
        payload: { targetType: 'user', targetId: w.alice.userId, reason: 'spam' },
      },
      { method: 'POST' as const, url: `/api/follows/${w.alice.userId}`, payload: {} },
      {
        method: 'POST' as const,
        url: '/api/media/upload',
        payload: { fileName: 'a.png', fileType: 'image/png', fileSize: 10, isProfilePicture: false },
      },
      {
        method: 'POST' as const,
        url: '/api/push/subscriptions',
        payload: {
          endpoint: 'https://push.example.com/send/dave',
          keys: { p256dh: 'B'.repeat(20), auth: 'a'.repeat(16) },
        },
      },
    ];
    for (const request of others)
      expect([request.url, (await w.t.request({ ...request, headers: dave.auth })).status]).toEqual([request.url, 403]);
    const { rows } = await w.t.db.query('SELECT content FROM posts WHERE author_id = $1', [dave.userId]);
    expect(rows).toEqual([{ content: 'spam spam spam' }]);
    expect((await w.t.request({ method: 'GET', url: `/api/users/${w.alice.userId}`, headers: dave.auth })).status).toBe(
      200,
    );
    expect((await w.t.request({ method: 'GET', url: '/api/notifications', headers: dave.auth })).status).toBe(200);
  });

  it('still lets a suspended person export their data and read (sync, socket ticket, media URLs, notifications read)', async () => {
    const keys = [...allowedWhileSuspended].filter((key) => key !== 'DELETE /api/account');
    const bodies: Record<string, object> = {
      'POST /api/signed-url': { keys: [`users/${dave.userId}/none.png`] },
      'PUT /api/notifications': { notificationIds: ['all'] },
    };
    for (const key of keys) {
      const [method, url] = key.split(' ') as ['POST' | 'PUT', string];
      const res = await w.t.request({
        method,
        url,
        headers: dave.auth,
        ...(bodies[key] ? { payload: bodies[key] } : {}),
      });
      expect([key, res.status < 300]).toEqual([key, true]);
    }
  });

  it('answers a chat frame with an error frame `suspended` carrying the end date, storing nothing', async () => {
    const socket = track(await connect(w.t, dave));
    socket.send({ action: 'sendMessage', recipientId: w.alice.userId, content: 'hi', clientMessageId: 'c-1' });
    const error = await socket.next('error');
    expect(error).toEqual({
      type: 'error',
      code: 'suspended',
      message: `Your account is suspended until ${until}.`,
      clientMessageId: 'c-1',
      details: [{ until }],
    });
    const { rows } = await w.t.db.query('SELECT 1 FROM messages WHERE sender_id = $1', [dave.userId]);
    expect(rows).toEqual([]);
  });

  it('resolves every open report of the target, tells each reporter and keeps the decision in the audit log', async () => {
    const notified = await w.t.request({
      method: 'GET',
      url: '/api/notifications?type=report_outcome',
      headers: w.bob.auth,
    });
    expect(notified.body.notifications).toEqual([
      expect.objectContaining({
        type: 'report_outcome',
        outcome: 'suspended',
        actor: expect.objectContaining({ userId: dave.userId }),
      }),
    ]);
    const audit = (await w.t.request({ method: 'GET', url: '/api/moderation/audit?limit=1', headers: w.admin.auth }))
      .body.items[0];
    expect(audit).toMatchObject({
      action: 'suspend_user',
      days: 3,
      note: 'spammer',
      snapshot: 'spam spam spam',
      subject: expect.objectContaining({ userId: dave.userId }),
    });
    const { rows } = await w.t.db.query(
      'SELECT target_type, status FROM reports WHERE subject_id = $1 ORDER BY target_type',
      [dave.userId],
    );
    expect(rows).toEqual([
      { target_type: 'post', status: 'resolved' },
      { target_type: 'post', status: 'resolved' },
      { target_type: 'user', status: 'open' },
    ]);
  });

  it('keeps a longer suspension that is already running', async () => {
    const personReport = (await report(w.t, w.bob, 'user', dave.userId, 'spam')).body.id;
    expect((await act(w.t, w.admin, personReport, { action: 'suspend_user', days: 1 })).status).toBe(200);
    const { rows } = await w.t.db.query<{ until: Date }>(
      'SELECT suspended_until AS until FROM users WHERE user_id = $1',
      [dave.userId],
    );
    expect((rows[0] as { until: Date }).until.toISOString()).toBe(until);
  });

  it('lets the person sign in and write again once the date has passed', async () => {
    await w.t.db.query("UPDATE users SET suspended_until = now() - interval '1 second' WHERE user_id = $1", [
      dave.userId,
    ]);
    expect((await signIn()).answered.body.AuthenticationResult.IdToken).toEqual(expect.any(String));
    expect((await write(dave)).status).toBe(201);
  });

  it('lets only an admin suspend a moderator, and nobody suspend an admin', async () => {
    const modPost = await postAs(w.t, w.moderator, 'moderators post too');
    const otherMod = await w.t.createUser('mod2');
    await w.t.request({
      method: 'PUT',
      url: `/api/admin/users/${otherMod.userId}/role`,
      headers: w.admin.auth,
      payload: { role: 'moderator' },
    });
    const aboutMod = (await report(w.t, w.alice, 'post', modPost)).body.id;
    const byModerator = await act(w.t, otherMod, aboutMod, { action: 'suspend_user' });
    expect([byModerator.status, byModerator.body.error.code]).toEqual([403, 'forbidden']);
    expect((await act(w.t, w.admin, aboutMod, { action: 'suspend_user' })).status).toBe(200);
    expect((await write(w.moderator)).status).toBe(403);

    const aboutAdmin = (await report(w.t, w.alice, 'user', w.admin.userId)).body.id;
    expect((await act(w.t, otherMod, aboutAdmin, { action: 'suspend_user' })).status).toBe(403);
    const { rows } = await w.t.db.query('SELECT suspended_until FROM users WHERE user_id = $1', [w.admin.userId]);
    expect(rows[0]).toEqual({ suspended_until: null });
  });

  it('lets a suspended person erase their account (from a recent sign-in); the audit log keeps the decisions, not their words', async () => {
    await w.t.db.query("UPDATE users SET suspended_until = now() + interval '1 day' WHERE user_id = $1", [dave.userId]);
    expect((await write(dave)).status).toBe(403);
    expect((await w.t.request({ method: 'DELETE', url: '/api/account', headers: dave.auth })).status).toBe(204);
    const { rows } = await w.t.db.query(
      "SELECT action, subject_id, snapshot FROM moderation_audit WHERE target_type <> 'user' AND action = 'suspend_user' AND note = 'spammer'",
    );
    expect(rows).toEqual([{ action: 'suspend_user', subject_id: null, snapshot: null }]);
  });
});
