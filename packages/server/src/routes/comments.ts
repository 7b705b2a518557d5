import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  CommentPage,
  CommentParams,
  CommentResponse,
  CommentsQuery,
  CreateCommentBody,
  ErrorBody,
  IdParams,
  LikeResponse,
} from '@cliques/contracts';
import { callerOf } from '../plugins/auth';
import type { PostInteractions } from '../services/post-interactions';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['comments'];
type Params = { id: string; commentId: string };

/** Comments, replies and comment likes (API.md Posts, comments, likes, shares). */
export async function commentRoutes(
  app: FastifyInstance,
  { interactions }: { interactions: PostInteractions },
): Promise<void> {
  app.get(
    '/posts/:id/comments',
    { schema: { tags, params: IdParams, querystring: CommentsQuery, response: { 200: CommentPage, ...errors } } },
    async (request) => {
      const { limit, nextToken } = request.query as CommentsQuery;
      return interactions.comments(callerOf(request).userId, (request.params as Params).id, { limit, nextToken });
    },
  );

  app.post(
    '/posts/:id/comments',
    {
      config: { writeLimit: 'comments' },
      schema: { tags, params: IdParams, body: CreateCommentBody, response: { 201: CommentResponse, ...errors } },
    },
    async (request, reply) => {
      const { content, parentCommentId } = request.body as CreateCommentBody;
      const comment = await interactions.addComment(
        callerOf(request).userId,
        (request.params as Params).id,
        content,
        parentCommentId ?? null,
      );
      return reply.status(201).send({ comment });
    },
  );

  app.delete(
    '/posts/:id/comments/:commentId',
    { schema: { tags, params: CommentParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      const { id, commentId } = request.params as Params;
      await interactions.deleteComment(callerOf(request).userId, id, commentId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/posts/:id/comments/:commentId/like',
    { schema: { tags, params: CommentParams, response: { 200: LikeResponse, ...errors } } },
    async (request) => {
      const { id, commentId } = request.params as Params;
      return interactions.setCommentLike(callerOf(request).userId, id, commentId, true);
    },
  );

  app.delete(
    '/posts/:id/comments/:commentId/like',
    { schema: { tags, params: CommentParams, response: { 200: LikeResponse, ...errors } } },
    async (request) => {
      const { id, commentId } = request.params as Params;
      return interactions.setCommentLike(callerOf(request).userId, id, commentId, false);
    },
  );
}
