import { readZip } from '../../../test/account-helpers';
import { createModerationWorld, type ModerationWorld } from '../../../test/moderation-world';
import { befriend, pngBytes, post, upload } from '../../../test/post-fixtures';
import type { TestUser } from '../../../test/test-app';

describe('edit history of posts and comments', () => {
  let w: ModerationWorld;
  let carol: TestUser;
  beforeAll(async () => {
    w = await createModerationWorld();
    carol = await w.t.createUser('carol');
    await befriend(w.t, w.alice, w.bob);
  });
  afterAll(() => w.t.close());

  const req = (user: TestUser | null, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    w.t.request({ method, url, ...(user ? { headers: user.auth } : {}), ...(payload ? { payload } : {}) });
  const editPost = (user: TestUser, postId: string, payload: object) =>
    req(user, 'PUT', `/api/posts/${postId}`, payload);
  const addComment = async (user: TestUser, postId: string, content: string) =>
    (
      await w.t.request({
        method: 'POST',
        url: `/api/posts/${postId}/comments`,
        headers: user.auth,
        payload: { content },
      })
    ).body.comment;
  const editComment = (user: TestUser | null, postId: string, commentId: string, payload: object) =>
    req(user, 'PUT', `/api/posts/${postId}/comments/${commentId}`, payload);
  const versionsStored = async (column: 'post_id' | 'comment_id', id: string) =>
    (await w.t.db.query(`SELECT 1 FROM edit_versions WHERE ${column} = $1`, [id])).rows.length;

  it('keeps every version of an edited post, newest first, with its warning, media and alt text', async () => {
    const image = await upload(w.t, w.alice, { name: 'a.png', type: 'image/png', bytes: pngBytes });
    const created = await post(w.t, w.alice, {
      content: 'first words',
      media: [{ key: image.key, alt: 'A red door' }],
    });
    expect(created.editedAt).toBeNull();
    expect((await req(w.bob, 'GET', `/api/posts/${created.postId}/history`)).body.versions).toHaveLength(1);

    const once = await editPost(w.alice, created.postId, { content: 'second words', contentWarning: 'Spoilers' });
    expect(once.status).toBe(200);
    expect(once.body.post.editedAt).toEqual(expect.any(String));
    const twice = (await editPost(w.alice, created.postId, { content: 'third words' })).body.post;

    const history = await req(w.bob, 'GET', `/api/posts/${created.postId}/history`);
    expect(history.status).toBe(200);
    const versions = history.body.versions;
    expect(versions.map((v: { content: string }) => v.content)).toEqual(['third words', 'second words', 'first words']);
    expect(versions[0]).toMatchObject({ contentWarning: 'Spoilers', editedAt: twice.editedAt });
    expect(versions[1]).toMatchObject({ contentWarning: 'Spoilers', editedAt: once.body.post.editedAt });
    expect(versions[2]).toMatchObject({ contentWarning: null, sensitive: false, editedAt: null });
    expect(versions[2].media).toEqual([expect.objectContaining({ key: image.key, alt: 'A red door' })]);
    expect((await req(w.bob, 'GET', `/api/posts/${created.postId}`)).body.post.editedAt).toBe(twice.editedAt);
  });

  it('does not count saving the same words as an edit', async () => {
    const { postId } = await post(w.t, w.alice, { content: 'unchanged' });
    expect((await editPost(w.alice, postId, { content: 'unchanged' })).body.post.editedAt).toBeNull();
    expect(await versionsStored('post_id', postId)).toBe(0);
  });

  it('shows a history only to those who may see the post (404 for the others, 401 without a token)', async () => {
    const { postId } = await post(w.t, w.alice, { content: 'friends only', audience: 'friends' });
    await editPost(w.alice, postId, { content: 'friends only, edited' });
    expect((await req(w.bob, 'GET', `/api/posts/${postId}/history`)).status).toBe(200);
    expect((await req(carol, 'GET', `/api/posts/${postId}/history`)).status).toBe(404);
    expect((await req(null, 'GET', `/api/posts/${postId}/history`)).status).toBe(401);
    expect((await req(carol, 'GET', '/api/posts/not-an-id/history')).status).toBe(400);
    expect((await req(carol, 'GET', `/api/posts/${crypto.randomUUID()}/history`)).status).toBe(404);
  });

  it('lets the moderators read the history of reported content they could not otherwise see, only while reported', async () => {
    const { postId } = await post(w.t, w.alice, { content: 'nice words', audience: 'friends' });
    await editPost(w.alice, postId, { content: 'mean words' });
    expect((await req(w.moderator, 'GET', `/api/posts/${postId}/history`)).status).toBe(404);
    const reported = await w.t.request({
      method: 'POST',
      url: '/api/reports',
      headers: w.bob.auth,
      payload: { targetType: 'post', targetId: postId, reason: 'harassment' },
    });
    expect(reported.status).toBe(201);
    const seen = await req(w.moderator, 'GET', `/api/posts/${postId}/history`);
    expect(seen.status).toBe(200);
    expect(seen.body.versions.map((v: { content: string }) => v.content)).toEqual(['mean words', 'nice words']);
    expect((await req(carol, 'GET', `/api/posts/${postId}/history`)).status).toBe(404);
  });

  it('lets a comment’s author edit it, keeping each version; nobody else may', async () => {
    const { postId } = await post(w.t, w.alice, { content: 'talk' });
    const comment = await addComment(w.bob, postId, 'frist');
    expect(comment.editedAt).toBeNull();
    const edited = await editComment(w.bob, postId, comment.commentId, { content: '  first  ' });
    expect(edited.status).toBe(200);
    expect(edited.body.comment).toMatchObject({
      commentId: comment.commentId,
      content: 'first',
      editedAt: expect.any(String),
    });

    expect((await editComment(w.alice, postId, comment.commentId, { content: 'mine now' })).status).toBe(403);
    expect((await editComment(null, postId, comment.commentId, { content: 'anon' })).status).toBe(401);
    expect((await editComment(w.bob, postId, crypto.randomUUID(), { content: 'nothing' })).status).toBe(404);

    const listed = await req(carol, 'GET', `/api/posts/${postId}/comments`);
    expect(listed.body.comments[0]).toMatchObject({ content: 'first', editedAt: edited.body.comment.editedAt });
    const history = await req(carol, 'GET', `/api/comments/${comment.commentId}/history`);
    expect(history.status).toBe(200);
    expect(history.body.versions).toEqual([
      { content: 'first', contentWarning: null, sensitive: false, media: [], editedAt: edited.body.comment.editedAt },
      { content: 'frist', contentWarning: null, sensitive: false, media: [], editedAt: null },
    ]);
  });

  it.each([
    ['an empty comment', { content: '   ' }, '/content'],
    ['an over-long comment', { content: 'x'.repeat(2001) }, '/content'],
    ['an unknown field', { content: 'ok', parentCommentId: null }, ''],
  ])('refuses %s with a 400 naming the field, and keeps the comment as it was', async (_, payload, path) => {
    const { postId } = await post(w.t, w.alice, { content: 'strict' });
    const comment = await addComment(w.bob, postId, 'as written');
    const res = await editComment(w.bob, postId, comment.commentId, payload);
    expect(res.status).toBe(400);
    if (path) expect(res.body.error.details[0].path).toBe(path);
    const stored = await w.t.db.query('SELECT content, edited_at FROM comments WHERE comment_id = $1', [
      comment.commentId,
    ]);
    expect(stored.rows).toEqual([{ content: 'as written', edited_at: null }]);
    expect(await versionsStored('comment_id', comment.commentId)).toBe(0);
  });

  it('hides a comment’s history from those who may not see its post', async () => {
    const { postId } = await post(w.t, w.alice, { content: 'friends talk', audience: 'friends' });
    const comment = await addComment(w.bob, postId, 'between friends');
    await editComment(w.bob, postId, comment.commentId, { content: 'between friends!' });
    expect((await req(carol, 'GET', `/api/comments/${comment.commentId}/history`)).status).toBe(404);
    expect((await editComment(carol, postId, comment.commentId, { content: 'x' })).status).toBe(404);
    expect((await req(null, 'GET', `/api/comments/${comment.commentId}/history`)).status).toBe(401);
  });

  it('deletes the history with the post or the comment its author deletes', async () => {
    const { postId } = await post(w.t, w.alice, { content: 'short-lived' });
    await editPost(w.alice, postId, { content: 'short-lived, edited' });
    const comment = await addComment(w.bob, postId, 'soon gone');
    await editComment(w.bob, postId, comment.commentId, { content: 'soon gone, edited' });
    expect(await versionsStored('comment_id', comment.commentId)).toBe(1);

    expect((await req(w.bob, 'DELETE', `/api/posts/${postId}/comments/${comment.commentId}`)).status).toBe(204);
    expect(await versionsStored('comment_id', comment.commentId)).toBe(0);
    expect((await req(w.bob, 'GET', `/api/comments/${comment.commentId}/history`)).status).toBe(404);

    expect(await versionsStored('post_id', postId)).toBe(1);
    expect((await req(w.alice, 'DELETE', `/api/posts/${postId}`)).status).toBe(204);
    expect(await versionsStored('post_id', postId)).toBe(0);
    expect((await req(w.alice, 'GET', `/api/posts/${postId}/history`)).status).toBe(404);
  });

  it('puts the history in the author’s export, and erasure takes it', async () => {
    const dana = await w.t.createUser('dana');
    const { postId } = await post(w.t, dana, { content: 'draft one', contentWarning: 'Plot' });
    await editPost(dana, postId, { content: 'draft two' });
    const comment = await addComment(dana, postId, 'note one');
    await editComment(dana, postId, comment.commentId, { content: 'note two' });

    const res = await w.t.app.inject({ method: 'GET', url: '/api/account/export', headers: dana.auth });
    const entries = await readZip(res.rawPayload);
    const json = JSON.parse(entries.get('account.json')?.toString('utf8') ?? 'null');
    expect(json.editHistory).toEqual([
      expect.objectContaining({
        postId,
        commentId: null,
        content: 'draft one',
        contentWarning: 'Plot',
        writtenAt: null,
      }),
      expect.objectContaining({ postId: null, commentId: comment.commentId, content: 'note one', writtenAt: null }),
    ]);
    expect(json.posts[0]).toMatchObject({ content: 'draft two' });

    expect((await w.t.request({ method: 'DELETE', url: '/api/account', headers: dana.auth })).status).toBe(204);
    const left = await w.t.db.query('SELECT 1 FROM edit_versions WHERE author_id = $1', [dana.userId]);
    expect(left.rows).toEqual([]);
  });
});
