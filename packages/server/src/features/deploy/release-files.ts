import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { RoutePlugin } from '../../context';
import { notFound } from '../../platform/http/errors';
import { appOfDir, type AppName } from './contracts';
import { createFetchRecorder } from './fetch-recorder';
import { ObjectReleaseStore, releaseFileType } from './object-release-store';
import { FsReleaseStore, releaseVersionPattern } from './release-store';

/**
 * Serves `/releases/<dir>/<version>/<file>` from the filesystem release store. A release never
 * changes, so every file is cached for a year (a tab open on an old version keeps loading its
 * chunks); remotes are fetched cross-origin by dev hosts, hence CORS *. The build's .br/.gz copies
 * are sent as they are. Anything that is not a well-formed path into a release is a 404 before the
 * store is touched. In S3 mode the files are streamed from the bucket with the same headers. Each
 * release's last fetch is recorded (fetch-recorder.ts) for retention.
 */
export const releaseFileRoutes: RoutePlugin = async (app, { context }) => {
  const store = context.releaseStore;
  const recordFetch = createFetchRecorder(context.db);
  app.addHook('onRequest', async (request) => {
    if (!releaseOfUrl(request.url)) throw notFound('No such release file');
  });
  // After the answer is sent: a file served (or still cached: 304) keeps its release from retention.
  app.addHook('onResponse', async (request, reply) => {
    const release = releaseOfUrl(request.url);
    if (!release || reply.statusCode >= 400) return;
    await recordFetch(release.remote, release.version)?.catch((error: unknown) =>
      request.log.warn({ err: error }, 'could not record a release fetch'),
    );
  });
  if (store instanceof ObjectReleaseStore) {
    app.get(
      '/releases/*',
      {
        config: { public: true },
        compress: false,
        schema: { hide: true, params: Type.Object({ '*': Type.String() }) },
      },
      (request, reply) =>
        serveObject(store, request.params['*'], String(request.headers['accept-encoding'] ?? ''), reply),
    );
    return;
  }
  if (!(store instanceof FsReleaseStore)) throw new Error('unknown release store');
  await app.register(fastifyStatic, {
    root: store.root,
    prefix: '/releases/',
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'deny',
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
};

/** A release file from the bucket: the build's .br/.gz copy when the browser takes it, as @fastify/static does. */
async function serveObject(store: ObjectReleaseStore, path: string, accepted: string, reply: FastifyReply) {
  const [dir = '', version = '', ...rest] = decodePath(path);
  const file = rest.join('/');
  const candidates: [string, string | null][] = [
    ...(/\bbr\b/.test(accepted) ? ([[`${file}.br`, 'br']] as [string, string][]) : []),
    ...(/\bgzip\b/.test(accepted) ? ([[`${file}.gz`, 'gzip']] as [string, string][]) : []),
    [file, null],
  ];
  for (const [name, encoding] of candidates) {
    const object = await store.open(dir, version, name);
    if (!object) continue;
    reply
      .header('Content-Type', releaseFileType(file))
      .header('Content-Length', object.size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Access-Control-Allow-Origin', '*')
      .header('Vary', 'Accept-Encoding');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(object.body);
  }
  throw notFound('No such release file');
}

/** The release a `/releases/<dir>/<version>/<file>` URL is in, if it is a well-formed path into one. */
function releaseOfUrl(url: string): { remote: AppName; version: string } | undefined {
  const [dir = '', version = '', ...rest] = decodePath(url.split('?')[0]?.replace(/^\/releases\//, '') ?? '');
  const remote = appOfDir(dir);
  const safe =
    remote &&
    releaseVersionPattern.test(version) &&
    rest.length > 0 &&
    rest.every((part) => part !== '' && part !== '.' && part !== '..' && !part.startsWith('.'));
  return safe ? { remote, version } : undefined;
}

function decodePath(value: string): string[] {
  try {
    return decodeURIComponent(value).split('/');
  } catch {
    return [''];
  }
}
