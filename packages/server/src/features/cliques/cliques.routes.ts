import {
  AddCliqueMemberBody,
  CliqueMemberParams,
  CliqueMembersResponse,
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
import {
  addCliqueMember,
  createClique,
  editClique,
  getClique,
  getCliqueMembers,
  getUserCliques,
  removeClique,
  removeCliqueMember,
} from './cliques.service';

const tags = ['cliques'];
const errors = errorResponses(400, 401, 403, 404);
const bodyErrors = errorResponses(400, 401, 403, 404, 409, 413);

/** Cliques: create, list yours, read (members only), edit, delete, add and remove members, leave. */
export const cliqueRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  app.post(
    '/cliques',
    { schema: { tags, body: CreateCliqueBody, response: { 201: CliqueResponse, ...bodyErrors } } },
    async (request, reply) =>
      reply.status(201).send({ clique: await createClique(db, callerOf(request).userId, request.body) }),
  );

  app.get(
    '/users/:id/cliques',
    { schema: { tags, params: IdParams, response: { 200: CliquesResponse, ...errors } } },
    async (request) => ({ cliques: await getUserCliques(db, callerOf(request).userId, request.params.id) }),
  );

  app.get(
    '/cliques/:id',
    { schema: { tags, params: IdParams, response: { 200: CliqueResponse, ...errors } } },
    async (request) => ({
      clique: await getClique(db, callerOf(request).userId, request.params.id),
    }),
  );

  app.get(
    '/cliques/:id/members',
    { schema: { tags, params: IdParams, response: { 200: CliqueMembersResponse, ...errors } } },
    async (request) => ({
      members: await getCliqueMembers(db, callerOf(request).userId, request.params.id),
    }),
  );

  app.post(
    '/cliques/:id/members',
    {
      schema: {
        tags,
        params: IdParams,
        body: AddCliqueMemberBody,
        response: { 201: CliqueMembersResponse, ...bodyErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ members: await addCliqueMember(db, callerOf(request).userId, request.params.id, request.body.userId) }),
  );

  app.delete(
    '/cliques/:id/members/:userId',
    { schema: { tags, params: CliqueMemberParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await removeCliqueMember(db, callerOf(request).userId, request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/cliques/:id',
    { schema: { tags, params: IdParams, body: UpdateCliqueBody, response: { 200: CliqueResponse, ...bodyErrors } } },
    async (request) => ({ clique: await editClique(db, callerOf(request).userId, request.params.id, request.body) }),
  );

  app.delete(
    '/cliques/:id',
    { schema: { tags, params: IdParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await removeClique(db, callerOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
