import {
  IdParams,
  PopularPeopleQuery,
  SettingsResponse,
  UpdateProfileBody,
  UpdateSettingsBody,
  UserResponse,
  UserSearchQuery,
  UserSearchResponse,
  errorResponses,
} from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { withAdminRole } from './roles';
import { callerOf } from '../../platform/http/auth.plugin';
import { getUser, popularPeople, searchUsers, syncUser, updateSettings, updateUser } from './people.service';

const tags = ['users'];
const errors = errorResponses(400, 401, 403, 404);
const bodyErrors = errorResponses(400, 401, 403, 404, 409, 413);

/** Profiles, search and settings (API.md "Users"). */
export const userRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  const admins = new Set(context.config.adminUsers);
  app.post(
    '/users/sync',
    {
      schema: {
        tags,
        summary: 'Create or refresh your profile from the token',
        operationId: 'syncUser',
        response: { 200: UserResponse, ...bodyErrors },
      },
    },
    async (request) => ({
      user: withAdminRole(await syncUser(db, callerOf(request)), admins),
    }),
  );

  app.get(
    '/users/search',
    {
      schema: {
        tags,
        summary: 'Search people by username or display name',
        operationId: 'searchUsers',
        querystring: UserSearchQuery,
        response: { 200: UserSearchResponse, ...errors },
      },
    },
    async (request) => ({
      users: await searchUsers(db, callerOf(request).userId, request.query.query, request.query.limit),
    }),
  );

  app.get(
    '/users/popular',
    {
      schema: {
        tags,
        summary: 'People to follow, most followed first (offered on an empty feed)',
        operationId: 'listPopularPeople',
        querystring: PopularPeopleQuery,
        response: { 200: UserSearchResponse, ...errors },
      },
    },
    async (request) => ({ users: await popularPeople(db, callerOf(request).userId, request.query.limit) }),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: "A person's profile",
        operationId: 'getUser',
        params: IdParams,
        response: { 200: UserResponse, ...errors },
      },
    },
    async (request) => ({
      user: withAdminRole(await getUser(db, request.params.id, callerOf(request)), admins),
    }),
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Edit your profile',
        operationId: 'updateUser',
        params: IdParams,
        body: UpdateProfileBody,
        response: { 200: UserResponse, ...bodyErrors },
      },
    },
    async (request) => ({
      user: withAdminRole(await updateUser(db, request.params.id, callerOf(request), request.body), admins),
    }),
  );

  app.put(
    '/users/:id/settings',
    {
      schema: {
        tags,
        summary: 'Replace your settings',
        operationId: 'updateSettings',
        params: IdParams,
        body: UpdateSettingsBody,
        response: { 200: SettingsResponse, ...bodyErrors },
      },
    },
    async (request) => ({
      settings: await updateSettings(db, request.params.id, callerOf(request), request.body.settings),
    }),
  );
};
