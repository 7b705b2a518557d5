import type {
  SettingsResponse,
  UpdateProfileBody,
  UserProfile,
  UserResponse,
  UserSearchResponse,
  UserSettings,
  UserSummary,
} from '@cliques/contracts';
import { call, http } from '../client';

const userPath = (userId: string) => `users/${encodeURIComponent(userId)}`;

/** POST /users/sync: creates or refreshes the caller's row from the ID token (right after sign-in). */
export function syncUser(): Promise<UserProfile> {
  return call(() => http.post('users/sync').json<UserResponse>()).then((r) => r.user);
}

/** GET /users/{id}: a profile with counts and the caller's relation (email and settings only for yourself). */
export function getUser(userId: string): Promise<UserProfile> {
  return call(() => http.get(userPath(userId)).json<UserResponse>()).then((r) => r.user);
}

/** GET /users/search: users whose username or display name starts with the query. */
export function searchUsers(query: string, limit = 20): Promise<UserSummary[]> {
  return call(() => http.get('users/search', { searchParams: { query, limit } }).json<UserSearchResponse>()).then(
    (r) => r.users,
  );
}

/** GET /users/popular: people to follow, most followed first (offered on an empty feed). */
export function listPopularPeople(limit = 5): Promise<UserSummary[]> {
  return call(() => http.get('users/popular', { searchParams: { limit } }).json<UserSearchResponse>()).then(
    (r) => r.users,
  );
}

/** PUT /users/{id}: changes your own profile fields. */
export function updateProfile(userId: string, changes: UpdateProfileBody): Promise<UserProfile> {
  return call(() => http.put(userPath(userId), { json: changes }).json<UserResponse>()).then((r) => r.user);
}

/** PUT /users/{id}/settings: replaces your own settings object. */
export function updateSettings(userId: string, settings: UserSettings): Promise<UserSettings> {
  return call(() => http.put(`${userPath(userId)}/settings`, { json: { settings } }).json<SettingsResponse>()).then(
    (r) => r.settings,
  );
}
