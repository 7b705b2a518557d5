import type { TestUser } from '../../../test/test-app';
import { createClique, createPostsTestApp, post } from '../../../test/post-fixtures';

describe('comments', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let author: TestUser;
  let reader: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createPostsTestApp();
    [author, reader, other] = await Promise.all(['author', 'reader', 'other'].map((n) => t.createUser(n)));
  });
  afterAll(() => t.close());

  const comment = (user: TestUser, postId: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `/api/posts/${postId}/comments`, headers: user.auth, payload });
  const commentsCount = async (postId: string) =>
    (await t.request({ method: 'GET', url: `/api/posts/${postId}`, headers: author.auth })).body.post.commentsCount;

  it('adds comments and replies, counts them and notifies the post and parent authors', async () => {
    const { postId } = await post(t, author, { content: 'talk to me' });
    const first = await comment(reader, postId, { content: ' first! ' });
    expect(first.status).toBe(201);
    expect(first.body.comment).toMatchObject({
      postId,
      content: 'first!',
      parentCommentId: null,
      likesCount: 0,
      likedByMe: false,
      author: { userId: reader.userId },
    });
    const reply = await comment(other, postId, { content: 'a reply', parentCommentId: first.body.comment.commentId });
    expect(reply.status).toBe(201);
    expect(reply.body.comment.parentCommentId).toBe(first.body.comment.commentId);
    expect(await commentsCount(postId)).toBe(2);
    const notes = await t.db.query<{ user_id: string; type: string }>(
      'SELECT user_id, type FROM notifications WHERE post_id = $1 ORDER BY created_at, type',
      [postId],
    );
    expect(notes.rows).toEqual(
      expect.arrayContaining([
        { user_id: author.userId, type: 'comment' },
        { user_id: reader.userId, type: 'reply' },
      ]),
    );
    expect(notes.rows.filter((n) => n.user_id === author.userId)).toHaveLength(2);
  });

  it('lists comments oldest first and pages by nextToken', async () => {
    const { postId } = await post(t, author, { content: 'many comments' });
    for (let i = 1; i <= 5; i += 1) await comment(reader, postId, { content: `c${i}` });
    const first = await t.request({ method: 'GET', url: `/api/posts/${postId}/comments?limit=3`, headers: other.auth });
    expect(first.status).toBe(200);
    expect(first.body.comments.map((c: { content: string }) => c.content)).toEqual(['c1', 'c2', 'c3']);
    expect(first.body.hasMore).toBe(true);
    const second = await t.request({
      method: 'GET',
      url: `/api/posts/${postId}/comments?limit=3&nextToken=${first.body.nextToken}`,
      headers: other.auth,
    });
    expect(second.body).toMatchObject({ hasMore: false, nextToken: null });
    expect(second.body.comments.map((c: { content: string }) => c.content)).toEqual(['c4', 'c5']);
  });

  it('refuses empty or over-long comments, unknown fields, a parent of another post and a bad token', async () => {
    const { postId } = await post(t, author, { content: 'strict' });
    const elsewhere = await post(t, author, { content: 'elsewhere' });
    const foreign = await comment(reader, elsewhere.postId, { content: 'there' });
    for (const payload of [
      { content: '  ' },
      { content: 'x'.repeat(2001) },
      { content: 'x', postId },
      { content: 'x', parentCommentId: foreign.body.comment.commentId },
    ]) {
      expect((await comment(reader, postId, payload)).status).toBe(400);
    }
    expect(
      (await t.request({ method: 'GET', url: `/api/posts/${postId}/comments?nextToken=bogus`, headers: reader.auth }))
        .status,
    ).toBe(400);
    expect(await commentsCount(postId)).toBe(0);
  });

  it('answers 401 without a token and 404 on a clique post to a non-member', async () => {
    const cliqueId = await createClique(t, [author, reader]);
    const { postId } = await post(t, author, { content: 'members', cliqueId });
    expect(
      (await t.request({ method: 'POST', url: `/api/posts/${postId}/comments`, payload: { content: 'x' } })).status,
    ).toBe(401);
    expect((await comment(other, postId, { content: 'let me in' })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/posts/${postId}/comments`, headers: other.auth })).status).toBe(
      404,
    );
    expect((await comment(reader, postId, { content: 'member here' })).status).toBe(201);
    const listed = await t.request({ method: 'GET', url: `/api/posts/${postId}/comments`, headers: reader.auth });
    const commentId = listed.body.comments[0].commentId;
    expect(
      (await t.request({ method: 'POST', url: `/api/posts/${postId}/comments/${commentId}/like`, headers: other.auth }))
        .status,
    ).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/posts/${postId}/comments/${commentId}`, headers: other.auth }))
        .status,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/posts/${postId}/comments` })).status).toBe(401);
  });

  it('lets the comment author or the post author delete a comment (its replies stay), nobody else', async () => {
    const { postId } = await post(t, author, { content: 'moderated' });
    const parent = (await comment(reader, postId, { content: 'parent' })).body.comment;
    await comment(other, postId, { content: 'child', parentCommentId: parent.commentId });
    const own = (await comment(other, postId, { content: 'mine' })).body.comment;
    const url = (c: { commentId: string }) => `/api/posts/${postId}/comments/${c.commentId}`;
    expect((await t.request({ method: 'DELETE', url: url(parent), headers: other.auth })).status).toBe(403);
    expect((await t.request({ method: 'DELETE', url: url(parent) })).status).toBe(401);
    expect((await t.request({ method: 'DELETE', url: url(parent), headers: author.auth })).status).toBe(204);
    expect((await t.request({ method: 'DELETE', url: url(parent), headers: author.auth })).status).toBe(404);
    expect(await commentsCount(postId)).toBe(2);
    expect((await t.request({ method: 'DELETE', url: url(own), headers: other.auth })).status).toBe(204);
    expect((await t.request({ method: 'DELETE', url: url(own), headers: other.auth })).status).toBe(404);
    expect(await commentsCount(postId)).toBe(1);
  });

  it('likes and unlikes a comment idempotently, notifying its author once', async () => {
    const { postId } = await post(t, author, { content: 'likeable comments' });
    const c = (await comment(reader, postId, { content: 'like me' })).body.comment;
    const url = `/api/posts/${postId}/comments/${c.commentId}/like`;
    expect((await t.request({ method: 'POST', url, headers: other.auth })).body).toEqual({
      liked: true,
      likesCount: 1,
    });
    expect((await t.request({ method: 'POST', url, headers: other.auth })).body).toEqual({
      liked: true,
      likesCount: 1,
    });
    const listed = await t.request({ method: 'GET', url: `/api/posts/${postId}/comments`, headers: other.auth });
    expect(listed.body.comments[0]).toMatchObject({ likesCount: 1, likedByMe: true });
    expect((await t.request({ method: 'DELETE', url, headers: other.auth })).body).toEqual({
      liked: false,
      likesCount: 0,
    });
    await t.request({ method: 'POST', url, headers: other.auth });
    const notes = await t.db.query(
      "SELECT 1 FROM notifications WHERE user_id = $1 AND type = 'comment_like' AND comment_id = $2",
      [reader.userId, c.commentId],
    );
    expect(notes.rows).toHaveLength(1);
    expect((await t.request({ method: 'POST', url })).status).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/posts/${postId}/comments/00000000-0000-4000-8000-000000000000/like`,
          headers: other.auth,
        })
      ).status,
    ).toBe(404);
  });
});
