import { post } from '../../../test/post-fixtures';
import { befriend } from '../../../test/social-helpers';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { connect, trackSockets } from '../../../test/socket-test-client';

describe('live counts and notifications on the socket', () => {
  let t: TestApp;
  let author: TestUser;
  let fan: TestUser;
  const track = trackSockets();
  const open = async (user: TestUser) => track(await connect(t, user));

  beforeAll(async () => {
    t = await createTestApp();
    [author, fan] = await Promise.all(['liveauthor', 'livefan'].map((n) => t.createUser(n)));
  });
  afterAll(() => t.close());

  it('sends the counts when the socket opens', async () => {
    const socket = await open(author);
    expect(await socket.next('counts')).toEqual({
      type: 'counts',
      notifications: 0,
      friendRequests: 0,
      messages: 0,
      cliqueRequests: 0,
    });
  });

  it('sends a like as a notification and new counts within a second, and mark all read clears them', async () => {
    const { postId } = await post(t, author, { content: 'like me live' });
    const socket = await open(author);
    await socket.next('counts');
    const likedAt = Date.now();
    await t.request({ method: 'POST', url: `/api/posts/${postId}/like`, headers: fan.auth });
    const frame = await socket.next('notification', undefined, 1000);
    expect(frame.notification).toMatchObject({ type: 'post_like', postId, read: false, actor: { userId: fan.userId } });
    const listed = await t.request({ method: 'GET', url: '/api/notifications', headers: author.auth });
    expect(frame.notification).toEqual(listed.body.notifications[0]);
    expect(await socket.next('counts', (c) => c.notifications === 1, 1000)).toMatchObject({ notifications: 1 });
    expect(Date.now() - likedAt).toBeLessThan(1000);

    await t.request({
      method: 'PUT',
      url: '/api/notifications',
      headers: author.auth,
      payload: { notificationIds: ['all'] },
    });
    expect(await socket.next('counts', (c) => c.notifications === 0, 1000)).toMatchObject({ notifications: 0 });
  });

  it('tells both people of a friend request and of its acceptance', async () => {
    const [asker, asked] = await Promise.all(['liveasker', 'liveasked'].map((n) => t.createUser(n)));
    const [askerSocket, askedSocket] = await Promise.all([open(asker), open(asked)]);
    await Promise.all([askerSocket.next('counts'), askedSocket.next('counts')]);
    await t.request({
      method: 'POST',
      url: '/api/friends/request',
      headers: asker.auth,
      payload: { recipientId: asked.userId },
    });
    expect(await askedSocket.next('counts', (c) => c.friendRequests === 1, 1000)).toMatchObject({
      friendRequests: 1,
      notifications: 1,
    });
    expect((await askedSocket.next('notification')).notification.type).toBe('friend_request');
    await t.request({
      method: 'POST',
      url: '/api/friends/accept',
      headers: asked.auth,
      payload: { senderId: asker.userId },
    });
    expect(await askedSocket.next('counts', (c) => c.friendRequests === 0, 1000)).toMatchObject({ friendRequests: 0 });
    expect((await askerSocket.next('notification')).notification.type).toBe('friend_accept');
  });

  it('counts a message for its recipient and clears it when read', async () => {
    const [sender, reader] = await Promise.all(['livesender', 'livereader'].map((n) => t.createUser(n)));
    await befriend(t, sender, reader);
    const [senderSocket, readerSocket] = await Promise.all([open(sender), open(reader)]);
    await readerSocket.next('counts');
    senderSocket.send({ action: 'sendMessage', recipientId: reader.userId, content: 'hello live' });
    expect(await readerSocket.next('counts', (c) => c.messages === 1, 1000)).toMatchObject({ messages: 1 });
    await t.request({
      method: 'POST',
      url: '/api/messages/mark-read',
      headers: reader.auth,
      payload: { otherUserId: sender.userId },
    });
    expect(await readerSocket.next('counts', (c) => c.messages === 0, 1000)).toMatchObject({ messages: 0 });
  });
});
