import {
  FriendAnswerBody,
  FriendParams,
  FriendRequestBody,
  FriendsQuery,
  FriendsResponse,
  FriendshipResponse,
  SuggestionsQuery,
  IdParams,
  SuggestionsResponse,
  errorResponses,
} from '@cliques/contracts';
import { Type } from '@sinclair/typebox';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { answerFriendRequest, getFriends, removeFriend, sendFriendRequest } from './friends.service';
import { getSuggestions } from '../people';

const tags = ['friends'];
const errors = errorResponses(400, 401, 403, 404);
const bodyErrors = errorResponses(400, 401, 403, 404, 409, 413);

/** Friend requests, answers, unfriending, friend lists and suggestions (API.md "Friends and follows"). */
export const friendRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  app.post(
    '/friends/request',
    {
      config: { writeLimit: 'friendRequests' },
      schema: {
        tags,
        summary: 'Ask someone to be friends',
        operationId: 'sendFriendRequest',
        body: FriendRequestBody,
        response: { 200: FriendshipResponse, 201: FriendshipResponse, ...bodyErrors },
      },
    },
    async (request, reply) => {
      const result = await sendFriendRequest(db, callerOf(request).userId, request.body.recipientId);
      return reply.status(result.created ? 201 : 200).send({ friendship: result.friendship });
    },
  );

  for (const [path, answer, summary, operationId] of [
    ['/friends/accept', 'accepted', 'Accept a friend request', 'acceptFriendRequest'],
    ['/friends/decline', 'declined', 'Decline a friend request', 'declineFriendRequest'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary,
          operationId,
          body: FriendAnswerBody,
          response: { 200: FriendshipResponse, ...bodyErrors },
        },
      },
      async (request) => ({
        friendship: await answerFriendRequest(db, callerOf(request).userId, request.body.senderId, answer),
      }),
    );
  }

  app.delete(
    '/friends/:userId',
    {
      schema: {
        tags,
        summary: 'End a friendship',
        operationId: 'removeFriend',
        params: FriendParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeFriend(db, callerOf(request).userId, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/:id/friends',
    {
      schema: {
        tags,
        summary: 'Your friends, or your pending requests',
        operationId: 'listFriends',
        params: IdParams,
        querystring: FriendsQuery,
        response: { 200: FriendsResponse, ...errors },
      },
    },
    async (request) => getFriends(db, callerOf(request).userId, request.params.id, request.query),
  );

  app.get(
    '/users/:id/suggestions',
    {
      schema: {
        tags,
        summary: 'People you may know',
        operationId: 'listFriendSuggestions',
        params: IdParams,
        querystring: SuggestionsQuery,
        response: { 200: SuggestionsResponse, ...errors },
      },
    },
    async (request) => getSuggestions(db, callerOf(request).userId, request.params.id, request.query.limit),
  );
};
