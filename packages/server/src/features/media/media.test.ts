import zlib from 'node:zlib';
import type { TestUser } from '../../../test/test-app';
import {
  createClique,
  createPostsTestApp,
  download,
  mediaStores,
  mp4Bytes,
  pngBytes,
  post,
  storedFiles,
  upload,
} from '../../../test/post-fixtures';

const jpegBytes = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(300, 1),
  Buffer.from('ffd9', 'hex'),
]);

// Every case runs on both stores; the server's own PUT checks (gzip, 413, signature) are of the data-dir
// store only: in S3 mode the bucket takes the PUT and media-s3.test.ts shows the checks at confirmation.
describe.each(mediaStores)('media (%s)', (store) => {
  const itLocal = store === 'data dir' ? it : it.skip;
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let ann: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createPostsTestApp(store);
    [ann, bob] = await Promise.all(['ann', 'bob'].map((n) => t.createUser(n)));
  });
  afterAll(() => t.close());

  const requestUpload = (user: TestUser, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/media/upload', headers: user.auth, payload });
  const put = (url: string, body: Buffer, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url, headers, payload: body });
  const rowCount = async () => (await t.db.query('SELECT key FROM media_objects')).rows.length;

  describe('POST /api/media/upload', () => {
    it('issues a signed upload URL and a key under the user, avatar.jpg for a profile picture', async () => {
      const res = await requestUpload(ann, {
        fileName: 'My Photo (1).png',
        fileType: 'image/png',
        fileSize: 1234,
        isProfilePicture: false,
      });
      expect(res.status).toBe(200);
      expect(res.body.key).toMatch(new RegExp(`^users/${ann.userId}/media/[0-9a-f-]{36}-My_Photo_1_.png$`));
      expect(res.body.fileUrl).toBe(`/media/files/${res.body.key}`);
      if (store === 'data dir')
        expect(res.body.uploadUrl).toMatch(
          new RegExp(`^/media/upload/${res.body.key}\\?expires=\\d+&size=1234&type=image%2Fpng&sig=`),
        );
      else expect(res.body.uploadUrl).toMatch(new RegExp(`^${t.bucket?.endpoint}/`));
      const avatar = await requestUpload(ann, {
        fileName: 'avatar.jpg',
        fileType: 'image/jpeg',
        fileSize: 10,
        isProfilePicture: true,
      });
      expect(avatar.body.key).toBe(`users/${ann.userId}/profile/avatar.jpg`);
    });

    it('refuses files over the limits, unaccepted types, path tricks in the name and unknown fields', async () => {
      const cases: Record<string, unknown>[] = [
        { fileName: 'big.png', fileType: 'image/png', fileSize: 10 * 1024 * 1024 + 1 },
        { fileName: 'big.mp4', fileType: 'video/mp4', fileSize: 100 * 1024 * 1024 + 1 },
        { fileName: 'doc.pdf', fileType: 'application/pdf', fileSize: 10 },
        { fileName: 'x.svg', fileType: 'image/svg+xml', fileSize: 10 },
        { fileName: 'clip.mp4', fileType: 'video/mp4', fileSize: 10, isProfilePicture: true },
        { fileName: '../../etc/passwd.png', fileType: 'image/png', fileSize: 10 },
        { fileName: 'a/b.png', fileType: 'image/png', fileSize: 10 },
        { fileName: '..\\b.png', fileType: 'image/png', fileSize: 10 },
        { fileName: 'nul\u0000.png', fileType: 'image/png', fileSize: 10 },
        { fileName: 'x.png', fileType: 'image/png', fileSize: 10, key: 'users/x/profile/avatar.jpg' },
      ];
      for (const payload of cases) {
        const res = await requestUpload(ann, payload);
        expect([payload, res.status]).toEqual([payload, 400]);
      }
    });

    it('answers 401 without a token', async () => {
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/media/upload',
            payload: { fileName: 'a.png', fileType: 'image/png', fileSize: 1 },
          })
        ).status,
      ).toBe(401);
    });
  });

  describe('PUT {uploadUrl}', () => {
    itLocal('stores a gzip-compressed image as sent and serves it back with Content-Encoding: gzip', async () => {
      const file = await upload(t, ann, { name: 'dot.png', type: 'image/png', bytes: pngBytes, gzip: true });
      const signed = await t.request({
        method: 'GET',
        url: `/api/signed-url?key=${encodeURIComponent(file.key)}`,
        headers: ann.auth,
      });
      expect(signed.status).toBe(200);
      const res = await t.app.inject({
        method: 'GET',
        url: signed.body.signedUrl,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(res.rawPayload).equals(pngBytes)).toBe(true);
    });

    it('stores a video as it is and serves byte ranges', async () => {
      const file = await upload(t, ann, { name: 'clip.mp4', type: 'video/mp4', bytes: mp4Bytes });
      const { signedUrl } = (
        await t.request({
          method: 'GET',
          url: `/api/signed-url?key=${encodeURIComponent(file.key)}`,
          headers: ann.auth,
        })
      ).body;
      const full = await download(t, signedUrl);
      expect(full.body.equals(mp4Bytes)).toBe(true);
      expect(full.headers['content-encoding']).toBeUndefined();
      const part = await download(t, signedUrl, { range: 'bytes=4-11' });
      expect(part.status).toBe(206);
      expect(part.body.toString('latin1')).toBe('ftypisom');
    });

    itLocal(
      'refuses a wrong signature, an expired URL, an oversize body, content of another type and a tampered key, storing nothing',
      async () => {
        const before = { files: storedFiles(t.dataDir).length, rows: await rowCount() };
        const issue = async (fileType: string, fileSize: number) =>
          (await requestUpload(ann, { fileName: 'f.bin', fileType, fileSize })).body.uploadUrl as string;
        const png = { 'content-type': 'image/png' };

        const badSig = (await issue('image/png', pngBytes.length)).replace(/sig=[^&]+/, 'sig=AAAA');
        expect((await put(badSig, pngBytes, png)).statusCode).toBe(403);

        const otherSize = (await issue('image/png', pngBytes.length)).replace(
          /size=\d+/,
          `size=${pngBytes.length * 10}`,
        );
        expect((await put(otherSize, pngBytes, png)).statusCode).toBe(403);

        const now = Date.now();
        const clock = jest.spyOn(Date, 'now').mockReturnValue(now - 60 * 60 * 1000);
        const expired = await issue('image/png', pngBytes.length);
        clock.mockRestore();
        const expiredRes = await put(expired, pngBytes, png);
        expect(expiredRes.statusCode).toBe(403);
        expect(expiredRes.json().error.message).toBe('Upload URL has expired');

        const small = await issue('image/png', 10);
        const tooBig = await put(small, pngBytes, png);
        expect(tooBig.statusCode).toBe(413);
        expect(tooBig.json().error.code).toBe('payload_too_large');

        const bomb = await issue('image/png', 1000);
        const inflated = Buffer.concat([pngBytes, Buffer.alloc(1_000_000)]);
        expect((await put(bomb, zlib.gzipSync(inflated), { ...png, 'content-encoding': 'gzip' })).statusCode).toBe(413);

        const mismatch = await put(await issue('image/png', jpegBytes.length), jpegBytes, png);
        expect(mismatch.statusCode).toBe(400);
        expect(mismatch.json().error.message).toBe('File content is not of the declared type image/png');

        const script = Buffer.from('<script>alert(1)</script>');
        expect(
          (
            await put(await issue('image/png', script.length), zlib.gzipSync(script), {
              ...png,
              'content-encoding': 'gzip',
            })
          ).statusCode,
        ).toBe(400);

        const wrongHeader = await put(await issue('image/png', pngBytes.length), pngBytes, {
          'content-type': 'image/jpeg',
        });
        expect(wrongHeader.statusCode).toBe(400);

        const good = await issue('image/png', pngBytes.length);
        const traversal = good.replace(
          /\/media\/upload\/users\/[^/]+\/media\//,
          `/media/upload/users/${ann.userId}/media/../../${bob.userId}/profile/`,
        );
        expect([400, 403, 404]).toContain((await put(traversal, pngBytes, png)).statusCode);
        const otherKey = good.replace(ann.userId, bob.userId);
        expect((await put(otherKey, pngBytes, png)).statusCode).toBe(403);

        expect(storedFiles(t.dataDir).length).toBe(before.files);
        expect(await rowCount()).toBe(before.rows);
      },
    );

    it('replaces a profile picture in one step, keeping one file', async () => {
      await upload(t, bob, { name: 'me.jpg', type: 'image/jpeg', bytes: jpegBytes, isProfilePicture: true });
      const filesAfterFirst = storedFiles(t.dataDir).length;
      const second = Buffer.concat([jpegBytes, Buffer.from('ffd9', 'hex')]);
      const file = await upload(t, bob, { name: 'me2.jpg', type: 'image/jpeg', bytes: second, isProfilePicture: true });
      expect(file.key).toBe(`users/${bob.userId}/profile/avatar.jpg`);
      expect(storedFiles(t.dataDir).length).toBe(filesAfterFirst);
      const { signedUrl } = (
        await t.request({
          method: 'GET',
          url: `/api/signed-url?key=${encodeURIComponent(file.key)}`,
          headers: ann.auth,
        })
      ).body;
      expect((await download(t, signedUrl)).body.equals(second)).toBe(true);
      expect((await download(t, `${signedUrl}&v=2`)).status).toBe(200);
    });
  });

  describe('GET of a signed download URL', () => {
    it('refuses a tampered or expired signature and an unknown file', async () => {
      const file = await upload(t, ann, { name: 'p.png', type: 'image/png', bytes: pngBytes });
      const { signedUrl } = (
        await t.request({
          method: 'GET',
          url: `/api/signed-url?key=${encodeURIComponent(file.key)}`,
          headers: ann.auth,
        })
      ).body;
      expect((await t.app.inject({ method: 'GET', url: signedUrl.replace(/sig=.*/, 'sig=forged') })).statusCode).toBe(
        403,
      );
      expect(
        (await t.app.inject({ method: 'GET', url: signedUrl.replace(/expires=\d+/, 'expires=9999999999') })).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/media/files/${file.key}` })).statusCode).toBe(400);
      const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() - 2 * 60 * 60 * 1000);
      const old = (
        await t.request({
          method: 'GET',
          url: `/api/signed-url?key=${encodeURIComponent(file.key)}&expiresIn=60`,
          headers: ann.auth,
        })
      ).body.signedUrl;
      clock.mockRestore();
      expect((await t.app.inject({ method: 'GET', url: old })).statusCode).toBe(403);
    });
  });

  describe('signed URLs', () => {
    it('signs your own files, profile pictures and media of posts you may see; 404 for the rest', async () => {
      const mine = await upload(t, ann, { name: 'a.png', type: 'image/png', bytes: pngBytes });
      const avatar = await upload(t, ann, {
        name: 'me.jpg',
        type: 'image/jpeg',
        bytes: jpegBytes,
        isProfilePicture: true,
      });
      const publicMedia = await upload(t, ann, { name: 'pub.png', type: 'image/png', bytes: pngBytes });
      const cliqueMedia = await upload(t, ann, { name: 'club.png', type: 'image/png', bytes: pngBytes });
      await post(t, ann, { content: 'public', media: [{ key: publicMedia.key }] });
      await post(t, ann, {
        content: 'club',
        media: [{ key: cliqueMedia.key }],
        cliqueId: await createClique(t, [ann]),
      });
      const signed = (user: TestUser, key: string) =>
        t.request({ method: 'GET', url: `/api/signed-url?key=${encodeURIComponent(key)}`, headers: user.auth });
      expect((await signed(ann, mine.key)).status).toBe(200);
      expect((await signed(bob, mine.key)).status).toBe(404);
      expect((await signed(bob, avatar.key)).status).toBe(200);
      expect((await signed(bob, publicMedia.key)).status).toBe(200);
      expect((await signed(bob, cliqueMedia.key)).status).toBe(404);
      const batch = await t.request({
        method: 'POST',
        url: '/api/signed-url',
        headers: bob.auth,
        payload: { keys: [mine.key, avatar.key, publicMedia.key, cliqueMedia.key], expiresIn: 600 },
      });
      expect(batch.status).toBe(200);
      expect(batch.body.results.map((r: { key: string }) => r.key)).toEqual([avatar.key, publicMedia.key]);
      const expiresAt = Date.parse(batch.body.results[0].expiresAt);
      expect(expiresAt - Date.now()).toBeGreaterThan(590_000);
      expect(expiresAt - Date.now()).toBeLessThan(610_000);
    });

    it('refuses lifetimes over a day, too many keys, unknown fields and no token', async () => {
      expect(
        (await t.request({ method: 'GET', url: '/api/signed-url?key=k&expiresIn=86401', headers: ann.auth })).status,
      ).toBe(400);
      expect(
        (await t.request({ method: 'GET', url: '/api/signed-url?key=k&bucket=x', headers: ann.auth })).status,
      ).toBe(400);
      const keys = Array.from({ length: 101 }, (_, i) => `k${i}`);
      expect(
        (await t.request({ method: 'POST', url: '/api/signed-url', headers: ann.auth, payload: { keys } })).status,
      ).toBe(400);
      expect((await t.request({ method: 'GET', url: '/api/signed-url?key=k' })).status).toBe(401);
      expect((await t.request({ method: 'POST', url: '/api/signed-url', payload: { keys: ['k'] } })).status).toBe(401);
    });
  });

  describe('POST /api/media/delete', () => {
    it('deletes your own file (the URL stops working), never another user’s', async () => {
      const file = await upload(t, ann, { name: 'bye.png', type: 'image/png', bytes: pngBytes });
      const { signedUrl } = (
        await t.request({
          method: 'GET',
          url: `/api/signed-url?key=${encodeURIComponent(file.key)}`,
          headers: ann.auth,
        })
      ).body;
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/media/delete',
            headers: bob.auth,
            payload: { fileUrl: file.fileUrl },
          })
        ).status,
      ).toBe(403);
      expect(
        (await t.request({ method: 'POST', url: '/api/media/delete', payload: { fileUrl: file.fileUrl } })).status,
      ).toBe(401);
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/media/delete',
            headers: ann.auth,
            payload: { fileUrl: '/etc/passwd' },
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/media/delete',
            headers: ann.auth,
            payload: { fileUrl: file.fileUrl, force: true },
          })
        ).status,
      ).toBe(400);
      expect((await download(t, signedUrl)).status).toBe(200);
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/media/delete',
            headers: ann.auth,
            payload: { fileUrl: `http://localhost:8080${file.fileUrl}` },
          })
        ).status,
      ).toBe(204);
      expect((await download(t, signedUrl)).status).toBe(404);
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/media/delete',
            headers: ann.auth,
            payload: { fileUrl: file.fileUrl },
          })
        ).status,
      ).toBe(404);
    });
  });
});
