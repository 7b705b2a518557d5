import { CommentParams, IdParams, LikeResponse, errorResponses } from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { ReactionsService } from './reactions.service';

const errors = errorResponses(400, 401, 403, 404);

/** Likes of posts and comments (docs/API.md Posts, comments, likes, shares). */
export const reactionRoutes: RoutePlugin = async (app, { context }) => {
  const reactions = new ReactionsService(context.db);
  const tags = ['posts'];

  app.post(
    '/posts/:id/like',
    {
      schema: {
        tags,
        summary: 'Like a post',
        operationId: 'likePost',
        params: IdParams,
        response: { 200: LikeResponse, ...errors },
      },
    },
    async (request) => reactions.likePost(callerOf(request).userId, request.params.id),
  );

  app.delete(
    '/posts/:id/like',
    {
      schema: {
        tags,
        summary: 'Take back your like of a post',
        operationId: 'unlikePost',
        params: IdParams,
        response: { 200: LikeResponse, ...errors },
      },
    },
    async (request) => reactions.unlikePost(callerOf(request).userId, request.params.id),
  );

  for (const [method, liked, summary, operationId] of [
    ['POST', true, 'Like a comment', 'likeComment'],
    ['DELETE', false, 'Take back your like of a comment', 'unlikeComment'],
  ] as const) {
    app.route({
      method,
      url: '/posts/:id/comments/:commentId/like',
      schema: {
        tags: ['comments'],
        summary,
        operationId,
        params: CommentParams,
        response: { 200: LikeResponse, ...errors },
      },
      handler: async (request) => {
        const { id, commentId } = request.params;
        return reactions.setCommentLike(callerOf(request).userId, id, commentId, liked);
      },
    });
  }
};
