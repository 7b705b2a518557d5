import { Type } from '@sinclair/typebox';
import {
  ServerHostParams,
  ServerPoliciesResponse,
  ServerPolicyResponse,
  SetServerPolicyBody,
  errorResponses,
} from '@cliques/contracts';
import type { FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import {
  checkedHost,
  removeServerPolicy,
  requireServerAdmin,
  serverPolicies,
  setServerPolicy,
} from './servers.service';

const tags = ['federation'];

/**
 * The admins' list of blocked and limited servers (docs/API.md "Federation: servers"), under /api,
 * only while the server federates (FEDERATION=on). Admins are ADMIN_USERS: no token 401, anyone
 * else 403, a host not lowercase `hostname[:port]` 400.
 */
export const serverPolicyRoutes: RoutePlugin = async (app, { context }) => {
  if (!context.config.federation.enabled) return;
  const { db } = context;
  const admins = new Set(context.config.adminUsers);
  const adminOnly = async (request: FastifyRequest) => requireServerAdmin(callerOf(request), admins);

  app.get(
    '/admin/servers',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Blocked and limited servers',
        operationId: 'listServerPolicies',
        response: { 200: ServerPoliciesResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ servers: await serverPolicies(db) }),
  );

  app.put(
    '/admin/servers/:host',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Block or limit a server',
        operationId: 'setServerPolicy',
        params: ServerHostParams,
        body: SetServerPolicyBody,
        response: { 200: ServerPolicyResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      server: await setServerPolicy(db, checkedHost(request.params.host), request.body, callerOf(request).username),
    }),
  );

  app.delete(
    '/admin/servers/:host',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "Lift a server's block or limit",
        operationId: 'removeServerPolicy',
        params: ServerHostParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeServerPolicy(db, checkedHost(request.params.host));
      return reply.status(204).send(null);
    },
  );
};
