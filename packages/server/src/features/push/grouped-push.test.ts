import { post } from '../../../test/post-fixtures';
import { browserKeys, startPushEndpoint } from '../../../test/push-endpoint';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

describe('web push of grouped notifications', () => {
  let t: TestApp;
  let pushService: Awaited<ReturnType<typeof startPushEndpoint>>;
  let author: TestUser;
  let browser: ReturnType<typeof browserKeys>;

  beforeAll(async () => {
    pushService = await startPushEndpoint();
    t = await createTestApp({}, { pushTls: { ca: pushService.ca } });
    author = await t.createUser('grouped_author');
    browser = browserKeys(`${pushService.url}/push/grouped`);
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

  const waitForPushes = async (n: number) => {
    const deadline = Date.now() + 3000;
    while (pushService.received.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return pushService.received.map((push) => browser.decrypt(push.body));
  };

  it('pushes each like as the one line of its group, under the group’s tag, in the reader’s language', async () => {
    const { postId } = await post(t, author, { content: 'liked a lot' });
    const likers = [await t.createUser('liker_ana'), await t.createUser('liker_ben'), await t.createUser('liker_cy')];
    for (const liker of likers) {
      await t.request({ method: 'POST', url: `/api/posts/${postId}/like`, headers: liker.auth });
      await waitForPushes(likers.indexOf(liker) + 1);
    }
    const pushes = await waitForPushes(3);
    const tag = (pushes[0] as { tag: string }).tag;
    expect(tag).toMatch(/^group:/);
    expect(pushes).toEqual([
      { title: 'Likes', body: 'liker_ana liked your post', url: `/post/${postId}`, tag },
      { title: 'Likes', body: 'liker_ben and one other liked your post', url: `/post/${postId}`, tag },
      { title: 'Likes', body: 'liker_cy and 2 others liked your post', url: `/post/${postId}`, tag },
    ]);

    await t.db.query("UPDATE users SET language = 'ar' WHERE user_id = $1", [author.userId]);
    const fourth = await t.createUser('liker_dee');
    await t.request({ method: 'POST', url: `/api/posts/${postId}/like`, headers: fourth.auth });
    const [, , , arabic] = await waitForPushes(4);
    expect(arabic).toMatchObject({ body: 'أُعجب liker_dee و3 أشخاص آخرين بمنشورك', tag });
  });
});
