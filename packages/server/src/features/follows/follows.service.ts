import type { FollowsQuery, FollowsResponse } from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { badRequest, notFound } from '../../platform/http/errors';
import {
  adjustFollowCounts,
  deleteFollow,
  followCounts,
  follows,
  insertFollow,
  listFollows,
} from './follows.repository';
import { userExists } from '../people';
import { decodeCursor, encodeCursor } from '../../platform/input/page-token';
import { isBlockedBetween, requireReachable } from '../audience';
import { notify } from '../notifications';

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

/** One list of a user's follow lists: a page after `nextToken` (only when one type is asked for), or the first. */
async function followList(
  db: Database,
  callerId: string,
  userId: string,
  direction: 'followers' | 'following',
  query: FollowsQuery,
) {
  const after = query.nextToken ? decodeCursor(query.nextToken) : undefined;
  const rows = await listFollows(db, userId, callerId, direction, query.limit + 1, after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const hasMore = rows.length > query.limit && last !== undefined;
  return {
    entries: page.map((row) => row.entry),
    hasMore,
    nextToken: hasMore ? encodeCursor({ at: last.at, id: last.entry.userId }) : null,
  };
}

/**
 * A user's followers and followings (public, but not to people blocked with them) with the exact
 * counts; each person says whether the caller follows them. One type at a time pages by `nextToken`.
 */
export async function getFollows(
  db: Database,
  callerId: string,
  userId: string,
  query: FollowsQuery,
): Promise<FollowsResponse> {
  if (query.nextToken && query.type === 'both') throw badRequest('nextToken needs type followers or following');
  const counts = await followCounts(db, userId);
  if (!counts || (await isBlockedBetween(db, callerId, userId))) throw notFound('User not found');
  const none = { entries: [], hasMore: false, nextToken: null };
  const [followers, following] = await Promise.all([
    query.type === 'following' ? none : followList(db, callerId, userId, 'followers', query),
    query.type === 'followers' ? none : followList(db, callerId, userId, 'following', query),
  ]);
  const paged = query.type === 'both' ? none : query.type === 'followers' ? followers : following;
  return {
    followers: followers.entries,
    following: following.entries,
    ...counts,
    hasMore: paged.hasMore,
    nextToken: paged.nextToken,
  };
}
