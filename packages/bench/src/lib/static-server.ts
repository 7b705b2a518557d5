import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.map': 'application/json',
};

/**
 * Serves built files: each `prefix → folder` mount (longest prefix first), and the page of the `/`
 * mount for any path without a file, as the app server does for deep links.
 */
export function serveStatic(port: number, mounts: Record<string, string>): Promise<{ origin: string; close(): Promise<void> }> {
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
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
    createReadStream(file).pipe(response);
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
