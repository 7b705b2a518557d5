import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import {
  ErrorBody,
  IdParams,
  SettingsResponse,
  UpdateProfileBody,
  UpdateSettingsBody,
  UserResponse,
  UserSearchQuery,
  UserSearchResponse,
} from '@cliques/contracts';
import type { Database } from '../db/database';
import { withAdminRole, type Admins } from '../moderation/roles';
import { callerOf } from '../plugins/auth';
import { getUser, searchUsers, syncUser, updateSettings, updateUser } from '../services/users';

const tags = ['users'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody };
type WithId = { Params: Static<typeof IdParams> };

/** Profiles, search and settings (API.md "Users"). */
export async function userRoutes(
  app: FastifyInstance,
  { db, admins }: { db: Database; admins: Admins },
): Promise<void> {
  app.post('/users/sync', { schema: { tags, response: { 200: UserResponse, ...errors } } }, async (request) => ({
    user: withAdminRole(await syncUser(db, callerOf(request)), admins),
  }));

  app.get<{ Querystring: Static<typeof UserSearchQuery> }>(
    '/users/search',
    { schema: { tags, querystring: UserSearchQuery, response: { 200: UserSearchResponse, ...errors } } },
    async (request) => ({
      users: await searchUsers(db, callerOf(request).userId, request.query.query, request.query.limit),
    }),
  );

  app.get<WithId>(
    '/users/:id',
    { schema: { tags, params: IdParams, response: { 200: UserResponse, ...errors } } },
    async (request) => ({
      user: withAdminRole(await getUser(db, request.params.id, callerOf(request)), admins),
    }),
  );

  app.put<WithId & { Body: Static<typeof UpdateProfileBody> }>(
    '/users/:id',
    { schema: { tags, params: IdParams, body: UpdateProfileBody, response: { 200: UserResponse, ...errors } } },
    async (request) => ({
      user: withAdminRole(await updateUser(db, request.params.id, callerOf(request), request.body), admins),
    }),
  );

  app.put<WithId & { Body: Static<typeof UpdateSettingsBody> }>(
    '/users/:id/settings',
    { schema: { tags, params: IdParams, body: UpdateSettingsBody, response: { 200: SettingsResponse, ...errors } } },
    async (request) => ({
      settings: await updateSettings(db, request.params.id, callerOf(request), request.body.settings),
    }),
  );
}
