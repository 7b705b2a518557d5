import type { TestUser } from '../../../test/test-app';
import { createPostsTestApp, pngBytes, storedFiles } from '../../../test/post-fixtures';

const gifBytes = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.alloc(40, 3)]);

// Issue 16, finding 5: a signed upload URL could be PUT again within its 15 minutes and replaced the stored file.
describe('upload URLs are single-use', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let ann: TestUser;
  beforeAll(async () => {
    t = await createPostsTestApp();
    ann = await t.createUser('ann_once');
  }, 120_000);
  afterAll(() => t.close());

  const issue = async (fileSize: number, isProfilePicture = false) =>
    (
      await t.request({
        method: 'POST',
        url: '/api/media/upload',
        headers: ann.auth,
        payload: { fileName: 'dot.png', fileType: 'image/png', fileSize, isProfilePicture },
      })
    ).body as { uploadUrl: string; key: string };
  const put = (url: string, body: Buffer, type = 'image/png') =>
    t.app.inject({ method: 'PUT', url, headers: { 'content-type': type }, payload: body });
  const storedBytes = async (key: string) => {
    const signed = await t.request({
      method: 'GET',
      url: `/api/signed-url?key=${encodeURIComponent(key)}`,
      headers: ann.auth,
    });
    return (await t.app.inject({ method: 'GET', url: signed.body.signedUrl })).rawPayload;
  };

  it('refuses a second PUT of the same URL with 409 and keeps the first file', async () => {
    const issued = await issue(pngBytes.length);
    expect((await put(issued.uploadUrl, pngBytes)).statusCode).toBe(200);
    const files = storedFiles(t.dataDir);
    const other = Buffer.from(pngBytes);
    other[other.length - 1] ^= 0xff;
    const again = await put(issued.uploadUrl, other);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'conflict', message: expect.stringContaining('used') } });
    expect(Buffer.compare(await storedBytes(issued.key), pngBytes)).toBe(0);
    expect(storedFiles(t.dataDir)).toEqual(files);
  });

  it('refuses the second of two PUTs racing on one URL: exactly one is stored', async () => {
    const issued = await issue(pngBytes.length);
    const statuses = (await Promise.all([put(issued.uploadUrl, pngBytes), put(issued.uploadUrl, pngBytes)]))
      .map((r) => r.statusCode)
      .sort();
    expect(statuses).toEqual([200, 409]);
  });

  it('lets a failed upload be retried with the same URL (a refused body does not use it up)', async () => {
    const issued = await issue(pngBytes.length);
    expect((await put(issued.uploadUrl, gifBytes.subarray(0, pngBytes.length))).statusCode).toBe(400);
    expect((await put(issued.uploadUrl, pngBytes)).statusCode).toBe(200);
    expect((await put(issued.uploadUrl, pngBytes)).statusCode).toBe(409);
  });

  it('still replaces a profile picture through a new upload URL', async () => {
    const first = await issue(pngBytes.length, true);
    expect((await put(first.uploadUrl, pngBytes)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a new URL (its expiry is in seconds)
    const second = await issue(pngBytes.length, true);
    expect(second.uploadUrl).not.toBe(first.uploadUrl);
    expect((await put(second.uploadUrl, pngBytes)).statusCode).toBe(200);
  });
});
