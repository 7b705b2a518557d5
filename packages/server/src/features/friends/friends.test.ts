import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { befriend, countsOf, notificationsOf } from '../../../test/social-helpers';

describe('friend requests', () => {
  let t: TestApp;
  let ann: TestUser;
  let ben: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    ann = await t.createUser();
    ben = await t.createUser();
  });
  const pairRows = async () =>
    (
      await t.db.query(
        'SELECT status FROM friendships WHERE $1 IN (sender_id, recipient_id) AND $2 IN (sender_id, recipient_id)',
        [ann.userId, ben.userId],
      )
    ).rows;

  const request = (from: TestUser, to: string) =>
    t.request({ method: 'POST', url: '/api/friends/request', headers: from.auth, payload: { recipientId: to } });
  const answer = (who: TestUser, action: 'accept' | 'decline', senderId: string) =>
    t.request({ method: 'POST', url: `/api/friends/${action}`, headers: who.auth, payload: { senderId } });
  const pending = (who: TestUser) =>
    t.request({ method: 'GET', url: `/api/users/${who.userId}/friends?status=pending`, headers: who.auth });
  const friends = (of: TestUser, viewer: TestUser) =>
    t.request({ method: 'GET', url: `/api/users/${of.userId}/friends`, headers: viewer.auth });

  it('walks pending → accepted: both see each other as friends, counts rise, the sender is told', async () => {
    const sent = await request(ann, ben.userId);
    expect(sent.status).toBe(201);
    expect(sent.body.friendship).toMatchObject({ senderId: ann.userId, recipientId: ben.userId, status: 'pending' });

    const bens = await pending(ben);
    expect(bens.body.pendingRequests).toHaveLength(1);
    expect(bens.body.pendingRequests[0].sender).toMatchObject({ userId: ann.userId, username: ann.username });
    expect((await pending(ann)).body.sentRequests[0].recipient.userId).toBe(ben.userId);
    expect(await notificationsOf(t, ben)).toEqual([
      expect.objectContaining({ type: 'friend_request', actor_id: ann.userId }),
    ]);

    const accepted = await answer(ben, 'accept', ann.userId);
    expect(accepted.status).toBe(200);
    expect(accepted.body.friendship.status).toBe('accepted');
    expect((await friends(ann, ben)).body.friends.map((f: { userId: string }) => f.userId)).toEqual([ben.userId]);
    expect((await friends(ben, ann)).body.friends.map((f: { userId: string }) => f.userId)).toEqual([ann.userId]);
    expect((await pending(ben)).body.pendingRequests).toEqual([]);
    expect((await countsOf(t, ann))?.friends_count).toBe(1);
    expect((await countsOf(t, ben))?.friends_count).toBe(1);
    expect(await notificationsOf(t, ann)).toEqual([
      expect.objectContaining({ type: 'friend_accept', actor_id: ben.userId }),
    ]);
  });

  it('declines: no friends, no count, and the request leaves the pending list', async () => {
    await request(ann, ben.userId);
    const declined = await answer(ben, 'decline', ann.userId);
    expect(declined.body.friendship.status).toBe('declined');
    expect((await pending(ben)).body.pendingRequests).toEqual([]);
    expect((await friends(ann, ann)).body.friends).toEqual([]);
    expect((await countsOf(t, ben))?.friends_count).toBe(0);
    expect(await notificationsOf(t, ann)).toEqual([]);
  });

  it('a request to someone who already asked you accepts theirs', async () => {
    await request(ann, ben.userId);
    const crossed = await request(ben, ann.userId);
    expect(crossed.status).toBe(200);
    expect(crossed.body.friendship).toMatchObject({
      senderId: ann.userId,
      recipientId: ben.userId,
      status: 'accepted',
    });
    expect((await countsOf(t, ann))?.friends_count).toBe(1);
  });

  it('a duplicate request changes nothing: one row, one notification, no conflict', async () => {
    await request(ann, ben.userId);
    const again = await request(ann, ben.userId);
    expect(again.status).toBe(200);
    expect(again.body.friendship.status).toBe('pending');
    expect(await pairRows()).toHaveLength(1);
    expect(await notificationsOf(t, ben)).toHaveLength(1);
  });

  it('concurrent crossed requests still leave one relation', async () => {
    await Promise.all([request(ann, ben.userId), request(ben, ann.userId)]);
    expect(await pairRows()).toHaveLength(1);
  });

  it('unfriend removes the relation from both sides and lowers the counts', async () => {
    await befriend(t, ann, ben);
    const res = await t.request({ method: 'DELETE', url: `/api/friends/${ben.userId}`, headers: ann.auth });
    expect(res.status).toBe(204);
    expect((await friends(ben, ben)).body.friends).toEqual([]);
    expect((await countsOf(t, ann))?.friends_count).toBe(0);
    expect((await countsOf(t, ben))?.friends_count).toBe(0);
    expect((await t.request({ method: 'DELETE', url: `/api/friends/${ben.userId}`, headers: ann.auth })).status).toBe(
      204,
    );
    expect((await countsOf(t, ben))?.friends_count).toBe(0);
  });

  it('withdrawing a request removes it and its notification; a new request notifies again', async () => {
    await request(ann, ben.userId);
    await t.request({ method: 'DELETE', url: `/api/friends/${ben.userId}`, headers: ann.auth });
    expect((await pending(ben)).body.pendingRequests).toEqual([]);
    expect(await notificationsOf(t, ben)).toEqual([]);
    expect((await request(ann, ben.userId)).status).toBe(201);
    expect(await notificationsOf(t, ben)).toHaveLength(1);
  });

  it('refuses a request to yourself, an unknown user, a bad id and unknown fields', async () => {
    expect((await request(ann, ann.userId)).status).toBe(400);
    expect((await request(ann, randomUUID())).status).toBe(404);
    expect((await request(ann, 'not-an-id')).status).toBe(400);
    const extra = await t.request({
      method: 'POST',
      url: '/api/friends/request',
      headers: ann.auth,
      payload: { recipientId: ben.userId, note: 'hi' },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toBe('Unknown field: note');
    expect(await pairRows()).toEqual([]);
  });

  it('only the recipient can accept: the sender accepting their own request finds nothing', async () => {
    await request(ann, ben.userId);
    expect((await answer(ann, 'accept', ben.userId)).status).toBe(404);
    expect((await answer(ann, 'accept', ann.userId)).status).toBe(400);
    const cara = await t.createUser();
    expect((await answer(cara, 'accept', ann.userId)).status).toBe(404);
    expect((await countsOf(t, ann))?.friends_count).toBe(0);
  });

  it('hides another user’s pending requests (404) but shows their friends', async () => {
    await befriend(t, ann, ben);
    const cara = await t.createUser();
    expect(
      (await t.request({ method: 'GET', url: `/api/users/${ben.userId}/friends?status=pending`, headers: cara.auth }))
        .status,
    ).toBe(404);
    expect((await friends(ben, cara)).body.friends).toHaveLength(1);
    expect(
      (await t.request({ method: 'GET', url: `/api/users/${randomUUID()}/friends`, headers: cara.auth })).status,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/users/${ben.userId}/friends?status=maybe`, headers: cara.auth }))
        .status,
    ).toBe(400);
  });

  it('a friends list kept private (settings.profile.showFriends false) is 404 for others, shown to its owner', async () => {
    await befriend(t, ann, ben);
    await t.db.query(`UPDATE users SET settings = '{"profile": {"showFriends": false}}' WHERE user_id = $1`, [
      ben.userId,
    ]);
    const hidden = await friends(ben, ann);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.message).toBe('This friends list is private');
    expect((await friends(ben, ben)).body.friends).toHaveLength(1);
    expect((await friends(ann, ben)).body.friends).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/api/friends/request', payload: { recipientId: ben.userId } })).status,
    ).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/users/${ben.userId}/friends?status=pending` })).status).toBe(
      401,
    );
    expect((await t.request({ method: 'DELETE', url: `/api/friends/${ben.userId}` })).status).toBe(401);
  });
});
