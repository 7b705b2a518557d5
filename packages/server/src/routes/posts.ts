import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  CliquePostsQuery,
  CreatePostBody,
  ErrorBody,
  FeedQuery,
  IdParams,
  LikeResponse,
  MentionsQuery,
  PostPage,
  PostResponse,
  ShareBody,
  ShareResponse,
  UpdatePostBody,
} from '@cliques/contracts';
import { callerOf } from '../plugins/auth';
import type { PostInteractions } from '../services/post-interactions';
import type { PostsService } from '../services/posts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['posts'];
type Params = { id: string };

/** Posts, likes, shares, feeds and mentions (API.md Posts; Hashtags and mentions). */
export async function postRoutes(
  app: FastifyInstance,
  { posts, interactions }: { posts: PostsService; interactions: PostInteractions },
): Promise<void> {
  app.post(
    '/posts',
    {
      config: { writeLimit: 'posts' },
      schema: { tags, body: CreatePostBody, response: { 201: PostResponse, ...errors } },
    },
    async (request, reply) => {
      const post = await posts.create(callerOf(request).userId, request.body as CreatePostBody);
      return reply.status(201).send({ post });
    },
  );

  app.get(
    '/posts/:id',
    { schema: { tags, params: IdParams, response: { 200: PostResponse, ...errors } } },
    async (request) => ({
      post: await posts.get(callerOf(request).userId, (request.params as Params).id),
    }),
  );

  app.put(
    '/posts/:id',
    { schema: { tags, params: IdParams, body: UpdatePostBody, response: { 200: PostResponse, ...errors } } },
    async (request) => ({
      post: await posts.update(
        callerOf(request).userId,
        (request.params as Params).id,
        (request.body as UpdatePostBody).content,
      ),
    }),
  );

  app.delete(
    '/posts/:id',
    { schema: { tags, params: IdParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await posts.remove(callerOf(request).userId, (request.params as Params).id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/users/:id/feed',
    { schema: { tags, params: IdParams, querystring: FeedQuery, response: { 200: PostPage, ...errors } } },
    async (request) => {
      const { type, limit, nextToken } = request.query as FeedQuery;
      return posts.feed(callerOf(request).userId, (request.params as Params).id, type, { limit, nextToken });
    },
  );

  app.get(
    '/users/:id/mentions',
    { schema: { tags, params: IdParams, querystring: MentionsQuery, response: { 200: PostPage, ...errors } } },
    async (request) => {
      const { limit, nextToken } = request.query as MentionsQuery;
      return posts.mentions(callerOf(request).userId, (request.params as Params).id, { limit, nextToken });
    },
  );

  // Listed under Cliques in API.md; served here because it is a list of posts like the others.
  app.get(
    '/cliques/:id/posts',
    { schema: { tags, params: IdParams, querystring: CliquePostsQuery, response: { 200: PostPage, ...errors } } },
    async (request) => {
      const { sort, limit, nextToken } = request.query as CliquePostsQuery;
      return posts.cliquePosts(callerOf(request).userId, (request.params as Params).id, sort, { limit, nextToken });
    },
  );

  app.post(
    '/posts/:id/like',
    { schema: { tags, params: IdParams, response: { 200: LikeResponse, ...errors } } },
    async (request) => interactions.likePost(callerOf(request).userId, (request.params as Params).id),
  );

  app.delete(
    '/posts/:id/like',
    { schema: { tags, params: IdParams, response: { 200: LikeResponse, ...errors } } },
    async (request) => interactions.unlikePost(callerOf(request).userId, (request.params as Params).id),
  );

  app.post(
    '/posts/:id/share',
    {
      // The body is optional: no body shares without a comment.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { tags, params: IdParams, body: ShareBody, response: { 200: ShareResponse, ...errors } },
    },
    async (request) => {
      const comment = (request.body as ShareBody).comment ?? null;
      return interactions.share(callerOf(request).userId, (request.params as Params).id, comment);
    },
  );

  app.delete(
    '/posts/:id/share',
    { schema: { tags, params: IdParams, response: { 200: ShareResponse, ...errors } } },
    async (request) => interactions.unshare(callerOf(request).userId, (request.params as Params).id),
  );
}
