import { loadConfig } from '../../platform/config/config';
import { bucketOrigin } from '../../platform/storage/s3-client';
import { bucketStore } from '../../platform/storage/s3-object-store';
import type { TestUser } from '../../../test/test-app';
import {
  createPostsTestApp,
  download,
  mp4Bytes,
  pngBytes,
  post,
  storedFiles,
  upload,
} from '../../../test/post-fixtures';

const jpegBytes = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(300, 1)]);

describe('media in S3-compatible storage (s3rver)', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let ann: TestUser;
  beforeAll(async () => {
    t = await createPostsTestApp('s3');
    ann = await t.createUser('ann_s3');
  }, 120_000);
  afterAll(() => t.close());

  const store = () => {
    if (!t.config.s3) throw new Error('not in S3 mode');
    return bucketStore(t.config.s3);
  };
  const objects = async (prefix: string) => {
    const found: string[] = [];
    for await (const object of store().list(prefix)) found.push(object.key);
    return found;
  };
  const issue = async (payload: Record<string, unknown>) =>
    (await t.request({ method: 'POST', url: '/api/media/upload', headers: ann.auth, payload })).body;

  it('issues a presigned PUT to the bucket with Content-Length and Content-Type signed, and the headers to send', async () => {
    const issued = await issue({
      fileName: 'dot.png',
      fileType: 'image/png',
      fileSize: pngBytes.length,
      isProfilePicture: false,
    });
    const url = new URL(issued.uploadUrl);
    expect(url.origin).toBe(t.bucket?.endpoint);
    expect(url.pathname).toMatch(/^\/cliques-test\/media\/incoming\/[0-9a-f]{32}$/);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.has('x-amz-checksum-crc32')).toBe(false);
    expect(issued.uploadHeaders).toEqual({ 'Content-Type': 'image/png' });
    expect(issued.fileUrl).toBe(`/media/files/${issued.key}`);
  });

  it('confirms an upload when a post uses it and reads it back through a presigned GET; nothing of it under DATA_DIR', async () => {
    const file = await upload(t, ann, { name: 'clip.mp4', type: 'video/mp4', bytes: mp4Bytes });
    const created = await post(t, ann, { content: 'a clip', media: [{ key: file.key }] });
    const media = (created.media as { url: string; fileSize: number }[])[0];
    expect(media?.fileSize).toBe(mp4Bytes.length);
    const redirect = await t.app.inject({ method: 'GET', url: media?.url ?? '' });
    expect(redirect.statusCode).toBe(302);
    expect(String(redirect.headers.location)).toMatch(
      new RegExp(`^${t.bucket?.endpoint}/cliques-test/media/blobs/[0-9a-f]{2}/[0-9a-f]{32}\\?.*X-Amz-Signature=`),
    );
    expect(redirect.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const read = await download(t, media?.url ?? '');
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('video/mp4');
    expect(read.body.equals(mp4Bytes)).toBe(true);
    const part = await download(t, media?.url ?? '', { range: 'bytes=4-11' });
    expect([part.status, part.body.toString('latin1')]).toEqual([206, 'ftypisom']);
    expect(await objects('media/incoming/')).toEqual([]);
    expect(storedFiles(t.dataDir)).toEqual([]);
    // Presigned GETs of one ten-minute window are the same URL, so browsers cache the file.
    expect((await t.app.inject({ method: 'GET', url: media?.url ?? '' })).headers.location).toBe(
      redirect.headers.location,
    );
  });

  it('refuses a post whose upload is not of the declared size or type, and deletes the object', async () => {
    const wrongSize = await issue({
      fileName: 'a.png',
      fileType: 'image/png',
      fileSize: pngBytes.length + 5,
      isProfilePicture: false,
    });
    // s3rver does not enforce signed headers (AWS answers 403 SignatureDoesNotMatch); the server's check does.
    await fetch(wrongSize.uploadUrl, { method: 'PUT', headers: wrongSize.uploadHeaders, body: pngBytes });
    const refused = await t.request({
      method: 'POST',
      url: '/api/posts',
      headers: ann.auth,
      payload: { content: 'x', media: [{ key: wrongSize.key }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      `a.png was refused: its size is ${pngBytes.length} bytes, not the declared ${pngBytes.length + 5}`,
    );

    const wrongType = await issue({
      fileName: 'b.png',
      fileType: 'image/png',
      fileSize: jpegBytes.length,
      isProfilePicture: false,
    });
    await fetch(wrongType.uploadUrl, { method: 'PUT', headers: wrongType.uploadHeaders, body: jpegBytes });
    const mismatch = await t.request({
      method: 'POST',
      url: '/api/posts',
      headers: ann.auth,
      payload: { content: 'x', media: [{ key: wrongType.key }] },
    });
    expect([mismatch.status, mismatch.body.error.message]).toEqual([
      400,
      'b.png was refused: its content is not of the declared type image/png',
    ]);

    const otherHeader = await issue({
      fileName: 'c.png',
      fileType: 'image/png',
      fileSize: pngBytes.length,
      isProfilePicture: false,
    });
    await fetch(otherHeader.uploadUrl, { method: 'PUT', headers: { 'Content-Type': 'text/html' }, body: pngBytes });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/posts',
          headers: ann.auth,
          payload: { content: 'x', media: [{ key: otherHeader.key }] },
        })
      ).status,
    ).toBe(400);

    const never = await issue({
      fileName: 'd.png',
      fileType: 'image/png',
      fileSize: pngBytes.length,
      isProfilePicture: false,
    });
    const missing = await t.request({
      method: 'POST',
      url: '/api/posts',
      headers: ann.auth,
      payload: { content: 'x', media: [{ key: never.key }] },
    });
    expect([missing.status, missing.body.error.message]).toEqual([400, 'd.png was not uploaded; upload it again']);

    expect(await objects('media/incoming/')).toEqual([]);
    const rows = await t.db.query('SELECT key FROM media_objects WHERE key = ANY($1::text[])', [
      [wrongSize.key, wrongType.key, otherHeader.key],
    ]);
    expect(rows.rows).toEqual([]);
  });

  it('a replayed presigned PUT after confirmation never changes the confirmed file', async () => {
    const issued = await issue({
      fileName: 'once.png',
      fileType: 'image/png',
      fileSize: pngBytes.length,
      isProfilePicture: false,
    });
    await fetch(issued.uploadUrl, { method: 'PUT', headers: issued.uploadHeaders, body: pngBytes });
    const created = await post(t, ann, { content: 'once', media: [{ key: issued.key }] });
    const other = Buffer.from(pngBytes);
    other[other.length - 1] ^= 0xff;
    expect((await fetch(issued.uploadUrl, { method: 'PUT', headers: issued.uploadHeaders, body: other })).status).toBe(
      200,
    );
    const read = await download(t, (created.media as { url: string }[])[0]?.url ?? '');
    expect(read.body.equals(pngBytes)).toBe(true);
    // The replay only wrote an incoming object nothing refers to; a second post does not confirm it again.
    await post(t, ann, { content: 'again', media: [{ key: issued.key }] });
    expect((await download(t, (created.media as { url: string }[])[0]?.url ?? '')).body.equals(pngBytes)).toBe(true);
  });

  it('replaces a profile picture: the old blob is removed, others read the new one', async () => {
    const bob = await t.createUser('bob_s3');
    await upload(t, ann, { name: 'me.jpg', type: 'image/jpeg', bytes: jpegBytes, isProfilePicture: true });
    const first = await t.request({
      method: 'GET',
      url: `/api/signed-url?key=${encodeURIComponent(`users/${ann.userId}/profile/avatar.jpg`)}`,
      headers: bob.auth,
    });
    expect(first.status).toBe(200);
    const blobsBefore = (await objects('media/blobs/')).length;
    const second = Buffer.concat([jpegBytes, Buffer.from('ffd9', 'hex')]);
    await upload(t, ann, { name: 'me2.jpg', type: 'image/jpeg', bytes: second, isProfilePicture: true });
    const signed = await t.request({
      method: 'GET',
      url: `/api/signed-url?key=${encodeURIComponent(`users/${ann.userId}/profile/avatar.jpg`)}`,
      headers: bob.auth,
    });
    expect((await download(t, signed.body.signedUrl)).body.equals(second)).toBe(true);
    expect((await objects('media/blobs/')).length).toBe(blobsBefore);
  });

  it('refuses a PUT to the server’s own upload route (the bytes go to the bucket)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/media/upload/users/${ann.userId}/profile/avatar.jpg?expires=9999999999&size=1&type=image%2Fjpeg&sig=x`,
      headers: { 'content-type': 'image/jpeg' },
      payload: Buffer.from('x'),
    });
    expect(res.statusCode).toBe(400);
  });

  it('the CSP allows the bucket origin for images, video and the upload PUT', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    for (const directive of ['img-src', 'media-src', 'connect-src'])
      expect(csp).toMatch(new RegExp(`${directive} [^;]*${t.bucket?.endpoint}`));
  });
});

