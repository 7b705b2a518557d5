import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { remoteNames } from '../config/config';
import { withScriptHashes } from './security.plugin';

/**
 * The host release a request gets instead of the bundled host build (the host is released like a
 * remote: packages/server/src/features/deploy/host-pages.ts); null: the bundled build is live.
 */
export interface HostPages {
  /** The host page, with the CSP hashes of its inline scripts. */
  page(request: FastifyRequest): Promise<{ html: string; scriptHashes: string[] } | null>;
  /** The service worker script (`/sw.js`). */
  worker(request: FastifyRequest): Promise<Buffer | null>;
}

/** Files whose names change with their content may be cached forever (also their .br/.gz copies); entry points never. */
const hashed = /\.[0-9a-f]{10}\.(js|css)(\.br|\.gz)?$/;

function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  if (hashed.test(filePath)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
}

/**
 * Serves the built host at / and each remote at /remotes/<dir>/, and the host page for deep links;
 * the page and the service worker come from the host release `hostPages` chooses, when one is live.
 */
export async function registerStaticApps(app: FastifyInstance, appsDir: string, hostPages: HostPages): Promise<void> {
  const hostDist = path.join(appsDir, 'host/dist');
  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    index: false,
    wildcard: false,
    // The worker and the page are the chosen host release's (below).
    globIgnore: ['sw.js', 'index.html'],
    decorateReply: true,
    cacheControl: false,
    // The build writes .br and .gz copies: sent as they are, not compressed again per request.
    preCompressed: true,
    setHeaders: setCacheHeaders,
  });
  for (const name of remoteNames) {
    const dir = name.replace('_', '-');
    await app.register(fastifyStatic, {
      root: path.join(appsDir, dir, 'dist'),
      prefix: `/remotes/${dir}/`,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        setCacheHeaders(res, filePath);
        res.setHeader('Access-Control-Allow-Origin', '*');
      },
    });
  }
  const indexHtml = path.join(hostDist, 'index.html');
  // Another person may get another host (a canary, a preview): caches must tell them apart.
  app.get('/sw.js', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const worker = await hostPages.worker(request);
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
    if (worker) return reply.type('text/javascript; charset=utf-8').send(worker);
    return reply.sendFile('sw.js');
  });
  // The app's pages, not an API operation: kept out of the OpenAPI document.
  app.get('/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const file = request.url.split('?')[0] ?? '/';
    if (file !== '/' && file !== '/index.html' && fs.existsSync(path.join(hostDist, path.normalize(file)))) {
      return reply.sendFile(path.normalize(file).replace(/^\/+/, ''));
    }
    if (path.extname(file) !== '' && file !== '/index.html') {
      return reply.status(404).type('text/plain').send('Not found');
    }
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
    const page = await hostPages.page(request);
    if (page) {
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      if (policy) reply.header('Content-Security-Policy', withScriptHashes(policy, page.scriptHashes));
      return reply.type('text/html; charset=utf-8').send(page.html);
    }
    if (!fs.existsSync(indexHtml)) return reply.status(404).type('text/plain').send('Not found');
    return reply.sendFile('index.html');
  });
}
