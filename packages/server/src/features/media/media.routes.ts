import { Type } from '@sinclair/typebox';
import {
  DeleteMediaBody,
  SignedUrlBatchBody,
  SignedUrlBatchResponse,
  SignedUrlQuery,
  SignedUrlResponse,
  UploadRequestBody,
  UploadResponse,
  errorResponses,
  mediaLimits,
} from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { notFound } from '../../platform/http/errors';
import { callerOf } from '../../platform/http/auth.plugin';
import { mediaServiceFor } from './media.service';

const errors = errorResponses(400, 401, 403, 404, 413);

/** /api media calls: upload URLs, deletes and signed download URLs (API.md Media). */
export const mediaRoutes: RoutePlugin = async (app, { context }) => {
  const media = await mediaServiceFor(context);

  app.post(
    '/media/upload',
    {
      config: { writeLimit: 'uploads' },
      schema: {
        tags: ['media'],
        summary: 'A signed URL to upload a file to',
        operationId: 'createUpload',
        body: UploadRequestBody,
        response: { 200: UploadResponse, ...errors },
      },
    },
    async (request) => {
      return media.createUpload(callerOf(request).userId, request.body);
    },
  );

  app.post(
    '/media/delete',
    {
      schema: {
        tags: ['media'],
        summary: 'Delete one of your files',
        operationId: 'deleteMedia',
        body: DeleteMediaBody,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await media.deleteFile(callerOf(request).userId, request.body.fileUrl);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/signed-url',
    {
      schema: {
        tags: ['media'],
        summary: 'A signed URL to read a file',
        operationId: 'getSignedUrl',
        querystring: SignedUrlQuery,
        response: { 200: SignedUrlResponse, ...errors },
      },
    },
    async (request) => {
      const { key, expiresIn } = request.query;
      const [result] = await media.signReadable(callerOf(request).userId, [key], expiresIn);
      if (!result) throw notFound('File not found');
      return { signedUrl: result.signedUrl, expiresAt: result.expiresAt };
    },
  );

  app.post(
    '/signed-url',
    {
      schema: {
        tags: ['media'],
        summary: 'Signed URLs to read many files',
        operationId: 'getSignedUrls',
        body: SignedUrlBatchBody,
        response: { 200: SignedUrlBatchResponse, ...errors },
      },
    },
    async (request) => {
      const { keys, expiresIn = mediaLimits.defaultExpiresIn } = request.body;
      return { results: await media.signReadable(callerOf(request).userId, keys, expiresIn) };
    },
  );
};
