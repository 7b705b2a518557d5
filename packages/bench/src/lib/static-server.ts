import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.map': 'application/json',
};

/**
 * A file's body as the app server sends it: the build's .br or .gz copy when the client accepts it
 * (@fastify/static `preCompressed`), else compressed on the fly (@fastify/compress: brotli quality
 * 4, else gzip).
 */
function encode(file: string, acceptEncoding: string): { body: Buffer; encoding?: string } {
  const br = /\bbr\b/.test(acceptEncoding);
  const gzip = /\bgzip\b/.test(acceptEncoding);
  if (br && existsSync(`${file}.br`)) return { body: readFileSync(`${file}.br`), encoding: 'br' };
  if (gzip && existsSync(`${file}.gz`)) return { body: readFileSync(`${file}.gz`), encoding: 'gzip' };
  const body = readFileSync(file);
  if (body.length < 1024) return { body };
  if (br)
    return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), encoding: 'br' };
  if (gzip) return { body: gzipSync(body), encoding: 'gzip' };
  return { body };
}

/**
 * Serves built files: each `prefix → folder` mount (longest prefix first), and the page of the `/`
 * mount for any path without a file, as the app server does for deep links; compressed as the app
 * server compresses, so a page of the floor travels as one of the app does.
 */
export function serveStatic(
  port: number,
  mounts: Record<string, string>,
): Promise<{ origin: string; close(): Promise<void> }> {
  const ordered = Object.entries(mounts).sort((a, b) => b[0].length - a[0].length);
  const server: Server = createServer((request, response) => {
    const urlPath = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    const mount = ordered.find(([prefix]) => urlPath.startsWith(prefix));
    let file = mount ? path.join(mount[1], path.normalize(urlPath.slice(mount[0].length))) : '';
    if (!mount || !file.startsWith(mount[1]) || !existsSync(file) || statSync(file).isDirectory()) {
      if (path.extname(urlPath) !== '') {
        response.writeHead(404).end();
        return;
      }
      file = path.join(mounts['/'] ?? '', 'index.html');
    }
    const { body, encoding } = encode(file, String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
    });
    response.end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () =>
      resolve({
        origin: `http://localhost:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
