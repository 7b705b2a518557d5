import { Type } from '@sinclair/typebox';
import {
  CommentPage,
  CommentParams,
  CommentResponse,
  CommentsQuery,
  CreateCommentBody,
  IdParams,
  IdempotencyHeaders,
  errorResponses,
} from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { createOnce } from '../../platform/idempotency/idempotency.service';
import { CommentsService } from './comments.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['comments'];

/** Comments and replies (API.md Posts, comments, likes, shares). */
export const commentRoutes: RoutePlugin = async (app, { context }) => {
  const comments = new CommentsService(context.db);

  app.get(
    '/posts/:id/comments',
    {
      schema: {
        tags,
        summary: "A page of a post's comment threads (or of one comment's replies), oldest first",
        operationId: 'listComments',
        params: IdParams,
        querystring: CommentsQuery,
        response: { 200: CommentPage, ...errors },
      },
    },
    async (request) => {
      const { limit, nextToken, parentCommentId } = request.query;
      return comments.comments(callerOf(request).userId, request.params.id, { limit, nextToken, parentCommentId });
    },
  );

  app.post(
    '/posts/:id/comments',
    {
      config: { writeLimit: 'comments' },
      schema: {
        tags,
        summary: 'Comment on a post, or reply to a comment',
        operationId: 'createComment',
        params: IdParams,
        headers: IdempotencyHeaders,
        body: CreateCommentBody,
        // 409: a repeat of an Idempotency-Key whose first request still runs.
        response: { 201: CommentResponse, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const { id: postId } = request.params;
      const { content, parentCommentId } = request.body;
      const { value: comment, repeated } = await createOnce(
        context.db,
        { userId, scope: `comments:${postId}`, key: request.headers['idempotency-key'] },
        {
          create: () => comments.addComment(userId, postId, content, parentCommentId ?? null),
          idOf: (created) => created.commentId,
          replay: (commentId) => comments.comment(userId, postId, commentId),
        },
      );
      // A repeat wrote nothing: it does not count against the write limit.
      if (repeated) await context.writeLimiter.giveBack(request.writeTicket ?? null);
      return reply.status(201).send({ comment });
    },
  );

  app.delete(
    '/posts/:id/comments/:commentId',
    {
      schema: {
        tags,
        summary: 'Delete a comment',
        operationId: 'deleteComment',
        params: CommentParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, commentId } = request.params;
      await comments.deleteComment(callerOf(request).userId, id, commentId);
      return reply.status(204).send(null);
    },
  );
};
