import { startCursor } from '../../platform/input/page-token';
import { connect, trackSockets } from '../../../test/socket-test-client';
import { feedItems } from '../posts/post-lists.repository';
import { createClique, post } from '../../../test/post-fixtures';
import { befriend, notificationsOf } from '../../../test/social-helpers';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

type PostBody = { postId: string; author: { userId: string }; sharedBy?: { userId: string } };

/** Mute (docs/API.md "Safety", Mute): quiet for the muter only; the muted person is not told and still reaches them. */
describe('mute', () => {
  let t: TestApp;
  let muter: TestUser;
  let muted: TestUser;
  let friend: TestUser;
  let cliqueId: string;
  const track = trackSockets();
  const get = (user: TestUser, url: string) => t.request({ method: 'GET', url: `/api${url}`, headers: user.auth });
  const send = (user: TestUser, method: 'POST' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url: `/api${url}`, headers: user.auth, ...(payload ? { payload } : {}) });
  const ids = async (user: TestUser, url: string) =>
    ((await get(user, url)).body.posts as PostBody[]).map((p) => p.postId);
  const feed = (user: TestUser) => ids(user, `/users/${user.userId}/feed?limit=100`);

  beforeAll(async () => {
    t = await createTestApp();
    [muter, muted, friend] = [
      await t.createUser('mu_muter'),
      await t.createUser('mu_muted'),
      await t.createUser('mu_friend'),
    ];
    await befriend(t, muter, muted);
    await befriend(t, muter, friend);
    cliqueId = await createClique(t, [friend, muter, muted]);
  });
  afterAll(() => t.close());

  it('takes the muted person’s posts and shares out of the muter’s feed, hashtag and mention lists, and brings them back on unmute', async () => {
    const own = await post(t, muted, { content: '#mutetest loud @mu_muter' });
    const inClique = await post(t, muted, { content: '#mutetest in the clique', cliqueId });
    const fromFriend = await post(t, friend, { content: '#mutetest calm' });
    await send(muted, 'POST', `/posts/${fromFriend.postId}/share`, {});
    await send(friend, 'POST', `/posts/${own.postId}/share`, {});
    expect(await feed(muter)).toEqual(expect.arrayContaining([own.postId, inClique.postId]));

    expect((await send(muter, 'POST', `/users/${muted.userId}/mute`)).status).toBe(204);
    const quiet = await get(muter, `/users/${muter.userId}/feed?limit=100`);
    expect(
      (quiet.body.posts as PostBody[]).filter(
        (p) => p.author.userId === muted.userId || p.sharedBy?.userId === muted.userId,
      ),
    ).toEqual([]);
    expect(await feed(muter)).toEqual(
      (await feedItems(t.db, muter.userId, muter.userId, 'all', startCursor, 100)).map((i) => i.postId),
    );
    expect(await ids(muter, '/hashtags/search?hashtag=mutetest')).toEqual([fromFriend.postId]);
    expect(await ids(muter, `/users/${muter.userId}/mentions`)).toEqual([]);
    // The person, their post and their clique's page are still there when the muter goes to them.
    expect(await ids(muter, `/users/${muted.userId}/feed?type=own`)).toEqual(
      expect.arrayContaining([own.postId, inClique.postId]),
    );
    expect((await get(muter, `/posts/${own.postId}`)).status).toBe(200);
    expect(await ids(muter, `/cliques/${cliqueId}/posts`)).toContain(inClique.postId);
    // Others see everything as before.
    expect(await ids(friend, '/hashtags/search?hashtag=mutetest')).toHaveLength(3);

    const newer = await post(t, muted, { content: 'after the mute' });
    expect(await feed(muter)).not.toContain(newer.postId);
    expect((await send(muter, 'DELETE', `/users/${muted.userId}/mute`)).status).toBe(204);
    expect(await feed(muter)).toEqual(expect.arrayContaining([own.postId, inClique.postId, newer.postId]));
    expect(await ids(muter, '/hashtags/search?hashtag=mutetest')).toHaveLength(3);
  });

  it('creates no notification from the muted person for the muter, while they still may act; the muted person is not told', async () => {
    const toldBefore = await notificationsOf(t, muted);
    expect((await send(muter, 'POST', `/users/${muted.userId}/mute`)).status).toBe(204);
    const mine = await post(t, muter, { content: 'mine' });
    const before = await notificationsOf(t, muter);
    expect((await send(muted, 'POST', `/posts/${mine.postId}/like`)).status).toBe(200);
    expect((await send(muted, 'POST', `/posts/${mine.postId}/comments`, { content: 'hi' })).status).toBe(201);
    expect((await send(muted, 'POST', `/follows/${muter.userId}`, {})).status).toBe(201);
    expect(await notificationsOf(t, muter)).toEqual(before);
    expect((await send(friend, 'POST', `/posts/${mine.postId}/like`)).status).toBe(200);
    expect(await notificationsOf(t, muter)).toEqual([
      ...before,
      expect.objectContaining({ type: 'post_like', actor_id: friend.userId }),
    ]);

    expect((await get(muter, `/users/${muted.userId}`)).body.user.mutedByMe).toBe(true);
    expect((await get(muted, `/users/${muter.userId}`)).body.user.mutedByMe).toBe(false);
    expect((await get(muter, `/users/${muter.userId}`)).body.user).not.toHaveProperty('mutedByMe');
    expect(await notificationsOf(t, muted)).toEqual(toldBefore);
    expect((await send(muter, 'DELETE', `/users/${muted.userId}/mute`)).status).toBe(204);
  });

  it('hides the muted person’s comments and replies from the muter alone, in every read of the thread, until unmuted', async () => {
    const talk = await post(t, friend, { content: 'a talk' });
    const comment = (url: string, user: TestUser, content: string, parentCommentId?: string) =>
      send(user, 'POST', url, { content, ...(parentCommentId ? { parentCommentId } : {}) });
    const url = `/posts/${talk.postId}/comments`;
    const top = (await comment(url, friend, 'first')).body.comment.commentId as string;
    expect((await comment(url, muted, 'loud comment')).status).toBe(201);
    expect((await comment(url, muted, 'loud reply', top)).status).toBe(201);
    expect((await comment(url, friend, 'calm reply', top)).status).toBe(201);
    type Listed = { content: string; commentId: string; repliesCount: number };
    const read = async (user: TestUser, query = '') => (await get(user, `${url}${query}`)).body.comments as Listed[];
    const texts = async (user: TestUser, query = '') => (await read(user, query)).map((c) => c.content);
    const everything = ['first', 'loud reply', 'calm reply', 'loud comment'];
    expect(await texts(muter)).toEqual(everything);

    expect((await send(muter, 'POST', `/users/${muted.userId}/mute`)).status).toBe(204);
    expect(await texts(muter)).toEqual(['first', 'calm reply']);
    expect((await read(muter)).find((c) => c.commentId === top)?.repliesCount).toBe(1);
    expect(await texts(muter, `?parentCommentId=${top}`)).toEqual(['calm reply']);
    // The count on the post stays as it is; only the muter's reading changes, and nobody else's.
    expect((await get(muter, `/posts/${talk.postId}`)).body.post.commentsCount).toBe(4);
    expect(await texts(friend)).toEqual(everything);
    expect(await texts(muted)).toEqual(everything);
    expect(await texts(friend, `?parentCommentId=${top}`)).toEqual(['loud reply', 'calm reply']);

    expect((await send(muter, 'DELETE', `/users/${muted.userId}/mute`)).status).toBe(204);
    expect(await texts(muter)).toEqual(everything);
    expect(await texts(muter, `?parentCommentId=${top}`)).toEqual(['loud reply', 'calm reply']);
  });

  it('lets the muted person’s direct messages arrive without raising the unread badge', async () => {
    expect((await send(muter, 'POST', `/users/${muted.userId}/mute`)).status).toBe(204);
    const [inbox, mutedSocket, friendSocket] = [
      track(await connect(t, muter)),
      track(await connect(t, muted)),
      track(await connect(t, friend)),
    ];
    mutedSocket.send({ action: 'sendMessage', recipientId: muter.userId, content: 'still here' });
    expect((await inbox.next('message')).message).toMatchObject({ senderId: muted.userId, content: 'still here' });
    expect((await get(muter, '/messages/unread-count')).body).toEqual({ unreadCount: 0 });
    const conversations = await get(muter, '/messages/conversations');
    expect(
      conversations.body.conversations.find(
        (c: { withUser: { userId: string } }) => c.withUser.userId === muted.userId,
      ),
    ).toMatchObject({ unreadCount: 1 });

    friendSocket.send({ action: 'sendMessage', recipientId: muter.userId, content: 'me too' });
    await inbox.next('message', (f) => f.message.content === 'me too');
    expect((await get(muter, '/messages/unread-count')).body).toEqual({ unreadCount: 1 });
  });
});