describe('bucketOrigin', () => {
  it.each([
    [{ S3_BUCKET: 'media-bucket', S3_REGION: 'eu-west-1' }, 'https://media-bucket.s3.eu-west-1.amazonaws.com'],
    [{ S3_BUCKET: 'media-bucket', S3_FORCE_PATH_STYLE: 'true' }, 'https://s3.us-east-1.amazonaws.com'],
    [
      { S3_BUCKET: 'media-bucket', S3_ENDPOINT: 'https://minio.example:9000', S3_FORCE_PATH_STYLE: 'true' },
      'https://minio.example:9000',
    ],
    [{ S3_BUCKET: 'media-bucket', S3_ENDPOINT: 'https://storage.example' }, 'https://media-bucket.storage.example'],
  ])('is the origin of the presigned URLs (%j)', async (env, origin) => {
    process.env.AWS_ACCESS_KEY_ID ??= 'test';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'test';
    const s3 = loadConfig(env).s3;
    if (!s3) throw new Error('no s3 config');
    expect(bucketOrigin(s3)).toBe(origin);
    expect(new URL(await bucketStore(s3).presignGet('media/blobs/ab/x', 60)).origin).toBe(origin);
  });

  it('refuses a bad endpoint, bucket name or path-style flag', () => {
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket', S3_ENDPOINT: 'ftp://x', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_ENDPOINT[\s\S]*S3_BUCKET[\s\S]*S3_FORCE_PATH_STYLE/,
    );
  });
});
