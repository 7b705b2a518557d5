import type { TestUser } from '../../../test/test-app';
import { createPostsTestApp, post } from '../../../test/post-fixtures';
import { writeLimits } from '../write-limits/limits';

describe('Idempotency-Key on POST /api/posts and POST /api/posts/{id}/comments', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let ann: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createPostsTestApp('data dir', { WRITE_LIMITS: 'on' });
    ann = await t.createUser('ann');
    bob = await t.createUser('bob');
  });
  afterAll(() => t.close());

  const keyed = (user: TestUser | null, key: string) => ({ ...(user ? user.auth : {}), 'idempotency-key': key });
  const createPost = (user: TestUser | null, key: string, content: string) =>
    t.request({ method: 'POST', url: '/api/posts', headers: keyed(user, key), payload: { content } });
  const addComment = (user: TestUser, postId: string, key: string, content: string) =>
    t.request({
      method: 'POST',
      url: `/api/posts/${postId}/comments`,
      headers: keyed(user, key),
      payload: { content },
    });
  const rowsWith = async (table: 'posts' | 'comments', content: string) =>
    (await t.db.query(`SELECT 1 FROM ${table} WHERE content = $1`, [content])).rows.length;

  it('answers a repeated post with the first post and stores it once', async () => {
    const first = await createPost(ann, 'outbox-post-1', 'Written on the train');
    const again = await createPost(ann, 'outbox-post-1', 'Written on the train');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.post.postId).toBe(first.body.post.postId);
    expect(again.body.post.content).toBe('Written on the train');
    expect(await rowsWith('posts', 'Written on the train')).toBe(1);
  });

  it('creates one post when two sends of the same key race (the second answers the first post or 409)', async () => {
    const answers = await Promise.all([1, 2].map(() => createPost(ann, 'racing-key', 'Sent twice at once')));
    expect(answers.map((res) => res.status).sort()).toEqual(expect.arrayContaining([201]));
    for (const res of answers) expect([201, 409]).toContain(res.status);
    expect(await rowsWith('posts', 'Sent twice at once')).toBe(1);
  });

  it("keeps each user's keys apart: the same key from someone else creates their own post", async () => {
    const anns = await createPost(ann, 'shared-key', 'Ann on a shared key');
    const bobs = await createPost(bob, 'shared-key', 'Bob on a shared key');
    expect(bobs.status).toBe(201);
    expect(bobs.body.post.postId).not.toBe(anns.body.post.postId);
    expect(bobs.body.post.author.userId).toBe(bob.userId);
  });

  it('lets a key be tried again after a refused request', async () => {
    const refused = await t.request({
      method: 'POST',
      url: '/api/posts',
      headers: keyed(ann, 'retry-key'),
      payload: { content: ' ' },
    });
    expect(refused.status).toBe(400);
    expect((await createPost(ann, 'retry-key', 'Second try')).status).toBe(201);
    expect(await rowsWith('posts', 'Second try')).toBe(1);
  });

  it('refuses a malformed or overlong key with 400 and stores nothing', async () => {
    for (const key of ['has space', 'é', 'k'.repeat(129)]) {
      const res = await createPost(ann, key, 'Bad key post');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    expect(await rowsWith('posts', 'Bad key post')).toBe(0);
  });

  it('needs a token: 401 without one', async () => {
    const res = await createPost(null, 'anonymous-key', 'Nobody');
    expect(res.status).toBe(401);
    expect(await rowsWith('posts', 'Nobody')).toBe(0);
  });

  it('answers a repeated comment with the first comment and stores it once', async () => {
    const target = await post(t, bob, { content: 'Comment on me' });
    const first = await addComment(ann, target.postId, 'outbox-comment-1', 'Sent from the tunnel');
    const again = await addComment(ann, target.postId, 'outbox-comment-1', 'Sent from the tunnel');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.comment.commentId).toBe(first.body.comment.commentId);
    expect(await rowsWith('comments', 'Sent from the tunnel')).toBe(1);
    const bobs = await addComment(bob, target.postId, 'outbox-comment-1', 'Sent from the tunnel');
    expect(bobs.body.comment.commentId).not.toBe(first.body.comment.commentId);
    expect(await rowsWith('comments', 'Sent from the tunnel')).toBe(2);
  });

  it('refuses a comment with a bad key (400) or without a token (401)', async () => {
    const target = await post(t, bob, { content: 'Guarded' });
    const bad = await addComment(ann, target.postId, 'no/slashes', 'Bad key comment');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    const anonymous = await t.request({
      method: 'POST',
      url: `/api/posts/${target.postId}/comments`,
      headers: { 'idempotency-key': 'k1' },
      payload: { content: 'Bad key comment' },
    });
    expect(anonymous.status).toBe(401);
    expect(await rowsWith('comments', 'Bad key comment')).toBe(0);
  });

  it("does not replay onto a post the caller may no longer see: another user's friends-only post stays 404", async () => {
    const hidden = await post(t, bob, { content: 'Friends only', audience: 'friends' });
    const res = await addComment(ann, hidden.postId, 'hidden-key', 'Let me in');
    expect(res.status).toBe(404);
    expect(await rowsWith('comments', 'Let me in')).toBe(0);
  });

  it('does not count repeats against the write limit: a whole allowance of resends still leaves room to post', async () => {
    const writer = await t.createUser('dan');
    for (let sends = 0; sends <= writeLimits.posts.max; sends += 1)
      expect((await createPost(writer, 'resent-many-times', 'Resent')).status).toBe(201);
    expect((await createPost(writer, 'a-new-post', 'Something new')).status).toBe(201);
    expect(await rowsWith('posts', 'Resent')).toBe(1);
  });
});
