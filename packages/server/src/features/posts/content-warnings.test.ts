import { readZip } from '../../../test/account-helpers';
import { act, createModerationWorld, postAs, report, type ModerationWorld } from '../../../test/moderation-world';
import type { TestUser } from '../../../test/test-app';
import { createClique, createPostsTestApp, post, pngBytes, upload } from '../../../test/post-fixtures';

describe('content warnings and sensitive media', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let ann: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createPostsTestApp('data dir');
    [ann, bob] = await Promise.all(['ann', 'bob'].map((n) => t.createUser(n)));
  });
  afterAll(() => t.close());

  const get = (user: TestUser, url: string) => t.request({ method: 'GET', url, headers: user.auth });
  const postsOf = async (user: TestUser) =>
    (await t.db.query('SELECT content_warning, sensitive FROM posts WHERE author_id = $1', [user.userId])).rows;
  const warned = async (author: TestUser, extra: Record<string, unknown> = {}) => {
    const image = await upload(t, author, { name: 'a.png', type: 'image/png', bytes: pngBytes });
    return post(t, author, {
      content: `spoilers ahead #endings @${bob.username}`,
      media: [{ key: image.key }],
      contentWarning: 'Film spoilers',
      sensitive: true,
      ...extra,
    });
  };

  it('keeps a warning and the sensitive mark, and gives them back on every read of a post', async () => {
    const created = await warned(ann);
    expect(created).toMatchObject({ contentWarning: 'Film spoilers', sensitive: true });
    const cliqueId = await createClique(t, [ann, bob]);
    const inClique = await warned(ann, { cliqueId });
    await t.request({ method: 'PUT', url: `/api/posts/${created.postId}/bookmark`, headers: bob.auth });

    const reads = [
      (await get(bob, `/api/posts/${created.postId}`)).body.post,
      (await get(ann, `/api/users/${ann.userId}/feed`)).body.posts[0],
      (await get(bob, `/api/users/${ann.userId}/feed?type=own`)).body.posts[0],
      (await get(bob, `/api/users/${bob.userId}/mentions`)).body.posts[0],
      (await get(bob, '/api/hashtags/search?hashtag=endings')).body.posts[0],
      (await get(bob, '/api/bookmarks')).body.posts[0],
      (await get(bob, `/api/cliques/${cliqueId}/posts`)).body.posts[0],
    ];
    expect(reads.map((p) => p.postId)).toContain(inClique.postId);
    for (const read of reads) expect(read).toMatchObject({ contentWarning: 'Film spoilers', sensitive: true });
  });

  it('reads a post without either, or with a blank warning, as no warning and not sensitive', async () => {
    expect(await post(t, bob, { content: 'plain' })).toMatchObject({ contentWarning: null, sensitive: false });
    expect(await post(t, bob, { content: 'blank', contentWarning: '   ' })).toMatchObject({ contentWarning: null });
  });

  it('lets the author change, keep and remove the warning and the mark in an edit', async () => {
    const created = await warned(ann);
    const edit = (payload: object, user = ann) =>
      t.request({ method: 'PUT', url: `/api/posts/${created.postId}`, headers: user.auth, payload });
    expect((await edit({ content: 'new words', contentWarning: 'Loud' })).body.post).toMatchObject({
      content: 'new words',
      contentWarning: 'Loud',
      sensitive: true,
    });
    expect((await edit({ content: 'kept' })).body.post).toMatchObject({ contentWarning: 'Loud', sensitive: true });
    expect((await edit({ content: 'clear', contentWarning: null, sensitive: false })).body.post).toMatchObject({
      contentWarning: null,
      sensitive: false,
    });
    expect((await edit({ content: 'mine now', contentWarning: 'x' }, bob)).status).toBe(403);
    expect((await get(ann, `/api/posts/${created.postId}`)).body.post.contentWarning).toBeNull();
  });

  it.each([
    ['a warning over 200 characters', { contentWarning: 'w'.repeat(201) }, '/contentWarning'],
    ['a warning of the wrong type', { contentWarning: { text: 'x' } }, '/contentWarning'],
    ['a sensitive mark of the wrong type', { sensitive: 'maybe' }, '/sensitive'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_, bad, path) => {
    const writer = await t.createUser();
    const created = await t.request({
      method: 'POST',
      url: '/api/posts',
      headers: writer.auth,
      payload: { content: 'hello', ...bad },
    });
    expect(created.status).toBe(400);
    expect(created.body.error.details[0].path).toBe(path);
    expect(await postsOf(writer)).toEqual([]);

    const existing = await post(t, writer, { content: 'before', contentWarning: 'Kept' });
    const edited = await t.request({
      method: 'PUT',
      url: `/api/posts/${existing.postId}`,
      headers: writer.auth,
      payload: { content: 'after', ...bad },
    });
    expect(edited.status).toBe(400);
    expect(edited.body.error.details[0].path).toBe(path);
    expect(await postsOf(writer)).toEqual([{ content_warning: 'Kept', sensitive: false }]);
  });

  it('keeps the two reading preferences in the settings, and refuses one of the wrong type', async () => {
    const url = `/api/users/${bob.userId}/settings`;
    const contentWarnings = { alwaysExpand: true, alwaysShowSensitiveMedia: false };
    const saved = await t.request({
      method: 'PUT',
      url,
      headers: bob.auth,
      payload: { settings: { contentWarnings } },
    });
    expect(saved.body.settings).toEqual({ contentWarnings });

    for (const [bad, path] of [
      [{ alwaysExpand: 'often' }, '/settings/contentWarnings/alwaysExpand'],
      [{ alwaysShowSensitiveMedia: [] }, '/settings/contentWarnings/alwaysShowSensitiveMedia'],
      [{ blurEverything: true }, '/settings/contentWarnings'],
    ] as const) {
      const res = await t.request({
        method: 'PUT',
        url,
        headers: bob.auth,
        payload: { settings: { contentWarnings: bad } },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].path).toBe(path);
    }
    expect((await get(bob, `/api/users/${bob.userId}`)).body.user.settings).toEqual({ contentWarnings });
    const others = await t.request({
      method: 'PUT',
      url,
      headers: ann.auth,
      payload: { settings: { contentWarnings } },
    });
    expect(others.status).toBe(403);
  });

  it('puts the warning and the mark in the author’s export', async () => {
    const writer = await t.createUser();
    const created = await warned(writer);
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: writer.auth });
    const archive = JSON.parse((await readZip(res.rawPayload)).get('account.json')?.toString('utf8') ?? 'null');
    expect(archive.posts).toEqual([
      expect.objectContaining({ postId: created.postId, contentWarning: 'Film spoilers', sensitive: true }),
    ]);
  });
});

describe('a warned post before the moderators', () => {
  let w: ModerationWorld;
  beforeAll(async () => {
    w = await createModerationWorld();
  });
  afterAll(() => w.t.close());

  it('shows them its warning with its text in full, and goes whole when they remove it', async () => {
    const { t, alice, bob, moderator } = w;
    const postId = await postAs(t, bob, 'the butler did it', { contentWarning: 'Film spoilers' });
    const reported = await report(t, alice, 'post', postId);
    expect(reported.status).toBe(201);
    const queue = await t.request({
      method: 'GET',
      url: '/api/moderation/reports?status=open',
      headers: moderator.auth,
    });
    expect(queue.body.items[0].target).toMatchObject({ content: 'the butler did it', contentWarning: 'Film spoilers' });

    expect((await act(t, moderator, reported.body.id, { action: 'remove_content' })).status).toBe(200);
    expect((await t.db.query('SELECT 1 FROM posts WHERE post_id = $1', [postId])).rows).toEqual([]);
  });
});
