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
      reply.status(201).send({ clique: await createClique(db, callerOf(request).userId, request.body) }),
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
    async (request) => ({ cliques: await getUserCliques(db, callerOf(request).userId, request.params.id) }),
  );

  app.get(
    '/cliques/:id',
    {
      schema: {
        tags,
        summary: 'A clique you belong to',
        operationId: 'getClique',
        params: IdParams,
        response: { 200: CliqueResponse, ...errors },
      },
    },
    async (request) => ({
      clique: await getClique(db, callerOf(request).userId, request.params.id),
    }),
  );

  app.get(
    '/cliques/:id/members',
    {
      schema: {
        tags,
        summary: "A clique's members",
        operationId: 'listCliqueMembers',
        params: IdParams,
        response: { 200: CliqueMembersResponse, ...errors },
      },
    },
    async (request) => ({
      members: await getCliqueMembers(db, callerOf(request).userId, request.params.id),
    }),
  );

  app.post(
    '/cliques/:id/members',
    {
      schema: {
        tags,
        summary: 'Add a member to your clique',
        operationId: 'addCliqueMember',
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
    {
      schema: {
        tags,
        summary: 'Remove a member, or leave a clique',
        operationId: 'removeCliqueMember',
        params: CliqueMemberParams,
        // 409: the owner cannot leave their own clique.
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeCliqueMember(db, callerOf(request).userId, request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/cliques/:id',
    {
      schema: {
        tags,
        summary: 'Edit your clique',
        operationId: 'updateClique',
        params: IdParams,
        body: UpdateCliqueBody,
        response: { 200: CliqueResponse, ...bodyErrors },
      },
    },
    async (request) => ({ clique: await editClique(db, callerOf(request).userId, request.params.id, request.body) }),
  );

  app.delete(
    '/cliques/:id',
    {
      schema: {
        tags,
        summary: 'Delete your clique',
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
};
