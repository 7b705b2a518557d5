import type { FollowsQuery, FollowsResponse } from '@cliques/contracts';
import type { Database } from '../db/database';
import { badRequest, notFound } from '../errors';
import {
  adjustFollowCounts,
  deleteFollow,
  followCounts,
  follows,
  insertFollow,
  listFollows,
} from '../repositories/follows';
import { userExists } from '../repositories/users';
import { isBlockedBetween, requireReachable } from '../safety/reach';
import { notify } from './notify';

function refuseSelf(followerId: string, followedId: string): void {
  if (followerId === followedId) throw badRequest('You cannot follow yourself');
}

/** Follows a user; following again changes nothing and never notifies twice; someone blocked either way: 403 `blocked`. */
export async function follow(db: Database, followerId: string, followedId: string): Promise<void> {
  refuseSelf(followerId, followedId);
  await db.transaction(async (tx) => {
    if (!(await userExists(tx, followedId))) throw notFound('User not found');
    await requireReachable(tx, followerId, followedId);
    if (!(await insertFollow(tx, followerId, followedId))) return;
    await adjustFollowCounts(tx, followerId, followedId, 1);
    await notify(tx, { userId: followedId, type: 'follow', actorId: followerId, dedupeKey: `follow:${followerId}` });
  });
}

/** Stops following a user; not following is not an error. */
export async function unfollow(db: Database, followerId: string, followedId: string): Promise<void> {
  refuseSelf(followerId, followedId);
  await db.transaction(async (tx) => {
    if (await deleteFollow(tx, followerId, followedId)) await adjustFollowCounts(tx, followerId, followedId, -1);
  });
}

/** Whether the caller follows a user. */
export function isFollowing(db: Database, followerId: string, followedId: string): Promise<boolean> {
  return follows(db, followerId, followedId);
}

/** A user's followers and followings (public, but not to people blocked with them) with the exact counts. */
export async function getFollows(
  db: Database,
  callerId: string,
  userId: string,
  query: FollowsQuery,
): Promise<FollowsResponse> {
  const counts = await followCounts(db, userId);
  if (!counts || (await isBlockedBetween(db, callerId, userId))) throw notFound('User not found');
  const [followers, following] = await Promise.all([
    query.type === 'following' ? [] : listFollows(db, userId, 'followers', query.limit),
    query.type === 'followers' ? [] : listFollows(db, userId, 'following', query.limit),
  ]);
  return { followers, following, ...counts };
}
