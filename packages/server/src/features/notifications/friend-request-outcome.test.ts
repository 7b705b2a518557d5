import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

/** A friend request's notification tells its recipient what they answered (issue 34, item 7). */
describe('the outcome of a friend request on its notification', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let cat: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [ann, bob, cat] = [await t.createUser('fro_ann'), await t.createUser('fro_bob'), await t.createUser('fro_cat')];
  });
  afterAll(() => t.close());

  const send = (user: TestUser, url: string, payload: object) =>
    t.request({ method: 'POST', url: `/api${url}`, headers: user.auth, payload });
  const requestNote = async (user: TestUser, from: TestUser, query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/notifications${query}`, headers: user.auth });
    expect(res.status).toBe(200);
    const items = (res.body.notifications ?? res.body.items) as {
      type: string;
      actor: { userId: string };
      outcome?: string;
    }[];
    return items.find((n) => n.type === 'friend_request' && n.actor.userId === from.userId);
  };

  it('has no outcome while pending, then accepted or declined as answered, in both list forms', async () => {
    expect((await send(ann, '/friends/request', { recipientId: bob.userId })).status).toBe(201);
    expect((await send(cat, '/friends/request', { recipientId: bob.userId })).status).toBe(201);
    expect((await requestNote(bob, ann))?.outcome).toBeUndefined();
    expect((await send(bob, '/friends/accept', { senderId: ann.userId })).status).toBe(200);
    expect((await send(bob, '/friends/decline', { senderId: cat.userId })).status).toBe(200);
    for (const query of ['?grouped=false', '']) {
      expect(await requestNote(bob, ann, query)).toMatchObject({ outcome: 'accepted' });
      expect(await requestNote(bob, cat, query)).toMatchObject({ outcome: 'declined' });
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/notifications' })).status).toBe(401);
  });
});
