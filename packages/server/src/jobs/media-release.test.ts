import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClique, pngBytes, post, upload } from '../test/post-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

const blobPath = (dataDir: string, blobId: string) => path.join(dataDir, 'media', 'blobs', blobId.slice(0, 2), blobId);

describe('media.release job', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cliques-release-'));
    t = await createTestApp({ DATA_DIR: dataDir, MEDIA_RELEASE_GRACE_SECONDS: '1' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("removes a deleted clique post's file after the grace period, and not before", async () => {
    const owner = await t.createUser();
    const cliqueId = await createClique(t, [owner]);
    const photo = await upload(t, owner, { name: 'c.png', type: 'image/png', bytes: pngBytes });
    await post(t, owner, { content: 'in the clique', cliqueId, media: [{ key: photo.key }] });
    const blobId = (await t.db.query<{ blob_id: string }>('SELECT blob_id FROM media_objects WHERE key = $1', [photo.key])).rows[0]?.blob_id ?? '';
    expect(fs.existsSync(blobPath(dataDir, blobId))).toBe(true);

    expect((await t.request({ method: 'DELETE', url: `/api/cliques/${cliqueId}`, headers: owner.auth })).status).toBe(204);
    await t.context.jobs.run('media.release');
    expect(fs.existsSync(blobPath(dataDir, blobId))).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await t.context.jobs.run('media.release');
    expect(fs.existsSync(blobPath(dataDir, blobId))).toBe(false);
    expect((await t.db.query('SELECT 1 FROM media_objects WHERE key = $1', [photo.key])).rows).toEqual([]);
    expect((await t.db.query('SELECT 1 FROM media_releases UNION ALL SELECT 1 FROM blob_releases')).rows).toEqual([]);
    // Idempotent: running again finds nothing to do.
    await t.context.jobs.run('media.release');
  });

  it('keeps a released file that another post still uses, and profile pictures', async () => {
    const owner = await t.createUser();
    const photo = await upload(t, owner, { name: 'k.png', type: 'image/png', bytes: pngBytes });
    const first = await post(t, owner, { content: 'one', media: [{ key: photo.key }] });
    await post(t, owner, { content: 'two', media: [{ key: photo.key }] });
    await t.db.query('DELETE FROM posts WHERE post_id = $1', [first.postId]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await t.context.jobs.run('media.release');
    expect((await t.db.query('SELECT 1 FROM media_objects WHERE key = $1', [photo.key])).rows).toHaveLength(1);
  });
});
