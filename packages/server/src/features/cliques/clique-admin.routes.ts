import {
  BanFromCliqueBody,
  ChangeCliqueRoleBody,
  CliqueAuditResponse,
  CliqueBansResponse,
  CliqueInviteCodeParams,
  CliqueInviteParams,
  CliqueInvitePreviewResponse,
  CliqueInviteResponse,
  CliqueInvitesResponse,
  CliqueMemberParams,
  CliquePostParams,
  CliqueRequestsQuery,
  CreateCliqueInviteBody,
  IdParams,
  JoinByInviteBody,
  JoinByInviteResponse,
  MuteInCliqueBody,
  TransferCliqueBody,
  errorResponses,
} from '@cliques/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { listAudit, listBans } from './clique-lists.service';
import { coverSigner } from './cover';
import { banFromClique, changeRole, muteInClique, transferOwnership, unban } from './clique-moderation.service';
import { pin, unpin } from './pins.service';
import { createInvite, getInvites, joinByInvite, previewInvite, revokeInvite } from './invites.service';

const tags = ['cliques'];
const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);
const done = { 204: Type.Null(), ...writeErrors };
const noContent = (reply: FastifyReply) => reply.status(204).send(null);

/** Running a clique: roles, ownership, bans, mutes, the audit log and invite links. */
export const cliqueAdminRoutes: RoutePlugin = async (app, { context }) => {
  const { db, config } = context;
  const signed = await coverSigner(context);
  const caller = (request: Parameters<typeof callerOf>[0]) => callerOf(request).userId;

  app.put(
    '/cliques/:id/members/:userId',
    {
      schema: {
        tags,
        summary: "Change a member's role (admins)",
        operationId: 'changeCliqueRole',
        params: CliqueMemberParams,
        body: ChangeCliqueRoleBody,
        response: done,
      },
    },
    async (request, reply) => {
      await changeRole(db, caller(request), request.params.id, request.params.userId, request.body.role);
      return noContent(reply);
    },
  );

  app.post(
    '/cliques/:id/transfer',
    {
      schema: {
        tags,
        summary: 'Hand the clique to an admin (owner)',
        operationId: 'transferClique',
        params: IdParams,
        body: TransferCliqueBody,
        response: done,
      },
    },
    async (request, reply) => {
      await transferOwnership(db, caller(request), request.params.id, request.body.userId);
      return noContent(reply);
    },
  );

  app.post(
    '/cliques/:id/bans',
    {
      schema: {
        tags,
        summary: 'Remove and ban someone (moderators)',
        operationId: 'banFromClique',
        params: IdParams,
        body: BanFromCliqueBody,
        response: done,
      },
    },
    async (request, reply) => {
      await banFromClique(db, caller(request), request.params.id, request.body);
      return noContent(reply);
    },
  );

  app.delete(
    '/cliques/:id/bans/:userId',
    {
      schema: {
        tags,
        summary: 'Lift a ban (moderators)',
        operationId: 'unbanFromClique',
        params: CliqueMemberParams,
        response: done,
      },
    },
    async (request, reply) => {
      await unban(db, caller(request), request.params.id, request.params.userId);
      return noContent(reply);
    },
  );

  app.get(
    '/cliques/:id/bans',
    {
      schema: {
        tags,
        summary: 'Bans in force (moderators)',
        operationId: 'listCliqueBans',
        params: IdParams,
        querystring: CliqueRequestsQuery,
        response: { 200: CliqueBansResponse, ...errors },
      },
    },
    async (request) => listBans(db, caller(request), request.params.id, request.query),
  );

  app.post(
    '/cliques/:id/mutes',
    {
      schema: {
        tags,
        summary: 'Mute a member in the clique (moderators)',
        operationId: 'muteInClique',
        params: IdParams,
        body: MuteInCliqueBody,
        response: done,
      },
    },
    async (request, reply) => {
      await muteInClique(db, caller(request), request.params.id, request.body.userId, request.body.hours);
      return noContent(reply);
    },
  );

  app.delete(
    '/cliques/:id/mutes/:userId',
    {
      schema: {
        tags,
        summary: 'Lift a mute (moderators)',
        operationId: 'unmuteInClique',
        params: CliqueMemberParams,
        response: done,
      },
    },
    async (request, reply) => {
      await muteInClique(db, caller(request), request.params.id, request.params.userId, null);
      return noContent(reply);
    },
  );

  for (const [method, act] of [
    ['POST', pin],
    ['DELETE', unpin],
  ] as const)
    app.route({
      method,
      url: '/cliques/:id/pins/:postId',
      schema: {
        tags,
        summary: method === 'POST' ? 'Pin a post (moderators)' : 'Unpin a post (moderators)',
        operationId: method === 'POST' ? 'pinCliquePost' : 'unpinCliquePost',
        params: CliquePostParams,
        response: done,
      },
      handler: async (request, reply) => {
        await act(db, caller(request), request.params.id, request.params.postId);
        return noContent(reply);
      },
    });

  app.get(
    '/cliques/:id/audit',
    {
      schema: {
        tags,
        summary: "The clique's audit log (moderators)",
        operationId: 'listCliqueAudit',
        params: IdParams,
        querystring: CliqueRequestsQuery,
        response: { 200: CliqueAuditResponse, ...errors },
      },
    },
    async (request) => listAudit(db, caller(request), request.params.id, request.query),
  );

  app.post(
    '/cliques/:id/invites',
    {
      config: { writeLimit: 'cliqueInvites' },
      schema: {
        tags,
        summary: 'Create an invite link',
        operationId: 'createCliqueInvite',
        params: IdParams,
        body: CreateCliqueInviteBody,
        response: { 201: CliqueInviteResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        invite: await createInvite(db, config.publicOrigin, caller(request), request.params.id, request.body),
      }),
  );

  app.get(
    '/cliques/:id/invites',
    {
      schema: {
        tags,
        summary: "The clique's invite links",
        operationId: 'listCliqueInvites',
        params: IdParams,
        response: { 200: CliqueInvitesResponse, ...errors },
      },
    },
    async (request) => ({ invites: await getInvites(db, config.publicOrigin, caller(request), request.params.id) }),
  );

  app.delete(
    '/cliques/:id/invites/:inviteId',
    {
      schema: {
        tags,
        summary: 'Revoke an invite link',
        operationId: 'deleteCliqueInvite',
        params: CliqueInviteParams,
        response: done,
      },
    },
    async (request, reply) => {
      await revokeInvite(db, caller(request), request.params.id, request.params.inviteId);
      return noContent(reply);
    },
  );

  app.get(
    '/cliques/invites/:code',
    {
      schema: {
        tags,
        summary: "An invite link's preview",
        operationId: 'previewCliqueInvite',
        params: CliqueInviteCodeParams,
        response: { 200: CliqueInvitePreviewResponse, ...errors },
      },
    },
    async (request) => ({ clique: signed(await previewInvite(db, caller(request), request.params.code)) }),
  );

  app.post(
    '/cliques/join-by-invite',
    {
      schema: {
        tags,
        summary: 'Join by an invite link',
        operationId: 'joinCliqueByInvite',
        body: JoinByInviteBody,
        response: { 200: JoinByInviteResponse, ...writeErrors },
      },
    },
    async (request) => ({
      status: 'member' as const,
      clique: signed(await joinByInvite(db, caller(request), request.body.code)),
    }),
  );
};
