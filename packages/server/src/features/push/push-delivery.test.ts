import { connect, trackSockets } from '../../../test/socket-test-client';
import { post } from '../../../test/post-fixtures';
import { browserKeys, startPushEndpoint } from '../../../test/push-endpoint';
import { befriend } from '../../../test/social-helpers';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

describe('web push to people with no socket open', () => {
  let t: TestApp;
  let pushService: Awaited<ReturnType<typeof startPushEndpoint>>;
  let author: TestUser;
  let commenter: TestUser;
  let browser: ReturnType<typeof browserKeys>;
  let postId: string;
  const track = trackSockets();

  beforeAll(async () => {
    pushService = await startPushEndpoint();
    t = await createTestApp({}, { pushTls: { ca: pushService.ca } });
    [author, commenter] = await Promise.all(['pushed_author', 'pushed_commenter'].map((n) => t.createUser(n)));
    ({ postId } = await post(t, author, { content: 'push me' }));
  });
  beforeEach(async () => {
    pushService.status = 201;
    pushService.received.length = 0;
    browser = browserKeys(`${pushService.url}/push/${Math.random().toString(36).slice(2)}`);
    await t.db.query('DELETE FROM push_subscriptions');
    const res = await t.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: author.auth,
      payload: browser.subscription,
    });
    expect(res.status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await pushService.close();
  });

  const comment = () =>
    t.request({
      method: 'POST',
      url: `/api/posts/${postId}/comments`,
      headers: commenter.auth,
      payload: { content: 'nice' },
    });
  const waitForPushes = async (n: number) => {
    const deadline = Date.now() + 3000;
    while (pushService.received.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return pushService.received;
  };

  it('pushes a comment on your post, encrypted for your browser alone', async () => {
    expect((await comment()).status).toBe(201);
    const [push] = await waitForPushes(1);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push?.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    expect(push?.body.toString('utf8')).not.toContain('commented');
    expect(browser.decrypt(push?.body as Buffer)).toEqual({
      title: 'New comment',
      body: 'pushed_commenter commented on your post',
      url: `/post/${postId}`,
    });
  });

  it('pushes a mention', async () => {
    const { postId: mentioning } = await post(t, commenter, { content: 'hello @pushed_author' });
    const [push] = await waitForPushes(1);
    expect(browser.decrypt(push?.body as Buffer)).toEqual({
      title: 'Mention',
      body: 'pushed_commenter mentioned you',
      url: `/post/${mentioning}`,
    });
  });

  it('tells only the warning of a warned post, never its text', async () => {
    const { postId: warned } = await post(t, commenter, {
      content: 'the butler did it @pushed_author',
      contentWarning: 'Film spoilers',
    });
    const [push] = await waitForPushes(1);
    const payload = browser.decrypt(push?.body as Buffer);
    expect(payload).toEqual({
      title: 'Mention',
      body: 'pushed_commenter mentioned you\nContent warning: Film spoilers',
      url: `/post/${warned}`,
    });
    expect(JSON.stringify(payload)).not.toContain('butler');
  });

  it('pushes in the language your client last asked for, and keeps it through calls that name none', async () => {
    const ask = (language?: string) =>
      t.request({
        method: 'GET',
        url: `/api/users/${author.userId}`,
        headers: { ...author.auth, ...(language ? { 'accept-language': language } : {}) },
      });
    expect((await ask('es-MX,es;q=0.9')).status).toBe(200);
    expect((await ask()).status).toBe(200);
    expect((await comment()).status).toBe(201);
    const [push] = await waitForPushes(1);
    expect(browser.decrypt(push?.body as Buffer)).toEqual({
      title: 'Nuevo comentario',
      body: 'pushed_commenter comentó tu publicación',
      url: `/post/${postId}`,
    });
    await ask('en');
  });

  it('pushes nothing while you have a socket open', async () => {
    const socket = track(await connect(t, author));
    await socket.next('counts');
    await comment();
    expect(await socket.next('notification')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    expect(pushService.received).toEqual([]);
  });

  it('pushes nothing of a type you turned off', async () => {
    await t.request({
      method: 'PUT',
      url: `/api/users/${author.userId}/settings`,
      headers: author.auth,
      payload: { settings: { notifications: { comment: false } } },
    });
    await comment();
    await new Promise((r) => setTimeout(r, 300));
    expect(pushService.received).toEqual([]);
    await t.request({
      method: 'PUT',
      url: `/api/users/${author.userId}/settings`,
      headers: author.auth,
      payload: { settings: {} },
    });
  });

  it('pushes a friend request, then a chat message with its text', async () => {
    await befriend(t, commenter, author);
    const [request] = await waitForPushes(1);
    expect(browser.decrypt(request?.body as Buffer)).toEqual({
      title: 'Friend request',
      body: 'pushed_commenter sent you a friend request',
      url: '/friends',
    });
    pushService.received.length = 0;
    const socket = track(await connect(t, commenter));
    socket.send({ action: 'sendMessage', recipientId: author.userId, content: 'are you there?' });
    await socket.next('message_sent');
    const [push] = await waitForPushes(1);
    expect(browser.decrypt(push?.body as Buffer)).toEqual({
      title: 'pushed_commenter',
      body: 'are you there?',
      url: `/chat?with=${commenter.userId}`,
    });
  });

  it('pushes no chat message once messages are turned off', async () => {
    const settings = (value: object) =>
      t.request({
        method: 'PUT',
        url: `/api/users/${author.userId}/settings`,
        headers: author.auth,
        payload: { settings: value },
      });
    await settings({ notifications: { message: false } });
    const socket = track(await connect(t, commenter));
    socket.send({ action: 'sendMessage', recipientId: author.userId, content: 'quiet please' });
    await socket.next('message_sent');
    await new Promise((r) => setTimeout(r, 300));
    expect(pushService.received).toEqual([]);
    await settings({});
  });

  it('forgets a subscription the push service says is gone', async () => {
    pushService.status = 410;
    await comment();
    await waitForPushes(1);
    const deadline = Date.now() + 2000;
    let rows = 1;
    while (rows > 0 && Date.now() < deadline) {
      rows = (await t.db.query('SELECT 1 FROM push_subscriptions')).rows.length;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(rows).toBe(0);
  });
});
