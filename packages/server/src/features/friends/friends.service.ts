import type { Friendship, FriendsQuery, FriendsResponse } from '@cliques/contracts';
import type { Database, Queryable } from '../../platform/database/database';
import { badRequest, notFound } from '../../platform/http/errors';
import {
  adjustFriendsCount,
  deletePair,
  insertRequest,
  listFriends,
  listPending,
  friendsListVisibility,
  lockPair,
  renewRequest,
  setStatus,
  type FriendshipRow,
} from './friends.repository';
import { userExists } from '../people';
import { emitAfterCommit } from '../../platform/database/commit-events';
import { deleteByDedupeKey } from '../notifications';
import { isBlockedBetween, requireReachable } from '../audience';
import { notify } from '../notifications';

/** The outcome of a friend call: the relation now, and whether a new request was stored. */
export interface FriendshipResult {
  friendship: Friendship;
  created: boolean;
}

const toFriendship = (row: FriendshipRow): Friendship => ({
  senderId: row.sender_id,
  recipientId: row.recipient_id,
  status: row.status,
  createdAt: row.created_at,
});

/** Friendship is a relation of this server: an account of another server can be followed, not befriended. */
const remoteFriendText = 'People on other servers cannot be friends here; follow them instead';

/** Each request (and its acceptance) notifies once: a repeated call finds the same key. */
const requestKey = (row: FriendshipRow) => `friend_request:${row.sender_id}:${row.created_at}`;
const acceptKey = (row: FriendshipRow) => `friend_accept:${row.recipient_id}:${row.created_at}`;

async function accept(tx: Queryable, row: FriendshipRow): Promise<FriendshipRow> {
  const accepted = await setStatus(tx, row.sender_id, row.recipient_id, 'accepted');
  await adjustFriendsCount(tx, row.sender_id, row.recipient_id, 1);
  await notify(tx, {
    userId: row.sender_id,
    type: 'friend_accept',
    actorId: row.recipient_id,
    dedupeKey: acceptKey(row),
  });
  return accepted;
}

/**
 * Sends a friend request. A repeat, or a request between friends, changes nothing; a request to
 * someone who already asked you accepts theirs; after a decline, a new request starts over. Between
 * people blocked either way: 403 `blocked`; to an account of another server: 403 `forbidden`.
 */
export async function sendFriendRequest(
  db: Database,
  senderId: string,
  recipientId: string,
): Promise<FriendshipResult> {
  if (senderId === recipientId) throw badRequest('You cannot send a friend request to yourself');
  return db.transaction(async (tx) => {
    emitAfterCommit(tx, { type: 'counts', userIds: [senderId, recipientId] });
    if (!(await userExists(tx, recipientId))) throw notFound('User not found');
    await requireReachable(tx, senderId, recipientId, remoteFriendText);
    // Two passes at most: a concurrent request for the same pair may land between lock and insert.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const existing = await lockPair(tx, senderId, recipientId);
      if (!existing) {
        const created = await insertRequest(tx, senderId, recipientId);
        if (!created) continue;
        await notify(tx, {
          userId: recipientId,
          type: 'friend_request',
          actorId: senderId,
          dedupeKey: requestKey(created),
        });
        return { friendship: toFriendship(created), created: true };
      }
      if (existing.status === 'accepted') return { friendship: toFriendship(existing), created: false };
      if (existing.status === 'pending') {
        if (existing.sender_id === senderId) return { friendship: toFriendship(existing), created: false };
        return { friendship: toFriendship(await accept(tx, existing)), created: false };
      }
      const renewed = await renewRequest(tx, senderId, recipientId);
      await notify(tx, {
        userId: recipientId,
        type: 'friend_request',
        actorId: senderId,
        dedupeKey: requestKey(renewed),
      });
      return { friendship: toFriendship(renewed), created: true };
    }
    throw new Error('friend request kept conflicting');
  });
}

/** The recipient answers a pending request; answering the same way twice changes nothing. */
export async function answerFriendRequest(
  db: Database,
  recipientId: string,
  senderId: string,
  answer: 'accepted' | 'declined',
): Promise<Friendship> {
  if (senderId === recipientId) throw badRequest('You cannot answer a friend request from yourself');
  return db.transaction(async (tx) => {
    emitAfterCommit(tx, { type: 'counts', userIds: [senderId, recipientId] });
    const row = await lockPair(tx, senderId, recipientId);
    if (!row) throw notFound('No friend request from this user');
    if (row.status === 'accepted' && answer === 'accepted') return toFriendship(row);
    if (row.sender_id !== senderId) throw notFound('No friend request from this user');
    if (row.status === answer) return toFriendship(row);
    if (row.status !== 'pending') throw notFound('No pending friend request from this user');
    return toFriendship(
      answer === 'accepted' ? await accept(tx, row) : await setStatus(tx, senderId, recipientId, 'declined'),
    );
  });
}

/**
 * Ends a relation: unfriends a friend, withdraws your pending request (and its notification),
 * declines theirs, clears a declined one. Nothing to end is not an error.
 */
export async function removeFriend(db: Database, userId: string, otherId: string): Promise<void> {
  if (userId === otherId) throw badRequest('You cannot unfriend yourself');
  await db.transaction(async (tx) => {
    emitAfterCommit(tx, { type: 'counts', userIds: [userId, otherId] });
    const row = await lockPair(tx, userId, otherId);
    if (!row) return;
    if (row.status === 'pending' && row.recipient_id === userId) {
      await setStatus(tx, row.sender_id, row.recipient_id, 'declined');
      return;
    }
    await deletePair(tx, userId, otherId);
    if (row.status === 'accepted') await adjustFriendsCount(tx, userId, otherId, -1);
    if (row.status === 'pending') await deleteByDedupeKey(tx, otherId, requestKey(row));
  });
}

/** A user's friends (anyone but people blocked with them may see them), or the caller's own pending requests (yourself only). */
export async function getFriends(
  db: Database,
  callerId: string,
  userId: string,
  query: FriendsQuery,
): Promise<FriendsResponse> {
  if (query.status === 'pending') {
    if (callerId !== userId) throw notFound('User not found');
    const [pendingRequests, sentRequests] = await Promise.all([
      listPending(db, userId, 'incoming', query.limit),
      listPending(db, userId, 'sent', query.limit),
    ]);
    return { pendingRequests, sentRequests };
  }
  if (callerId !== userId) {
    const visibility = await friendsListVisibility(db, userId);
    if (visibility === 'missing' || (await isBlockedBetween(db, callerId, userId))) throw notFound('User not found');
    if (visibility === 'private') throw notFound('This friends list is private');
  }
  return { friends: await listFriends(db, userId, query.limit) };
}
