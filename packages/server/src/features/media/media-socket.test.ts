import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { TestUser } from '../../../test/test-app';
import { createPostsTestApp, pngBytes } from '../../../test/post-fixtures';

/** PUT over a real socket, in several chunks, as a browser sends it. */
function put(
  port: number,
  path: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { port, path, method: 'PUT', headers: { ...headers, 'content-length': String(body.length) } },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half));
    setTimeout(() => req.end(body.subarray(half)), 20);
  });
}

describe('media upload over a real socket', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let ann: TestUser;
  let port: number;
  beforeAll(async () => {
    t = await createPostsTestApp();
    ann = await t.createUser('ann');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it("stores a gzip body sent in chunks (regression: 'end' came while the last chunk was still being written)", async () => {
    const bytes = Buffer.concat([pngBytes, Buffer.alloc(50_000, 9)]);
    const issued = await t.request({
      method: 'POST',
      url: '/api/media/upload',
      headers: ann.auth,
      payload: { fileName: 'big.png', fileType: 'image/png', fileSize: bytes.length },
    });
    const res = await put(port, issued.body.uploadUrl, zlib.gzipSync(bytes), {
      'content-type': 'image/png',
      'content-encoding': 'gzip',
    });
    expect(res).toEqual({ status: 200, text: JSON.stringify({ key: issued.body.key, size: bytes.length }) });
  });
});
