import type { FastifyInstance } from 'fastify';
import {
  FriendAnswerBody,
  FriendParams,
  FriendRequestBody,
  FriendsQuery,
  FriendsResponse,
  FriendshipResponse,
  SuggestionsQuery,
  SuggestionsResponse,
  UserPathParams,
} from '@cliques/contracts';
import { Type, type Static } from '@sinclair/typebox';
import type { Database } from '../db/database';
import { callerOf } from '../plugins/auth';
import { answerFriendRequest, getFriends, removeFriend, sendFriendRequest } from '../services/friends';
import { getSuggestions } from '../services/suggestions';

const tags = ['friends'];

/** Friend requests, answers, unfriending, friend lists and suggestions (API.md "Friends and follows"). */
export async function friendRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.post<{ Body: Static<typeof FriendRequestBody> }>(
    '/friends/request',
    {
      config: { writeLimit: 'friendRequests' },
      schema: { tags, body: FriendRequestBody, response: { 200: FriendshipResponse, 201: FriendshipResponse } },
    },
    async (request, reply) => {
      const result = await sendFriendRequest(db, callerOf(request).userId, request.body.recipientId);
      return reply.status(result.created ? 201 : 200).send({ friendship: result.friendship });
    },
  );

  for (const [path, answer] of [
    ['/friends/accept', 'accepted'],
    ['/friends/decline', 'declined'],
  ] as const) {
    app.post<{ Body: Static<typeof FriendAnswerBody> }>(
      path,
      { schema: { tags, body: FriendAnswerBody, response: { 200: FriendshipResponse } } },
      async (request) => ({
        friendship: await answerFriendRequest(db, callerOf(request).userId, request.body.senderId, answer),
      }),
    );
  }

  app.delete<{ Params: Static<typeof FriendParams> }>(
    '/friends/:userId',
    { schema: { tags, params: FriendParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await removeFriend(db, callerOf(request).userId, request.params.userId);
      return reply.status(204).send();
    },
  );

  app.get<{ Params: Static<typeof UserPathParams>; Querystring: Static<typeof FriendsQuery> }>(
    '/users/:id/friends',
    { schema: { tags, params: UserPathParams, querystring: FriendsQuery, response: { 200: FriendsResponse } } },
    async (request) => getFriends(db, callerOf(request).userId, request.params.id, request.query),
  );

  app.get<{ Params: Static<typeof UserPathParams>; Querystring: Static<typeof SuggestionsQuery> }>(
    '/users/:id/suggestions',
    { schema: { tags, params: UserPathParams, querystring: SuggestionsQuery, response: { 200: SuggestionsResponse } } },
    async (request) => getSuggestions(db, callerOf(request).userId, request.params.id, request.query.limit),
  );
}
