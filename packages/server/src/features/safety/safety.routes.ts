import { Type } from '@sinclair/typebox';
import { IdParams, SafetyListQuery, SafetyListResponse, errorResponses } from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import type { Database } from '../../platform/database/database';
import { callerOf } from '../../platform/http/auth.plugin';
import { block, listBlocks, listMutes, mute, unblock, unmute } from './safety.service';

const tags = ['safety'];
const errors = errorResponses(400, 401, 403, 404);
type Change = (db: Database, callerId: string, userId: string) => Promise<void>;

/** Block and mute (docs/API.md "Safety"): set, lift and list; every change answers 204. */
export const safetyRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  const changes: Array<['POST' | 'DELETE', string, Change, string, string]> = [
    ['POST', '/users/:id/block', block, 'Block someone', 'blockUser'],
    ['DELETE', '/users/:id/block', unblock, 'Unblock someone', 'unblockUser'],
    ['POST', '/users/:id/mute', mute, 'Mute someone', 'muteUser'],
    ['DELETE', '/users/:id/mute', unmute, 'Unmute someone', 'unmuteUser'],
  ];
  for (const [method, url, act, summary, operationId] of changes) {
    app.route({
      method,
      url,
      schema: { tags, summary, operationId, params: IdParams, response: { 204: Type.Null(), ...errors } },
      handler: async (request, reply) => {
        await act(db, callerOf(request).userId, request.params.id);
        return reply.status(204).send(null);
      },
    });
  }

  const listSchema = {
    tags,
    querystring: SafetyListQuery,
    response: { 200: SafetyListResponse, ...errorResponses(400, 401) },
  };
  app.get(
    '/blocks',
    { schema: { ...listSchema, summary: 'The people you block', operationId: 'listBlocks' } },
    async (request) => listBlocks(db, callerOf(request).userId, request.query),
  );
  app.get(
    '/mutes',
    { schema: { ...listSchema, summary: 'The people you mute', operationId: 'listMutes' } },
    async (request) => listMutes(db, callerOf(request).userId, request.query),
  );
};
