import type { UpdateProfileBody, UserProfile, UserSettings, UserSummary } from '@cliques/contracts';
import { balanceBidi } from '../../platform/input/text';
import type { Queryable } from '../../platform/database/database';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import type { AuthUser } from '../../platform/http/auth.plugin';
import { toUserSummary } from './user-summaries.repository';
import { findPopularPeople } from './popular.repository';
import {
  findProfile,
  replaceSettings,
  searchProfiles,
  updateProfile,
  upsertProfile,
  type ProfileChanges,
  type ProfileRow,
} from './people.repository';

/** Settings are the client's to shape, up to 16 KB of JSON. */
export const maxSettingsBytes = 16 * 1024;

function toProfile(row: ProfileRow, isSelf: boolean): UserProfile {
  return {
    ...toUserSummary(row),
    bio: row.bio,
    location: row.location,
    profession: row.profession,
    createdAt: new Date(row.created_at).toISOString(),
    followersCount: row.followers_count,
    followingCount: row.following_count,
    friendsCount: row.friends_count,
    postsCount: row.posts_count,
    friendStatus: isSelf ? 'none' : (row.friend_status ?? 'none'),
    isFollowing: row.is_following,
    ...(isSelf ? { email: row.email, settings: row.settings, role: row.role } : { mutedByMe: row.muted_by_me }),
    ...(row.reachable ? { reachable: true as const } : {}),
    ...(row.remote_url
      ? {
          remoteUrl: row.remote_url,
          remoteKind: row.remote_kind === 'Group' ? ('group' as const) : ('person' as const),
        }
      : {}),
  };
}

/** POST /users/sync: creates or refreshes the caller's row from their verified ID token. */
export async function syncUser(db: Queryable, caller: AuthUser): Promise<UserProfile> {
  try {
    await upsertProfile(db, {
      userId: caller.userId,
      username: caller.username,
      email: caller.email,
      displayName: balanceBidi(caller.displayName || caller.username),
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw conflict('That username belongs to another account');
    throw error;
  }
  return getUser(db, caller.userId, caller);
}

/** GET /users/{id}: the profile; email and settings only for yourself. Unknown ids, and people blocked either way, are 404. */
export async function getUser(db: Queryable, userId: string, caller: AuthUser): Promise<UserProfile> {
  if (!isId(userId)) throw notFound('User not found');
  const row = await findProfile(db, userId, caller.userId);
  if (row && !row.blocked) return toProfile(row, userId === caller.userId);
  // Signed in but never synced (a Cognito user before the client's first sync): your own row is made now.
  if (userId === caller.userId) return syncUser(db, caller);
  throw notFound('User not found');
}

/** GET /users/popular: people to follow, most followed first (an empty feed offers them). */
export function popularPeople(db: Queryable, viewerId: string, limit: number): Promise<UserSummary[]> {
  return findPopularPeople(db, viewerId, limit);
}

/** GET /users/search: people by username or display-name prefix, leaving out anyone blocked with the caller. */
export async function searchUsers(
  db: Queryable,
  callerId: string,
  query: string,
  limit: number,
): Promise<UserSummary[]> {
  const text = query.trim();
  if (text.length === 0) throw badRequest('query must not be empty');
  return (await searchProfiles(db, callerId, text, limit)).map(toUserSummary);
}

function assertSelf(userId: string, caller: AuthUser): void {
  if (userId !== caller.userId) throw forbidden('You can only change your own profile');
}

/**
 * A profile picture is one of the caller's own media files: its key (users/{id}/...), its file URL
 * (/media/files/users/{id}/...) or a storage URL whose path holds users/{id}/.
 */
function checkProfilePicture(value: string, userId: string): void {
  const own = `users/${userId}/`;
  const ok =
    !/[\s"'<>\\]/.test(value) &&
    (value.startsWith(own) ||
      value.startsWith(`/media/files/${own}`) ||
      (/^https?:\/\/[^/]+\//.test(value) && new URL(value).pathname.includes(`/${own}`)));
  if (!ok || value.includes('..'))
    throw badRequest('profilePicture must be one of your own media files', [
      { path: '/profilePicture', message: 'not your media file' },
    ]);
}

/** PUT /users/{id}: changes your own profile fields. */
export async function updateUser(
  db: Queryable,
  userId: string,
  caller: AuthUser,
  body: UpdateProfileBody,
): Promise<UserProfile> {
  assertSelf(userId, caller);
  if (typeof body.profilePicture === 'string') checkProfilePicture(body.profilePicture, userId);
  const changes: ProfileChanges = {
    display_name: body.displayName,
    bio: body.bio,
    location: body.location,
    profession: body.profession,
    profile_picture: body.profilePicture,
  };
  if (!(await updateProfile(db, userId, changes))) {
    await syncUser(db, caller);
    await updateProfile(db, userId, changes);
  }
  return getUser(db, userId, caller);
}

/** PUT /users/{id}/settings: replaces your own settings object (≤ 16 KB as JSON). */
export async function updateSettings(
  db: Queryable,
  userId: string,
  caller: AuthUser,
  settings: UserSettings,
): Promise<UserSettings> {
  assertSelf(userId, caller);
  const json = JSON.stringify(settings);
  if (Buffer.byteLength(json, 'utf8') > maxSettingsBytes)
    throw new HttpError('payload_too_large', 'settings must be at most 16 KB as JSON');
  let saved = await replaceSettings(db, userId, json);
  if (!saved) {
    await syncUser(db, caller);
    saved = await replaceSettings(db, userId, json);
  }
  return saved ?? {};
}
