import type { TestUser } from '../../../test/test-app';
import { createPostsTestApp, post } from '../../../test/post-fixtures';

interface Listed {
  commentId: string;
  content: string;
  depth: number;
  repliesCount: number;
  deleted: boolean;
  parentCommentId: string | null;
}

/** Threads (docs/API.md "Posts, comments, likes, shares"): replies to replies, read a few levels at a time. */
describe('comment threads', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let author: TestUser;
  let ann: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createPostsTestApp();
    [author, ann, bob] = await Promise.all(['th_author', 'th_ann', 'th_bob'].map((n) => t.createUser(n)));
  });
  afterAll(() => t.close());

  const reply = async (user: TestUser, postId: string, content: string, parentCommentId?: string) =>
    t.request({
      method: 'POST',
      url: `/api/posts/${postId}/comments`,
      headers: user.auth,
      payload: { content, ...(parentCommentId ? { parentCommentId } : {}) },
    });
  const list = async (user: TestUser, postId: string, query = '') =>
    t.request({ method: 'GET', url: `/api/posts/${postId}/comments${query}`, headers: user.auth });
  const contents = (body: { comments: Listed[] }) => body.comments.map((c) => c.content);

  /** A chain of replies, each to the one before: c0 on the post, c1 under it, and so on. */
  async function chain(postId: string, length: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < length; i += 1) {
      const res = await reply(i % 2 ? bob : ann, postId, `c${i}`, ids[i - 1]);
      expect(res.status).toBe(201);
      expect(res.body.comment.depth).toBe(i);
      ids.push(res.body.comment.commentId);
    }
    return ids;
  }

  it('stores the depth, lists a thread in reading order to three levels and opens the rest as a sub-thread', async () => {
    const { postId } = await post(t, author, { content: 'a deep talk' });
    const ids = await chain(postId, 6);
    const sibling = (await reply(author, postId, 'sibling', ids[0])).body.comment;
    const page = await list(author, postId);
    expect(page.status).toBe(200);
    expect(contents(page.body)).toEqual(['c0', 'c1', 'c2', 'c3', 'sibling']);
    expect(page.body.comments.find((c: Listed) => c.content === 'c0')).toMatchObject({ repliesCount: 2 });
    expect(page.body.comments.find((c: Listed) => c.content === 'c3')).toMatchObject({ depth: 3, repliesCount: 1 });
    expect(sibling.parentCommentId).toBe(ids[0]);

    const rest = await list(author, postId, `?parentCommentId=${ids[3]}`);
    expect(rest.status).toBe(200);
    expect(rest.body.parent).toMatchObject({ commentId: ids[3], content: 'c3' });
    expect(contents(rest.body)).toEqual(['c4', 'c5']);
    const other = await post(t, author, { content: 'another' });
    expect((await list(author, other.postId, `?parentCommentId=${ids[3]}`)).status).toBe(404);
    expect((await list(author, postId, '?parentCommentId=nope')).status).toBe(400);
  });

  it('refuses a parent on another post or one past the deepest level (400, nothing stored)', async () => {
    const { postId } = await post(t, author, { content: 'here' });
    const elsewhere = await post(t, author, { content: 'there' });
    const foreign = (await reply(ann, elsewhere.postId, 'over there')).body.comment;
    const refused = await reply(bob, postId, 'lost', foreign.commentId);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('parentCommentId');

    const deepest = await t.db.query<{ comment_id: string }>(
      `INSERT INTO comments (comment_id, post_id, author_id, content, depth)
       VALUES (gen_random_uuid(), $1, $2, 'at the bottom', 50) RETURNING comment_id`,
      [postId, ann.userId],
    );
    const tooDeep = await reply(bob, postId, 'deeper', deepest.rows[0]?.comment_id);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.error.message).toContain('parentCommentId');
    const stored = await t.db.query('SELECT 1 FROM comments WHERE post_id = $1 AND author_id = $2', [
      postId,
      bob.userId,
    ]);
    expect(stored.rows).toHaveLength(0);
  });

  it('tells the person replied to (not the post author twice), and answers 401 without a token', async () => {
    const { postId } = await post(t, author, { content: 'notify me' });
    const [c0, c1] = await chain(postId, 2);
    const deep = (await reply(author, postId, 'deep reply', c1)).body.comment;
    const notes = await t.db.query<{ user_id: string; type: string; comment_id: string }>(
      "SELECT user_id, type, comment_id FROM notifications WHERE post_id = $1 AND type = 'reply'",
      [postId],
    );
    expect(notes.rows).toEqual(
      expect.arrayContaining([
        { user_id: ann.userId, type: 'reply', comment_id: c1 },
        { user_id: bob.userId, type: 'reply', comment_id: deep.commentId },
      ]),
    );
    expect(notes.rows).toHaveLength(2);
    expect(c0).toBeDefined();
    const anonymous = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/comments`,
      payload: { content: 'x', parentCommentId: c1 },
    });
    expect(anonymous.status).toBe(401);
  });

  it('blocks work both ways: no reply to the blocker or the blocked, and their comments and what hangs under them are hidden', async () => {
    const { postId } = await post(t, author, { content: 'blocks' });
    const [annComment, bobReply] = await chain(postId, 2);
    expect((await t.request({ method: 'POST', url: `/api/users/${bob.userId}/block`, headers: ann.auth })).status).toBe(
      204,
    );
    const annToBob = await reply(ann, postId, 'to the blocked', bobReply);
    const bobToAnn = await reply(bob, postId, 'to the blocker', annComment);
    expect([annToBob.status, bobToAnn.status]).toEqual([403, 403]);
    expect(contents((await list(ann, postId)).body)).toEqual(['c0']);
    expect((await list(ann, postId)).body.comments[0].repliesCount).toBe(0);
    expect(contents((await list(bob, postId)).body)).toEqual([]);
    expect(contents((await list(author, postId)).body)).toEqual(['c0', 'c1']);
    await t.request({ method: 'DELETE', url: `/api/users/${bob.userId}/block`, headers: ann.auth });
  });

  it('a deleted comment with replies stays as "Comment deleted"; it goes once its last reply goes', async () => {
    const { postId } = await post(t, author, { content: 'deletions' });
    const [c0, c1] = await chain(postId, 2);
    const del = (user: TestUser, id: string) =>
      t.request({ method: 'DELETE', url: `/api/posts/${postId}/comments/${id}`, headers: user.auth });
    expect((await del(ann, c0 as string)).status).toBe(204);
    const after = (await list(bob, postId)).body;
    expect(after.comments).toMatchObject([
      { commentId: c0, deleted: true, content: '', author: { userId: '' }, likesCount: 0, repliesCount: 1 },
      { commentId: c1, content: 'c1', deleted: false },
    ]);
    expect((await reply(bob, postId, 'to nothing', c0)).status).toBe(400);
    expect(
      (await t.request({ method: 'POST', url: `/api/posts/${postId}/comments/${c0}/like`, headers: bob.auth })).status,
    ).toBe(404);
    expect((await del(bob, c1 as string)).status).toBe(204);
    expect((await list(bob, postId)).body.comments).toEqual([]);
    const left = await t.db.query('SELECT 1 FROM comments WHERE post_id = $1', [postId]);
    expect(left.rows).toHaveLength(0);
    const counted = await t.request({ method: 'GET', url: `/api/posts/${postId}`, headers: author.auth });
    expect(counted.body.post.commentsCount).toBe(0);
  });

  it('pages by the top level: a page holds whole threads', async () => {
    const { postId } = await post(t, author, { content: 'pages' });
    const first = (await reply(ann, postId, 'top 1')).body.comment;
    await reply(bob, postId, 'under 1', first.commentId);
    await reply(ann, postId, 'top 2');
    const one = await list(author, postId, '?limit=1');
    expect(contents(one.body)).toEqual(['top 1', 'under 1']);
    expect(one.body.hasMore).toBe(true);
    const two = await list(author, postId, `?limit=1&nextToken=${one.body.nextToken}`);
    expect(contents(two.body)).toEqual(['top 2']);
    expect(two.body).toMatchObject({ hasMore: false, nextToken: null });
  });
});
