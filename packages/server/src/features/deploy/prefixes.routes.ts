import { Type } from '@sinclair/typebox';
import { errorResponses } from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { remoteNames } from '../../platform/config/config';
import type { DeployActor } from './admin-auth';
import { assignPrefix, listPrefixes } from './prefixes';

const tags = ['admin'];
// Documented in docs/API.md ("Routes and prefixes"), as the other admin answers.
const AdminAnswer = Type.Unknown();
const adminSecurity = [{ bearer: [] }];
/** The prefix without its leading slash: PUT /api/admin/prefixes/events; a deeper one encoded, cliques%2Fevents. */
const PrefixParams = Type.Object({ prefix: Type.String({ maxLength: 200 }) });
const AssignBody = Type.Object(
  { remote: Type.Union(remoteNames.map((name) => Type.Literal(name))) },
  { additionalProperties: false },
);

/**
 * /api/admin/prefixes: the path prefixes each remote owns (the contract's and those given at run
 * time), and giving a remote a new one. Registered inside the admin routes, whose check admits admins
 * and CI's DEPLOY_TOKEN.
 */
export const prefixRoutes: RoutePlugin = async (app, { context }) => {
  const { db, bundle } = context;
  const common = { config: { public: true } };

  app.get(
    '/prefixes',
    {
      ...common,
      schema: {
        tags,
        summary: 'The path prefixes each remote owns',
        operationId: 'listPrefixes',
        security: adminSecurity,
        response: { 200: AdminAnswer, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { prefixes: await listPrefixes(db) };
    },
  );

  app.put(
    '/prefixes/:prefix',
    {
      ...common,
      schema: {
        tags,
        summary: 'Give a remote a new path prefix',
        operationId: 'assignPrefix',
        security: adminSecurity,
        params: PrefixParams,
        body: AssignBody,
        response: { 200: AdminAnswer, 201: AdminAnswer, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const actor: DeployActor = request.deployActor ?? 'unknown';
      const { created, prefix } = await assignPrefix(
        { db, bundle },
        {
          prefix: `/${request.params.prefix}`,
          remote: request.body.remote,
          actor,
        },
      );
      return reply.status(created ? 201 : 200).send({ prefix });
    },
  );
};
