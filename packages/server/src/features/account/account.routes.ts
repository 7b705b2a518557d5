import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { AccountExportQuery, ExportLinkResponse, errorResponses } from '@cliques/contracts';
import type { AppContext, RoutePlugin } from '../../context';
import { badRequest, forbidden, unauthorized } from '../../platform/http/errors';
import { authenticate, bearerToken, callerOf } from '../../platform/http/auth.plugin';
import { eraseAccount } from './erase';
import { buildAccountArchive } from './export';
import { createExportLink, verifyExportLink } from './export-link';
import { requireRecentSignIn } from './reauth';

const tags = ['account'];
const errors = errorResponses(400, 401, 403, 404);

/** Whose archive a GET asks for: the signer of a valid export link, or the bearer of a valid token. */
async function exporterOf(
  { user, expires, sig }: AccountExportQuery,
  request: FastifyRequest,
  context: AppContext,
): Promise<string> {
  if (user === undefined && expires === undefined && sig === undefined)
    return (await authenticate(request, context.verifyIdToken)).userId;
  if (user === undefined || expires === undefined || sig === undefined)
    throw badRequest('An export link needs user, expires and sig');
  if (!(await verifyExportLink(context, { user, expires, sig })))
    throw forbidden('This download link is invalid or has expired');
  return user;
}

/** Account data (docs/API.md "Account data"): download everything as a zip, or erase the account. */
export const accountRoutes: RoutePlugin = async (app, { context }) => {
  app.get(
    '/account/export',
    // Public to the bearer hook: an export link carries its own signature instead; exporterOf checks one or the other.
    {
      config: { public: true },
      schema: {
        tags,
        querystring: AccountExportQuery,
        response: { 200: Type.Unknown({ description: 'The zip archive' }), ...errors },
      },
    },
    async (request, reply) => {
      const archive = await buildAccountArchive(context, await exporterOf(request.query, request, context));
      archive.stream.on('error', (error) => request.log.error({ err: error }, 'account export failed while streaming'));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .header('cache-control', 'no-store')
        .send(archive.stream);
    },
  );

  app.post(
    '/account/export-link',
    { schema: { tags, response: { 200: ExportLinkResponse, ...errors } } },
    async (request) => createExportLink(context, callerOf(request).userId),
  );

  app.delete('/account', { schema: { tags, response: { 204: Type.Null(), ...errors } } }, async (request, reply) => {
    const caller = callerOf(request);
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    requireRecentSignIn(token);
    await eraseAccount(context, caller.userId);
    request.log.info({ userId: caller.userId }, 'account erased');
    return reply.status(204).send(null);
  });
};
