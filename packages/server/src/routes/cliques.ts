import type { FastifyInstance } from 'fastify';
import {
  AddCliqueMemberBody,
  CliqueMemberParams,
  CliqueMembersResponse,
  CliqueParams,
  CliqueResponse,
  CliquesResponse,
  CreateCliqueBody,
  UpdateCliqueBody,
  UserPathParams,
} from '@cliques/contracts';
import { Type, type Static } from '@sinclair/typebox';
import type { Database } from '../db/database';
import { callerOf } from '../plugins/auth';
import {
  addCliqueMember,
  createClique,
  editClique,
  getClique,
  getCliqueMembers,
  getUserCliques,
  removeClique,
  removeCliqueMember,
} from '../services/cliques';

const tags = ['cliques'];
type Params = { Params: Static<typeof CliqueParams> };

/** Cliques: create, list yours, read (members only), edit, delete, add and remove members, leave. */
export async function cliqueRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.post<{ Body: Static<typeof CreateCliqueBody> }>(
    '/cliques',
    { schema: { tags, body: CreateCliqueBody, response: { 201: CliqueResponse } } },
    async (request, reply) =>
      reply.status(201).send({ clique: await createClique(db, callerOf(request).userId, request.body) }),
  );

  app.get<{ Params: Static<typeof UserPathParams> }>(
    '/users/:id/cliques',
    { schema: { tags, params: UserPathParams, response: { 200: CliquesResponse } } },
    async (request) => ({ cliques: await getUserCliques(db, callerOf(request).userId, request.params.id) }),
  );

  app.get<Params>(
    '/cliques/:id',
    { schema: { tags, params: CliqueParams, response: { 200: CliqueResponse } } },
    async (request) => ({
      clique: await getClique(db, callerOf(request).userId, request.params.id),
    }),
  );

  app.get<Params>(
    '/cliques/:id/members',
    { schema: { tags, params: CliqueParams, response: { 200: CliqueMembersResponse } } },
    async (request) => ({
      members: await getCliqueMembers(db, callerOf(request).userId, request.params.id),
    }),
  );

  app.post<Params & { Body: Static<typeof AddCliqueMemberBody> }>(
    '/cliques/:id/members',
    { schema: { tags, params: CliqueParams, body: AddCliqueMemberBody, response: { 201: CliqueMembersResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ members: await addCliqueMember(db, callerOf(request).userId, request.params.id, request.body.userId) }),
  );

  app.delete<{ Params: Static<typeof CliqueMemberParams> }>(
    '/cliques/:id/members/:userId',
    { schema: { tags, params: CliqueMemberParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await removeCliqueMember(db, callerOf(request).userId, request.params.id, request.params.userId);
      return reply.status(204).send();
    },
  );

  app.put<Params & { Body: Static<typeof UpdateCliqueBody> }>(
    '/cliques/:id',
    { schema: { tags, params: CliqueParams, body: UpdateCliqueBody, response: { 200: CliqueResponse } } },
    async (request) => ({ clique: await editClique(db, callerOf(request).userId, request.params.id, request.body) }),
  );

  app.delete<Params>(
    '/cliques/:id',
    { schema: { tags, params: CliqueParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await removeClique(db, callerOf(request).userId, request.params.id);
      return reply.status(204).send();
    },
  );
}
