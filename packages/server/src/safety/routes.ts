import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, IdParams, SafetyListQuery, SafetyListResponse } from '@cliques/contracts';
import type { Database } from '../db/database';
import { callerOf } from '../plugins/auth';
import { block, listBlocks, listMutes, mute, unblock, unmute } from './service';

const tags = ['safety'];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
type WithId = { Params: Static<typeof IdParams> };
type Change = (db: Database, callerId: string, userId: string) => Promise<void>;

/** Block and mute (docs/API.md "Safety"): set, lift and list; every change answers 204. */
export async function safetyRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const change = (act: Change) => async (request: FastifyRequest<WithId>, reply: FastifyReply) => {
    await act(db, callerOf(request).userId, request.params.id);
    return reply.status(204).send();
  };
  const schema = { tags, params: IdParams, response: { 204: Type.Null(), ...errors } };
  app.post<WithId>('/users/:id/block', { schema }, change(block));
  app.delete<WithId>('/users/:id/block', { schema }, change(unblock));
  app.post<WithId>('/users/:id/mute', { schema }, change(mute));
  app.delete<WithId>('/users/:id/mute', { schema }, change(unmute));

  const listSchema = {
    tags,
    querystring: SafetyListQuery,
    response: { 200: SafetyListResponse, 400: ErrorBody, 401: ErrorBody },
  };
  app.get<{ Querystring: SafetyListQuery }>('/blocks', { schema: listSchema }, async (request) =>
    listBlocks(db, callerOf(request).userId, request.query),
  );
  app.get<{ Querystring: SafetyListQuery }>('/mutes', { schema: listSchema }, async (request) =>
    listMutes(db, callerOf(request).userId, request.query),
  );
}
