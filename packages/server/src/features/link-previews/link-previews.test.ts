import { startLinkSite } from '../../../test/link-pages';
import {
  befriend,
  createPostsTestApp,
  download,
  follow,
  mediaStores,
  pngBytes,
  post,
  type MediaStoreKind,
} from '../../../test/post-fixtures';
import type { TestUser } from '../../../test/test-app';

type Site = Awaited<ReturnType<typeof startLinkSite>>;

describe.each(mediaStores)('link previews (media in %s)', (store: MediaStoreKind) => {
  let site: Site;
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let ann: TestUser;
  let bob: TestUser;
  let cat: TestUser;
  beforeAll(async () => {
    site = await startLinkSite();
    // The test site is on loopback: only the allowlist lets the server fetch it.
    t = await createPostsTestApp(store, { LINK_PREVIEW_ALLOW_HOSTS: '127.0.0.1' });
    [ann, bob, cat] = await Promise.all(['ann', 'bob', 'cat'].map((n) => t.createUser(n)));
    await follow(t, bob, ann);
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  const read = async (user: TestUser, postId: string) =>
    (await t.request({ method: 'GET', url: `/api/posts/${postId}`, headers: user.auth })).body.post;
  const feedOf = async (user: TestUser) =>
    (await t.request({ method: 'GET', url: `/api/users/${user.userId}/feed`, headers: user.auth })).body.posts;
  const stored = async (url: string) =>
    (await t.db.query('SELECT status, title FROM link_previews WHERE url = $1', [url])).rows[0];

  it('fetches a local page once and shows its title, description and picture to another reader', async () => {
    const url = `${site.origin}/page`;
    const created = await post(t, ann, { content: `Worth a read: ${url}#section and ${site.origin}/other` });
    expect(created.linkPreview).toBeNull();
    // Bob's feed page is assembled (and kept) before the preview exists.
    expect((await feedOf(bob))[0]).toMatchObject({ postId: created.postId, linkPreview: null });
    await post(t, cat, { content: `Same page: ${url}` });
    await t.context.jobs.drain();

    const seen = await read(bob, created.postId);
    expect(seen.linkPreview).toEqual({
      url,
      title: 'A local page',
      description: 'Served by the test & read once',
      imageUrl: expect.stringMatching(/^\/media\/files\/links\/[0-9a-f]{32}\?expires=\d+&sig=/),
    });
    // The page and its picture were fetched once, for both posts; the picture comes from our storage.
    expect(site.hits.get('/page')).toBe(1);
    expect(site.hits.get('/picture.png')).toBe(1);
    const image = await download(t, seen.linkPreview.imageUrl);
    expect(image.status).toBe(200);
    expect(image.body.equals(pngBytes)).toBe(true);
    expect(site.hits.get('/picture.png')).toBe(1);
    // The kept feed page moved: the reader's feed shows the preview now.
    expect((await feedOf(bob))[0].linkPreview).toEqual(seen.linkPreview);
  });

  it('an edit to another address shows that page’s preview', async () => {
    const created = await post(t, ann, { content: `${site.origin}/page` });
    const edited = await t.request({
      method: 'PUT',
      url: `/api/posts/${created.postId}`,
      headers: ann.auth,
      payload: { content: `Better: ${site.origin}/other` },
    });
    expect(edited.status).toBe(200);
    await t.context.jobs.drain();
    expect(await read(bob, created.postId)).toMatchObject({
      linkPreview: { url: `${site.origin}/other`, title: 'Another page', description: 'After the edit' },
    });
    const plain = await t.request({
      method: 'PUT',
      url: `/api/posts/${created.postId}`,
      headers: ann.auth,
      payload: { content: 'No address any more' },
    });
    expect(plain.body.post.linkPreview).toBeNull();
  });

  it('stores a refused fetch as failed and shows no preview: not HTML, too large, a redirect to a private address', async () => {
    for (const path of ['/plain', '/big', '/to-private']) {
      const created = await post(t, ann, { content: `${site.origin}${path}` });
      await t.context.jobs.drain();
      expect(await stored(`${site.origin}${path}`)).toEqual({ status: 'failed', title: null });
      expect((await read(bob, created.postId)).linkPreview).toBeNull();
    }
  });

  it('the preview image follows the post: a friends-only post and its picture stay hidden from others', async () => {
    await befriend(t, ann, bob);
    // An address no public post links to: its picture is readable only through this post.
    const secret = await post(t, ann, { content: `${site.origin}/page?for=friends`, audience: 'friends' });
    await t.context.jobs.drain();
    expect((await read(bob, secret.postId)).linkPreview.title).toBe('A local page');
    const stranger = await t.request({ method: 'GET', url: `/api/posts/${secret.postId}`, headers: cat.auth });
    expect(stranger.status).toBe(404);
    // Only the signed URL of a post one may read opens the picture.
    const imageUrl: string = (await read(bob, secret.postId)).linkPreview.imageUrl;
    const forged = await t.request({ method: 'GET', url: imageUrl.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`) });
    expect(forged.status).toBe(403);
    // A new signature (a page left open past the hour) for the friend, none for the stranger.
    const key = decodeURIComponent(new URL(imageUrl, 'http://x').pathname.slice('/media/files/'.length));
    const resign = (user: TestUser) =>
      t.request({ method: 'POST', url: '/api/signed-url', headers: user.auth, payload: { keys: [key] } });
    expect((await resign(bob)).body.results).toEqual([expect.objectContaining({ key })]);
    expect((await resign(cat)).body.results).toEqual([]);
  });

  it('400 for a bad post, 401 without a token, 403 for another’s post: no address stored, no fetch asked', async () => {
    const jobs = async () =>
      Number((await t.db.query(`SELECT count(*) AS n FROM jobs WHERE name = 'link-preview.fetch'`)).rows[0].n);
    const before = await jobs();
    const bad = await t.request({
      method: 'POST',
      url: '/api/posts',
      headers: ann.auth,
      payload: { content: `${site.origin}/new`, audience: 'everyone' },
    });
    expect(bad.status).toBe(400);
    const anonymous = await t.request({ method: 'POST', url: '/api/posts', payload: { content: `${site.origin}/x` } });
    expect(anonymous.status).toBe(401);
    const mine = await post(t, ann, { content: 'no link' });
    const theirs = await t.request({
      method: 'PUT',
      url: `/api/posts/${mine.postId}`,
      headers: bob.auth,
      payload: { content: `${site.origin}/taken` },
    });
    expect(theirs.status).toBe(403);
    expect(await jobs()).toBe(before);
    const { rows } = await t.db.query('SELECT link_url FROM posts WHERE post_id = $1', [mine.postId]);
    expect(rows[0].link_url).toBeNull();
  });
});

describe('link previews without an allowlist', () => {
  let site: Site;
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  beforeAll(async () => {
    site = await startLinkSite();
    t = await createPostsTestApp();
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('refuses 127.0.0.1, 10.0.0.1 and 169.254.169.254: stored as failed, nothing requested, no preview', async () => {
    const ann = await t.createUser('ann');
    const urls = [`${site.origin}/page`, 'http://10.0.0.1/admin', 'http://169.254.169.254/latest/meta-data/'];
    const created = await post(t, ann, { content: urls.join(' ') });
    for (const url of urls.slice(1)) await post(t, ann, { content: url });
    await t.context.jobs.drain();
    const { rows } = await t.db.query('SELECT url, status FROM link_previews ORDER BY url');
    expect(rows).toEqual([...urls].sort().map((url) => ({ url, status: 'failed' })));
    expect(site.hits.size).toBe(0);
    expect(created.linkPreview).toBeNull();
  });
});
