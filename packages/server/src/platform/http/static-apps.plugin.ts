import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { remoteNames } from '../config/config';

/** Files whose names change with their content may be cached forever (also their .br/.gz copies); entry points never. */
const hashed = /\.[0-9a-f]{10}\.(js|css)(\.br|\.gz)?$/;

function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  if (hashed.test(filePath)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
}

/** Serves the built host at / and each remote at /remotes/<dir>/, and the host page for deep links. */
export async function registerStaticApps(app: FastifyInstance, appsDir: string): Promise<void> {
  const hostDist = path.join(appsDir, 'host/dist');
  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    index: false,
    wildcard: false,
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
  // The app's pages, not an API operation: kept out of the OpenAPI document.
  app.get('/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const file = request.url.split('?')[0] ?? '/';
    if (file !== '/' && fs.existsSync(path.join(hostDist, path.normalize(file)))) {
      return reply.sendFile(path.normalize(file).replace(/^\/+/, ''));
    }
    if (path.extname(file) !== '' || !fs.existsSync(indexHtml)) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
