import type { TestUser } from '../../../test/test-app';
import { createPostsTestApp, mp4Bytes, pngBytes, upload } from '../../../test/post-fixtures';

describe('alt text on post images', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let ann: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createPostsTestApp('data dir');
    [ann, bob] = await Promise.all(['ann', 'bob'].map((n) => t.createUser(n)));
  });
  afterAll(() => t.close());

  const png = (user: TestUser) => upload(t, user, { name: 'a.png', type: 'image/png', bytes: pngBytes });
  const create = (user: TestUser, media: object[]) =>
    t.request({ method: 'POST', url: '/api/posts', headers: user.auth, payload: { content: 'look', media } });
  const storedAlts = async (user: TestUser) =>
    (
      await t.db.query<{ alt: string }>(
        'SELECT m.alt FROM post_media m JOIN posts p ON p.post_id = m.post_id WHERE p.author_id = $1 ORDER BY m.position',
        [user.userId],
      )
    ).rows.map((r) => r.alt);

  it('keeps each image’s description as written, and shows it to another reader', async () => {
    const [first, second] = [await png(ann), await png(ann)];
    const video = await upload(t, ann, { name: 'v.mp4', type: 'video/mp4', bytes: mp4Bytes });
    const alt = 'A red bicycle leaning on a wall. '.repeat(46).slice(0, 1500);
    const res = await create(ann, [{ key: first.key, alt }, { key: second.key }, { key: video.key, alt: 'ignored' }]);
    expect(res.status).toBe(201);
    expect(res.body.post.media.map((m: { alt?: string }) => m.alt)).toEqual([alt.trim(), undefined, undefined]);

    const read = await t.request({ method: 'GET', url: `/api/posts/${res.body.post.postId}`, headers: bob.auth });
    expect(read.body.post.media[0]).toMatchObject({ key: first.key, type: 'image', alt: alt.trim() });
    expect(read.body.post.media[1]).not.toHaveProperty('alt');
  });

  it('refuses a description over 1,500 characters and stores nothing', async () => {
    const image = await png(bob);
    const res = await create(bob, [{ key: image.key, alt: 'x'.repeat(1501) }]);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(await storedAlts(bob)).toEqual([]);
  });

  it('answers 401 without a token, and never attaches another person’s file', async () => {
    const image = await png(ann);
    const anonymous = await t.request({ method: 'POST', url: '/api/posts', payload: { media: [{ key: image.key }] } });
    expect(anonymous.status).toBe(401);
    const theft = await create(bob, [{ key: image.key, alt: 'mine now' }]);
    expect(theft.status).toBe(400);
    expect(theft.body.error.message).toBe(`Unknown media key: ${image.key}`);
  });
});
