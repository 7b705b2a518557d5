import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { remoteOfDir } from './contracts';
import { releaseVersionPattern, type FsReleaseStore } from './release-store';

/**
 * Serves `/releases/<dir>/<version>/<file>` from the filesystem release store. A release never
 * changes, so every file is cached for a year (a tab open on an old version keeps loading its
 * chunks); remotes are fetched cross-origin by dev hosts, hence CORS *. The build's .br/.gz copies
 * are sent as they are. Anything that is not a well-formed path into a release is a 404 before the
 * file system is touched. (An S3 store would serve from the bucket instead.)
 */
export async function releaseFileRoutes(app: FastifyInstance, { store }: { store: FsReleaseStore }): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const [dir = '', version = '', ...rest] = decodePath(request.url.split('?')[0]?.replace(/^\/releases\//, '') ?? '');
    const safe = remoteOfDir(dir) && releaseVersionPattern.test(version) && rest.length > 0 && rest.every((part) => part !== '' && part !== '.' && part !== '..' && !part.startsWith('.'));
    if (!safe) throw notFound('No such release file');
  });
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
}

function decodePath(value: string): string[] {
  try {
    return decodeURIComponent(value).split('/');
  } catch {
    return [''];
  }
}
