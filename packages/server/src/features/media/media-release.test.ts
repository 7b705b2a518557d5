import { blobKey } from './s3-storage';
import { FsObjectStore } from '../../platform/storage/fs-object-store';
import { bucketStore } from '../../platform/storage/s3-object-store';
import {
  createClique,
  createPostsTestApp,
  download,
  mediaStores,
  pngBytes,
  post,
  upload,
  type MediaStoreKind,
} from '../../../test/post-fixtures';

type PostsTestApp = Awaited<ReturnType<typeof createPostsTestApp>>;

const pastGracePeriod = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe.each(mediaStores)('media.release job (%s)', (store: MediaStoreKind) => {
  let t: PostsTestApp;
  beforeAll(async () => {
    t = await createPostsTestApp(store, { MEDIA_RELEASE_GRACE_SECONDS: '1' });
  }, 120_000);
  afterAll(() => t.close());

  /** Whether the bytes of a key are still in the store (DATA_DIR or the bucket). */
  const blobOf = async (key: string) =>
    (await t.db.query<{ blob_id: string }>('SELECT blob_id FROM media_objects WHERE key = $1', [key])).rows[0]
      ?.blob_id ?? '';
  const stored = async (blobId: string) =>
    (await (t.config.s3 ? bucketStore(t.config.s3) : new FsObjectStore(t.dataDir)).head(blobKey(blobId))) !== null;

  it("removes a deleted clique post's file after the grace period, and not before", async () => {
    const owner = await t.createUser();
    const cliqueId = await createClique(t, [owner]);
    const photo = await upload(t, owner, { name: 'c.png', type: 'image/png', bytes: pngBytes });
    await post(t, owner, { content: 'in the clique', cliqueId, media: [{ key: photo.key }] });
    const blobId = await blobOf(photo.key);
    expect(await stored(blobId)).toBe(true);

    expect((await t.request({ method: 'DELETE', url: `/api/cliques/${cliqueId}`, headers: owner.auth })).status).toBe(
      204,
    );
    await t.context.jobs.run('media.release');
    expect(await stored(blobId)).toBe(true);

    await pastGracePeriod();
    await t.context.jobs.run('media.release');
    expect(await stored(blobId)).toBe(false);
    expect((await t.db.query('SELECT 1 FROM media_objects WHERE key = $1', [photo.key])).rows).toEqual([]);
    expect((await t.db.query('SELECT 1 FROM media_releases UNION ALL SELECT 1 FROM blob_releases')).rows).toEqual([]);
    // Idempotent: running again finds nothing to do.
    await t.context.jobs.run('media.release');
  });

  it("keeps an author's own deleted post's file readable until the grace period ends, then removes it", async () => {
    const author = await t.createUser();
    const photo = await upload(t, author, { name: 'mine.png', type: 'image/png', bytes: pngBytes });
    const created = await post(t, author, { content: 'soon deleted', media: [{ key: photo.key }] });
    const { signedUrl } = (
      await t.request({
        method: 'GET',
        url: `/api/signed-url?key=${encodeURIComponent(photo.key)}`,
        headers: author.auth,
      })
    ).body;
    const blobId = await blobOf(photo.key);

    expect(
      (await t.request({ method: 'DELETE', url: `/api/posts/${created.postId}`, headers: author.auth })).status,
    ).toBe(204);
    await t.context.jobs.run('media.release');
    // A page opened before the deletion still shows the picture.
    const meanwhile = await download(t, signedUrl);
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.body.equals(pngBytes)).toBe(true);

    await pastGracePeriod();
    await t.context.jobs.run('media.release');
    expect(await stored(blobId)).toBe(false);
    expect((await download(t, signedUrl)).status).toBe(404);
    expect((await t.db.query('SELECT 1 FROM media_objects WHERE key = $1', [photo.key])).rows).toEqual([]);
  });

  it('keeps a released file that another post still uses, and profile pictures', async () => {
    const owner = await t.createUser();
    const photo = await upload(t, owner, { name: 'k.png', type: 'image/png', bytes: pngBytes });
    const first = await post(t, owner, { content: 'one', media: [{ key: photo.key }] });
    await post(t, owner, { content: 'two', media: [{ key: photo.key }] });
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${first.postId}`, headers: owner.auth })).status).toBe(
      204,
    );
    await pastGracePeriod();
    await t.context.jobs.run('media.release');
    expect((await t.db.query('SELECT 1 FROM media_objects WHERE key = $1', [photo.key])).rows).toHaveLength(1);
    expect(await stored(await blobOf(photo.key))).toBe(true);
  });
});
