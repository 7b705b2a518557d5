import { FollowBody, FollowStatus, FollowsQuery, FollowsResponse, IdParams, errorResponses } from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { badRequest } from '../../platform/http/errors';
import { callerOf } from '../../platform/http/auth.plugin';
import { follow, getFollows, isFollowing, unfollow } from './follows.service';

const tags = ['follows'];
const errors = errorResponses(400, 401, 403, 404);

/** Follow, unfollow, follow status and follow lists (API.md "Friends and follows"). */
export const followRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  app.post(
    '/follows/:id',
    {
      config: { writeLimit: 'follows' },
      schema: {
        tags,
        summary: 'Follow someone',
        operationId: 'follow',
        params: IdParams,
        body: FollowBody,
        response: { 201: FollowStatus, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      const followedId = request.params.id;
      if (request.body?.followedId && request.body.followedId !== followedId)
        throw badRequest('followedId must match the user in the path');
      await follow(db, callerOf(request).userId, followedId);
      return reply.status(201).send({ isFollowing: true });
    },
  );

  app.delete(
    '/follows/:id',
    {
      schema: {
        tags,
        summary: 'Stop following someone',
        operationId: 'unfollow',
        params: IdParams,
        response: { 200: FollowStatus, ...errors },
      },
    },
    async (request) => {
      await unfollow(db, callerOf(request).userId, request.params.id);
      return { isFollowing: false };
    },
  );

  app.get(
    '/follows/:id',
    {
      schema: {
        tags,
        summary: 'Whether you follow someone',
        operationId: 'getFollowStatus',
        params: IdParams,
        response: { 200: FollowStatus, ...errors },
      },
    },
    async (request) => ({
      isFollowing: await isFollowing(db, callerOf(request).userId, request.params.id),
    }),
  );

  app.get(
    '/users/:id/follows',
    {
      schema: {
        tags,
        summary: "A person's followers and the people they follow",
        operationId: 'listFollows',
        params: IdParams,
        querystring: FollowsQuery,
        response: { 200: FollowsResponse, ...errors },
      },
    },
    async (request) => getFollows(db, callerOf(request).userId, request.params.id, request.query),
  );
};
