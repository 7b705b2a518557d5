import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { RoutePlugin } from '../../context';
import { mediaPaths, mediaServiceFor } from './media.service';

/** The file's key: the rest of the path. */
const KeyParams = Type.Object({ '*': Type.String() });
const UploadQuery = Type.Object(
  {
    expires: Type.Integer({ minimum: 0 }),
    size: Type.Integer({ minimum: 1 }),
    type: Type.String({ maxLength: 100 }),
    sig: Type.String({ maxLength: 128 }),
  },
  { additionalProperties: false },
);
// `v` is a client's version of a file that keeps its key (a profile picture); it only makes a new URL.
const DownloadQuery = Type.Object(
  {
    expires: Type.Integer({ minimum: 0 }),
    sig: Type.String({ maxLength: 128 }),
    v: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);

/**
 * The media file routes outside /api, authorised by their signature alone: PUT {uploadUrl} and
 * GET of signed download URLs. Files are served as stored (gzip bodies with Content-Encoding: gzip);
 * in S3 mode the GET answers a redirect to a presigned GET of the bucket.
 */
export const mediaFileRoutes: RoutePlugin = async (app, { context }) => {
  const media = await mediaServiceFor(context);
  // The body is streamed and checked by the service, whatever its type; nothing buffers it here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.put(
    `${mediaPaths.upload}*`,
    {
      config: { public: true },
      compress: false,
      decompress: false,
      schema: { hide: true, params: KeyParams, querystring: UploadQuery },
    },
    async (request, reply) => {
      try {
        const stored = await media.receive(
          { key: request.params['*'], ...request.query },
          request.headers['content-type'],
          request.headers['content-encoding'],
          request.raw,
        );
        return { key: stored.key, size: stored.size };
      } catch (error) {
        // The rest of a refused body is not read: close the connection instead.
        reply.header('Connection', 'close');
        throw error;
      }
    },
  );

  app.get(
    `${mediaPaths.files}*`,
    {
      config: { public: true },
      compress: false,
      schema: { hide: true, params: KeyParams, querystring: DownloadQuery },
    },
    async (request, reply) => {
      const { expires, sig } = request.query;
      const object = await media.resolveDownload(request.params['*'], expires, sig);
      const maxAge = Math.max(0, Math.min(expires - Math.floor(Date.now() / 1000), 86_400));
      // S3 mode: the bytes come from the bucket (a presigned GET, ranges included), never through us.
      const bucketUrl = await media.bucketUrl(object, expires);
      if (bucketUrl) return reply.header('Cache-Control', `private, max-age=${maxAge}`).redirect(bucketUrl, 302);
      reply
        .header('Content-Type', object.contentType)
        .header('Cache-Control', `private, max-age=${maxAge}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Accept-Ranges', object.contentEncoding ? 'none' : 'bytes');
      if (object.contentEncoding)
        reply.header('Content-Encoding', object.contentEncoding).header('Vary', 'Accept-Encoding');
      const range = object.contentEncoding ? null : parseRange(request.headers.range, object.storedSize);
      if (range === 'unsatisfiable')
        return reply.status(416).header('Content-Range', `bytes */${object.storedSize}`).send();
      const stream = await media.storage.open(object.blobId, range ?? undefined);
      if (!stream) return sendGone(reply);
      if (range) {
        reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${object.storedSize}`);
        return reply.header('Content-Length', range.end - range.start + 1).send(stream);
      }
      return reply.header('Content-Length', object.storedSize).send(stream);
    },
  );
};

function sendGone(reply: FastifyReply) {
  return reply
    .status(404)
    .header('Content-Type', 'application/json')
    .send({ error: { code: 'not_found', message: 'File not found' } });
}

/** One `bytes=a-b` range (what media elements ask for); null for none or one we ignore (RFC 9110 allows that). */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}
