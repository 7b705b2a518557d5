import { Type } from '@sinclair/typebox';
import { CliquePostParams, CliqueRequestsQuery, IdParams, PostPage, errorResponses } from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { HeldPostsService } from './held-posts.service';
import { postsServiceFor } from './posts.service';

const tags = ['cliques'];

/** A clique's held posts for its moderators (listed under Cliques in API.md; they are posts). */
export const heldPostRoutes: RoutePlugin = async (app, { context }) => {
  const held = new HeldPostsService(context.db, await postsServiceFor(context));

  app.get(
    '/cliques/:id/pending',
    {
      schema: {
        tags,
        summary: 'Posts waiting for approval (moderators)',
        operationId: 'listCliquePending',
        params: IdParams,
        querystring: CliqueRequestsQuery,
        response: { 200: PostPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { limit, nextToken } = request.query;
      return held.list(callerOf(request).userId, request.params.id, { limit, nextToken });
    },
  );

  for (const answer of ['approve', 'decline'] as const)
    app.post(
      `/cliques/:id/pending/:postId/${answer}`,
      {
        schema: {
          tags,
          summary: `${answer === 'approve' ? 'Approve' : 'Decline'} a held post (moderators)`,
          operationId: `${answer}CliquePending`,
          params: CliquePostParams,
          response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { id, postId } = request.params;
        await held.answer(callerOf(request).userId, id, postId, answer === 'approve');
        return reply.status(204).send(null);
      },
    );
};
