import {
  CliqueDirectoryQuery,
  CliqueDirectoryResponse,
  CliqueResponse,
  CliquesResponse,
  CreateCliqueBody,
  IdParams,
  UpdateCliqueBody,
  errorResponses,
} from '@cliques/contracts';
import { Type } from '@sinclair/typebox';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { cliqueAdminRoutes } from './clique-admin.routes';
import { cliqueRequestCountRoutes } from './clique-request-counts.routes';
import { coverSigner } from './cover';
import { cliqueMembershipRoutes } from './membership.routes';
import { createClique, directory, editClique, getClique, getUserCliques, removeClique } from './cliques.service';

const tags = ['cliques'];
const errors = errorResponses(400, 401, 403, 404);
const bodyErrors = errorResponses(400, 401, 403, 404, 409, 413);

/** Cliques: create, list yours, find in the directory, read, change settings, delete; membership and moderation in their own files. */
export const cliqueRoutes: RoutePlugin = async (app, options) => {
  const { db } = options.context;
  const signed = await coverSigner(options.context);
  app.post(
    '/cliques',
    {
      schema: {
        tags,
        summary: 'Create a clique',
        operationId: 'createClique',
        body: CreateCliqueBody,
        response: { 201: CliqueResponse, ...bodyErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ clique: signed(await createClique(db, callerOf(request).userId, request.body)) }),
  );

  app.get(
    '/users/:id/cliques',
    {
      schema: {
        tags,
        summary: 'Your cliques',
        operationId: 'listUserCliques',
        params: IdParams,
        response: { 200: CliquesResponse, ...errors },
      },
    },
    async (request) => ({
      cliques: (await getUserCliques(db, callerOf(request).userId, request.params.id)).map(signed),
    }),
  );

  app.get(
    '/cliques/directory',
    {
      schema: {
        tags,
        summary: 'Find public and private cliques',
        operationId: 'listCliqueDirectory',
        querystring: CliqueDirectoryQuery,
        response: { 200: CliqueDirectoryResponse, ...errors },
      },
    },
    async (request) => {
      const page = await directory(db, callerOf(request).userId, request.query);
      return { ...page, cliques: page.cliques.map(signed) };
    },
  );

  app.get(
    '/cliques/:id',
    {
      schema: {
        tags,
        summary: 'A clique, as far as its visibility lets you see it',
        operationId: 'getClique',
        params: IdParams,
        response: { 200: CliqueResponse, ...errors },
      },
    },
    async (request) => ({ clique: signed(await getClique(db, callerOf(request).userId, request.params.id)) }),
  );

  app.put(
    '/cliques/:id',
    {
      schema: {
        tags,
        summary: "Change a clique's settings (admins)",
        operationId: 'updateClique',
        params: IdParams,
        body: UpdateCliqueBody,
        response: { 200: CliqueResponse, ...bodyErrors },
      },
    },
    async (request) => ({
      clique: signed(await editClique(db, callerOf(request).userId, request.params.id, request.body)),
    }),
  );

  app.delete(
    '/cliques/:id',
    {
      schema: {
        tags,
        summary: 'Delete your clique (owner)',
        operationId: 'deleteClique',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeClique(db, callerOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  await cliqueMembershipRoutes(app, options);
  await cliqueAdminRoutes(app, options);
  await cliqueRequestCountRoutes(app, options);
};
