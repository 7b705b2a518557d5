import { IdParams, ShareBody, ShareResponse, errorResponses } from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { SharesService } from './shares.service';

const errors = errorResponses(400, 401, 403, 404);
// Any body may be over the size limit; the write-limits plugin adds the 429 of limited routes.
const writeErrors = errorResponses(400, 401, 403, 404, 413);
const tags = ['posts'];

/** Shares of posts (docs/API.md Posts, comments, likes, shares). */
export const shareRoutes: RoutePlugin = async (app, { context }) => {
  const shares = new SharesService(context.db);

  app.post(
    '/posts/:id/share',
    {
      // The body is optional: no body shares without a comment.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags,
        summary: 'Share a post',
        operationId: 'sharePost',
        params: IdParams,
        body: ShareBody,
        response: { 200: ShareResponse, ...writeErrors },
      },
    },
    async (request) => shares.share(callerOf(request).userId, request.params.id, request.body.comment ?? null),
  );

  app.delete(
    '/posts/:id/share',
    {
      schema: {
        tags,
        summary: 'Take back your share of a post',
        operationId: 'unsharePost',
        params: IdParams,
        response: { 200: ShareResponse, ...errors },
      },
    },
    async (request) => shares.unshare(callerOf(request).userId, request.params.id),
  );
};
