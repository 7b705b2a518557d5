import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  DeleteMediaBody,
  ErrorBody,
  SignedUrlBatchBody,
  SignedUrlBatchResponse,
  SignedUrlQuery,
  SignedUrlResponse,
  UploadRequestBody,
  UploadResponse,
  mediaLimits,
} from '@cliques/contracts';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { callerOf } from '../plugins/auth';
import { mediaServiceFor } from '../services/media';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** /api media calls: upload URLs, deletes and signed download URLs (API.md Media). */
export async function mediaRoutes(app: FastifyInstance, { context }: { context: AppContext }): Promise<void> {
  const media = await mediaServiceFor(context);

  app.post(
    '/media/upload',
    {
      config: { writeLimit: 'uploads' },
      schema: { tags: ['media'], body: UploadRequestBody, response: { 200: UploadResponse, ...errors } },
    },
    async (request) => {
      return media.createUpload(callerOf(request).userId, request.body as UploadRequestBody);
    },
  );

  app.post(
    '/media/delete',
    { schema: { tags: ['media'], body: DeleteMediaBody, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await media.deleteFile(callerOf(request).userId, (request.body as DeleteMediaBody).fileUrl);
      return reply.status(204).send();
    },
  );

  app.get(
    '/signed-url',
    { schema: { tags: ['media'], querystring: SignedUrlQuery, response: { 200: SignedUrlResponse, ...errors } } },
    async (request) => {
      const { key, expiresIn } = request.query as SignedUrlQuery;
      const [result] = await media.signReadable(callerOf(request).userId, [key], expiresIn);
      if (!result) throw notFound('File not found');
      return { signedUrl: result.signedUrl, expiresAt: result.expiresAt };
    },
  );

  app.post(
    '/signed-url',
    { schema: { tags: ['media'], body: SignedUrlBatchBody, response: { 200: SignedUrlBatchResponse, ...errors } } },
    async (request) => {
      const { keys, expiresIn = mediaLimits.defaultExpiresIn } = request.body as SignedUrlBatchBody;
      return { results: await media.signReadable(callerOf(request).userId, keys, expiresIn) };
    },
  );
}
