import {
  AddCliqueMemberBody,
  CliqueInvitationsResponse,
  CliqueJoinResponse,
  CliqueMemberParams,
  CliqueMembersQuery,
  CliqueMembersResponse,
  CliqueRequestsQuery,
  CliqueRequestsResponse,
  IdParams,
  InviteToCliqueBody,
  JoinCliqueBody,
  errorResponses,
} from '@cliques/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { listMembers, listRequests, myInvitations } from './clique-lists.service';
import { coverSigner } from './cover';
import {
  acceptInvitation,
  answerRequest,
  declineInvitation,
  inviteOrAdd,
  joinClique,
  removeCliqueMember,
  withdrawRequest,
} from './membership.service';

const tags = ['cliques'];
const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);
const joined = { 200: CliqueJoinResponse, 202: CliqueJoinResponse, ...writeErrors };
const done = { 204: Type.Null(), ...writeErrors };

/** 200 for a member, 202 for a request or an invitation still waiting. */
const answerJoin = (reply: FastifyReply, result: CliqueJoinResponse) =>
  reply.status(result.status === 'member' ? 200 : 202).send(result);
const noContent = (reply: FastifyReply) => reply.status(204).send(null);

/** Membership: join, requests, members, invitations of a person, leaving. */
export const cliqueMembershipRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  const signed = await coverSigner(context);
  app.post(
    '/cliques/:id/join',
    {
      config: { writeLimit: 'cliqueRequests' },
      schema: {
        tags,
        summary: 'Join a clique, or ask to',
        operationId: 'joinClique',
        params: IdParams,
        body: JoinCliqueBody,
        response: joined,
      },
    },
    async (request, reply) =>
      answerJoin(reply, await joinClique(db, callerOf(request).userId, request.params.id, request.body.answers)),
  );

  app.delete(
    '/cliques/:id/join',
    {
      schema: {
        tags,
        summary: 'Withdraw your join request',
        operationId: 'withdrawCliqueRequest',
        params: IdParams,
        response: done,
      },
    },
    async (request, reply) => {
      await withdrawRequest(db, callerOf(request).userId, request.params.id);
      return noContent(reply);
    },
  );

  app.get(
    '/cliques/:id/requests',
    {
      schema: {
        tags,
        summary: 'Join requests waiting (moderators)',
        operationId: 'listCliqueRequests',
        params: IdParams,
        querystring: CliqueRequestsQuery,
        response: { 200: CliqueRequestsResponse, ...errors },
      },
    },
    async (request) => listRequests(db, callerOf(request).userId, request.params.id, request.query),
  );

  for (const answer of ['approve', 'decline'] as const)
    app.post(
      `/cliques/:id/requests/:userId/${answer}`,
      {
        schema: {
          tags,
          summary: `${answer === 'approve' ? 'Approve' : 'Decline'} a join request (moderators)`,
          operationId: `${answer}CliqueRequest`,
          params: CliqueMemberParams,
          response: done,
        },
      },
      async (request, reply) => {
        const { id, userId } = request.params;
        await answerRequest(db, callerOf(request).userId, id, userId, answer === 'approve');
        return noContent(reply);
      },
    );

  app.get(
    '/cliques/:id/members',
    {
      schema: {
        tags,
        summary: "A clique's members, paged (members)",
        operationId: 'listCliqueMembers',
        params: IdParams,
        querystring: CliqueMembersQuery,
        response: { 200: CliqueMembersResponse, ...errors },
      },
    },
    async (request) => listMembers(db, callerOf(request).userId, request.params.id, request.query),
  );

  app.post(
    '/cliques/:id/members',
    {
      config: { writeLimit: 'cliqueInvites' },
      schema: {
        tags,
        summary: 'Approve a request, add a consenting friend, or invite',
        operationId: 'addCliqueMember',
        params: IdParams,
        body: AddCliqueMemberBody,
        response: joined,
      },
    },
    async (request, reply) =>
      answerJoin(reply, await inviteOrAdd(db, callerOf(request).userId, request.params.id, request.body.userId, true)),
  );

  app.delete(
    '/cliques/:id/members/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member, or leave a clique',
        operationId: 'removeCliqueMember',
        params: CliqueMemberParams,
        response: done,
      },
    },
    async (request, reply) => {
      await removeCliqueMember(db, callerOf(request).userId, request.params.id, request.params.userId);
      return noContent(reply);
    },
  );

  app.post(
    '/cliques/:id/invitations',
    {
      config: { writeLimit: 'cliqueInvites' },
      schema: {
        tags,
        summary: 'Invite a person',
        operationId: 'inviteToClique',
        params: IdParams,
        body: InviteToCliqueBody,
        response: joined,
      },
    },
    async (request, reply) =>
      answerJoin(reply, await inviteOrAdd(db, callerOf(request).userId, request.params.id, request.body.userId, false)),
  );

  app.get(
    '/cliques/invitations',
    {
      schema: {
        tags,
        summary: 'Invitations waiting for you',
        operationId: 'listCliqueInvitations',
        response: { 200: CliqueInvitationsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      invitations: (await myInvitations(db, callerOf(request).userId)).map((i) => ({ ...i, clique: signed(i.clique) })),
    }),
  );

  app.post(
    '/cliques/:id/invitations/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invitation',
        operationId: 'acceptCliqueInvitation',
        params: IdParams,
        response: { 200: CliqueJoinResponse, ...writeErrors },
      },
    },
    async (request) => acceptInvitation(db, callerOf(request).userId, request.params.id),
  );

  app.post(
    '/cliques/:id/invitations/decline',
    {
      schema: {
        tags,
        summary: 'Decline an invitation',
        operationId: 'declineCliqueInvitation',
        params: IdParams,
        response: done,
      },
    },
    async (request, reply) => {
      await declineInvitation(db, callerOf(request).userId, request.params.id);
      return noContent(reply);
    },
  );
};
