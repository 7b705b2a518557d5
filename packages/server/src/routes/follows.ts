import type { FastifyInstance } from 'fastify';
import { FollowBody, FollowStatus, FollowsQuery, FollowsResponse, UserPathParams } from '@cliques/contracts';
import type { Static } from '@sinclair/typebox';
import type { Database } from '../db/database';
import { badRequest } from '../errors';
import { callerOf } from '../plugins/auth';
import { follow, getFollows, isFollowing, unfollow } from '../services/follows';

const tags = ['follows'];
type Params = { Params: Static<typeof UserPathParams> };

/** Follow, unfollow, follow status and follow lists (API.md "Friends and follows"). */
export async function followRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.post<Params & { Body: Static<typeof FollowBody> | undefined }>(
    '/follows/:id',
    {
      config: { writeLimit: 'follows' },
      schema: { tags, params: UserPathParams, body: FollowBody, response: { 201: FollowStatus } },
    },
    async (request, reply) => {
      const followedId = request.params.id;
      if (request.body?.followedId && request.body.followedId !== followedId)
        throw badRequest('followedId must match the user in the path');
      await follow(db, callerOf(request).userId, followedId);
      return reply.status(201).send({ isFollowing: true });
    },
  );

  app.delete<Params>(
    '/follows/:id',
    { schema: { tags, params: UserPathParams, response: { 200: FollowStatus } } },
    async (request) => {
      await unfollow(db, callerOf(request).userId, request.params.id);
      return { isFollowing: false };
    },
  );

  app.get<Params>(
    '/follows/:id',
    { schema: { tags, params: UserPathParams, response: { 200: FollowStatus } } },
    async (request) => ({
      isFollowing: await isFollowing(db, callerOf(request).userId, request.params.id),
    }),
  );

  app.get<Params & { Querystring: Static<typeof FollowsQuery> }>(
    '/users/:id/follows',
    { schema: { tags, params: UserPathParams, querystring: FollowsQuery, response: { 200: FollowsResponse } } },
    async (request) => getFollows(db, callerOf(request).userId, request.params.id, request.query),
  );
}
