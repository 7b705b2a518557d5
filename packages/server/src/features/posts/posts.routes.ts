import { Type } from '@sinclair/typebox';
import {
  CliquePostsQuery,
  CreatePostBody,
  FeedQuery,
  IdParams,
  IdempotencyHeaders,
  MentionsQuery,
  PostPage,
  PostResponse,
  UpdatePostBody,
  errorResponses,
} from '@cliques/contracts';
import type { FastifyReply } from 'fastify';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { createOnce } from '../../platform/idempotency/idempotency.service';
import { postsServiceFor } from './posts.service';

const errors = errorResponses(400, 401, 403, 404);
// Any body may be over the size limit; the write-limits plugin adds the 429 of limited routes.
const writeErrors = errorResponses(400, 401, 403, 404, 413);
// A repeat of an Idempotency-Key whose first request still runs is a 409.
const createErrors = errorResponses(400, 401, 403, 404, 409, 413);
const tags = ['posts'];

/** Posts, feeds and mentions (API.md Posts; Hashtags and mentions). */
export const postRoutes: RoutePlugin = async (app, { context }) => {
  const posts = await postsServiceFor(context);

  app.post(
    '/posts',
    {
      config: { writeLimit: 'posts' },
      schema: {
        tags,
        summary: 'Publish a post',
        operationId: 'createPost',
        headers: IdempotencyHeaders,
        body: CreatePostBody,
        response: { 201: PostResponse, ...createErrors },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const { value: post, repeated } = await createOnce(
        context.db,
        { userId, scope: 'posts', key: request.headers['idempotency-key'] },
        {
          create: () => posts.create(userId, request.body),
          idOf: (created) => created.postId,
          replay: (postId) => posts.get(userId, postId),
        },
      );
      // A repeat wrote nothing: it does not count against the write limit.
      if (repeated) await context.writeLimiter.giveBack(request.writeTicket ?? null);
      return reply.status(201).send({ post });
    },
  );

  app.get(
    '/posts/:id',
    {
      schema: {
        tags,
        summary: 'A post',
        operationId: 'getPost',
        params: IdParams,
        response: { 200: PostResponse, ...errors },
      },
    },
    async (request) => ({ post: await posts.get(callerOf(request).userId, request.params.id) }),
  );

  app.put(
    '/posts/:id',
    {
      config: { writeLimit: 'edits' },
      schema: {
        tags,
        summary: 'Edit your post',
        operationId: 'updatePost',
        params: IdParams,
        body: UpdatePostBody,
        response: { 200: PostResponse, ...writeErrors },
      },
    },
    async (request) => ({
      post: await posts.update(callerOf(request).userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/posts/:id',
    {
      schema: {
        tags,
        summary: 'Delete your post',
        operationId: 'deletePost',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await posts.remove(callerOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/:id/feed',
    {
      schema: {
        tags,
        summary: 'Your feed',
        operationId: 'getFeed',
        params: IdParams,
        querystring: FeedQuery,
        response: { 200: PostPage, ...errors },
      },
    },
    async (request, reply) => {
      const { type, limit, nextToken } = request.query;
      const page = { limit, nextToken };
      // The body as the route's serializer writes a page (fast-json-stringify: a string); a kept
      // first page comes back as those bytes, sent as they are.
      const body = await posts.feedBody(
        callerOf(request).userId,
        request.params.id,
        type,
        page,
        (p) => reply.serialize(p) as string,
      );
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/users/:id/mentions',
    {
      schema: {
        tags,
        summary: 'Posts that mention you',
        operationId: 'listMentions',
        params: IdParams,
        querystring: MentionsQuery,
        response: { 200: PostPage, ...errors },
      },
    },
    async (request) => {
      const { limit, nextToken } = request.query;
      return posts.mentions(callerOf(request).userId, request.params.id, { limit, nextToken });
    },
  );

  // Listed under Cliques in API.md; served here because it is a list of posts like the others.
  app.get(
    '/cliques/:id/posts',
    {
      schema: {
        tags,
        summary: "A clique's posts",
        operationId: 'listCliquePosts',
        params: IdParams,
        querystring: CliquePostsQuery,
        response: { 200: PostPage, ...errors },
      },
    },
    async (request) => {
      const { sort, limit, nextToken, topic } = request.query;
      return posts.cliquePosts(
        callerOf(request).userId,
        request.params.id,
        { sort, topic: topic ?? null },
        { limit, nextToken },
      );
    },
  );
};
