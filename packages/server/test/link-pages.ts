import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pngBytes } from './post-fixtures';

/** An HTML page with Open Graph data whose picture is `image`. */
export const ogPage = (title: string, description: string, image = '/picture.png') =>
  `<!doctype html><html><head><title>Fallback title</title>
   <meta property="og:title" content="${title}"><meta property="og:description" content="${description}">
   <meta property="og:image" content="${image}"></head><body><p>Hello</p></body></html>`;

/** What each path of the test site answers. */
const routes: Record<string, (res: http.ServerResponse) => void> = {
  '/page': (res) => html(res, ogPage('A local page', 'Served by the test &amp; read once')),
  '/other': (res) => html(res, ogPage('Another page', 'After the edit', '/picture.png?v=2')),
  '/picture.png': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end(pngBytes),
  '/plain': (res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('not a page'),
  '/big': (res) => html(res, `<html><head><title>Big</title></head><body>${'x'.repeat(600 * 1024)}</body></html>`),
  '/big-chunked': (res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    for (let i = 0; i < 600; i += 1) res.write('y'.repeat(1024));
    res.end();
  },
  '/slow': () => undefined,
  '/to-page': (res) => res.writeHead(302, { location: '/page' }).end(),
  '/to-private': (res) => res.writeHead(302, { location: 'http://10.0.0.1/' }).end(),
  '/to-metadata': (res) => res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  '/loop': (res) => res.writeHead(302, { location: '/loop' }).end(),
};

function html(res: http.ServerResponse, body: string) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
}

/** A real web site on 127.0.0.1 for link previews; `hits` counts requests per path. */
export async function startLinkSite() {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes[path];
    if (route) route(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    port: (server.address() as AddressInfo).port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
