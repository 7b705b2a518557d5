import type { Comment } from '@cliques/contracts';
import { connect, trackSockets, type TestSocket } from '../../../test/socket-test-client';
import { befriend, post } from '../../../test/post-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

/** docs/API.md "Live counts": `watchPosts`, and the `post_changed` and `comment` frames of an open post. */
describe('an open post, live', () => {
  let t: TestApp;
  let author: TestUser;
  let quoter: TestUser;
  let reader: TestUser;
  let talker: TestUser;
  let muter: TestUser;
  let blocker: TestUser;
  const track = trackSockets();
  const call = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url: `/api${url}`, headers: user.auth, ...(payload ? { payload } : {}) });

  /** A socket of `user` watching these posts (the watch is registered once a later frame is answered). */
  async function watching(user: TestUser, postIds: string[]): Promise<TestSocket> {
    const socket = track(await connect(t, user));
    socket.send({ action: 'watchPosts', postIds });
    await new Promise((resolve) => setTimeout(resolve, 200));
    return socket;
  }

  beforeAll(async () => {
    t = await createTestApp();
    [author, quoter, reader, talker, muter, blocker] = await Promise.all(
      ['lp_author', 'lp_quoter', 'lp_reader', 'lp_talker', 'lp_muter', 'lp_blocker'].map((n) => t.createUser(n)),
    );
  });
  afterAll(() => t.close());

  it('tells those who have a quote open that its quoted post was detached, and the quote then reads unavailable', async () => {
    const quoted = await post(t, author, { content: 'my words' });
    const quote = await post(t, quoter, { content: 'look at this', quotedPostId: quoted.postId });
    const [open, elsewhere] = [await watching(reader, [quote.postId]), await watching(talker, [quoted.postId])];

    expect((await call(author, 'DELETE', `/posts/${quoted.postId}/quotes/${quote.postId}`)).status).toBe(200);
    expect(await open.next('post_changed', (f) => f.postId === quote.postId)).toEqual({
      type: 'post_changed',
      postId: quote.postId,
    });
    const reread = await t.request({ method: 'GET', url: `/api/posts/${quote.postId}`, headers: reader.auth });
    expect(reread.body.post.quote).toEqual({ state: 'unavailable' });
    expect(await elsewhere.collect('post_changed', 300)).toEqual([]);
  });

  it('tells of an edit and a deletion, and never watches a post the watcher may not see', async () => {
    await befriend(t, author, reader);
    const own = await post(t, author, { content: 'between friends', audience: 'friends' });
    const [friend, stranger] = [await watching(reader, [own.postId]), await watching(talker, [own.postId])];

    expect((await call(author, 'PUT', `/posts/${own.postId}`, { content: 'between friends, edited' })).status).toBe(
      200,
    );
    await friend.next('post_changed', (f) => f.postId === own.postId);
    expect((await call(author, 'DELETE', `/posts/${own.postId}`)).status).toBe(204);
    await friend.next('post_changed', (f) => f.postId === own.postId);
    expect(await stranger.collect('post_changed', 300)).toEqual([]);
  });

  it('brings a new comment and a reply under it, with its parent, to those who have the post open but whom its author is hidden from', async () => {
    const open = await post(t, author, { content: 'talk to me' });
    expect((await call(muter, 'POST', `/users/${talker.userId}/mute`)).status).toBe(204);
    expect((await call(blocker, 'POST', `/users/${talker.userId}/block`)).status).toBe(204);
    const [watcher, quiet, shut, away] = [
      await watching(reader, [open.postId]),
      await watching(muter, [open.postId]),
      await watching(blocker, [open.postId]),
      track(await connect(t, quoter)),
    ];

    const top = await call(talker, 'POST', `/posts/${open.postId}/comments`, { content: 'first!' });
    expect(top.status).toBe(201);
    const topId = top.body.comment.commentId as string;
    const heard = (await watcher.next('comment', (f) => f.comment.commentId === topId)).comment;
    expect(heard).toMatchObject({
      postId: open.postId,
      content: 'first!',
      parentCommentId: null,
      depth: 0,
      author: { userId: talker.userId },
      likedByMe: false,
    } satisfies Partial<Omit<Comment, 'author'>> & { author: { userId: string } });

    const reply = await call(author, 'POST', `/posts/${open.postId}/comments`, {
      content: 'welcome',
      parentCommentId: topId,
    });
    expect(reply.status).toBe(201);
    const replied = await watcher.next('comment', (f) => f.comment.content === 'welcome');
    expect(replied.comment).toMatchObject({ parentCommentId: topId, depth: 1, author: { userId: author.userId } });
    // The muter and the blocker hear the reply of someone they still see, never the talker's comment.
    expect((await quiet.next('comment', (f) => f.comment.content === 'welcome')).comment.parentCommentId).toBe(topId);
    await shut.next('comment', (f) => f.comment.content === 'welcome');
    expect(quiet.frames.filter((f) => f.type === 'comment')).toEqual([]);
    expect(shut.frames.filter((f) => f.type === 'comment')).toEqual([]);
    expect(await away.collect('comment', 300)).toEqual([]);

    // Unmuted, the talker's next comment reaches the muter again.
    expect((await call(muter, 'DELETE', `/users/${talker.userId}/mute`)).status).toBe(204);
    expect((await call(talker, 'POST', `/posts/${open.postId}/comments`, { content: 'again' })).status).toBe(201);
    await quiet.next('comment', (f) => f.comment.content === 'again');
    expect(await shut.collect('comment', 300)).toEqual([]);
  });
});
