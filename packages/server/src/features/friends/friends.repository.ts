import type { Queryable } from '../../platform/database/database';
import { summaryColumns, toUserSummary, type SummaryRow } from '../people';
import type { FriendRequest, FriendshipStatus } from '@cliques/contracts';

/** A friendships row: one per pair of people, whatever its direction. */
export interface FriendshipRow {
  sender_id: string;
  recipient_id: string;
  status: FriendshipStatus;
  created_at: string;
}

const columns = `sender_id, recipient_id, status, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** The relation between two people (either direction), locked for the rest of the transaction. */
export async function lockPair(db: Queryable, a: string, b: string): Promise<FriendshipRow | null> {
  const { rows } = await db.query<FriendshipRow>(
    `SELECT ${columns} FROM friendships
     WHERE (sender_id = $1 AND recipient_id = $2) OR (sender_id = $2 AND recipient_id = $1)
     FOR UPDATE`,
    [a, b],
  );
  return rows[0] ?? null;
}

/** Stores a new pending request; null when the pair already has a relation (a concurrent request). */
export async function insertRequest(
  db: Queryable,
  senderId: string,
  recipientId: string,
): Promise<FriendshipRow | null> {
  const { rows } = await db.query<FriendshipRow>(
    `INSERT INTO friendships (sender_id, recipient_id, status) VALUES ($1, $2, 'pending')
     ON CONFLICT DO NOTHING RETURNING ${columns}`,
    [senderId, recipientId],
  );
  return rows[0] ?? null;
}

/** Replaces the pair's relation with a fresh pending request from senderId. */
export async function renewRequest(db: Queryable, senderId: string, recipientId: string): Promise<FriendshipRow> {
  const { rows } = await db.query<FriendshipRow>(
    `UPDATE friendships SET sender_id = $1, recipient_id = $2, status = 'pending', created_at = now(), updated_at = now()
     WHERE (sender_id = $1 AND recipient_id = $2) OR (sender_id = $2 AND recipient_id = $1)
     RETURNING ${columns}`,
    [senderId, recipientId],
  );
  return rows[0] as FriendshipRow;
}

/** Sets the status of the request from senderId to recipientId. */
export async function setStatus(
  db: Queryable,
  senderId: string,
  recipientId: string,
  status: FriendshipStatus,
): Promise<FriendshipRow> {
  const { rows } = await db.query<FriendshipRow>(
    `UPDATE friendships SET status = $3, updated_at = now() WHERE sender_id = $1 AND recipient_id = $2 RETURNING ${columns}`,
    [senderId, recipientId, status],
  );
  return rows[0] as FriendshipRow;
}

/** Removes the pair's relation. */
export async function deletePair(db: Queryable, a: string, b: string): Promise<void> {
  await db.query(
    'DELETE FROM friendships WHERE (sender_id = $1 AND recipient_id = $2) OR (sender_id = $2 AND recipient_id = $1)',
    [a, b],
  );
}

/** Adds delta to both people's friends_count (one statement, rows locked in key order). */
export async function adjustFriendsCount(db: Queryable, a: string, b: string, delta: 1 | -1): Promise<void> {
  await db.query('UPDATE users SET friends_count = friends_count + $3 WHERE user_id IN ($1, $2)', [a, b, delta]);
}

/** Whether two people are friends (an accepted request either way). */
export async function areFriends(db: Queryable, a: string, b: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM friendships WHERE status = 'accepted' AND ((sender_id = $1 AND recipient_id = $2) OR (sender_id = $2 AND recipient_id = $1))`,
    [a, b],
  );
  return rows.length > 0;
}

/** Whether others may see a user's friends list (settings.profile.showFriends), or the user is missing. */
export async function friendsListVisibility(db: Queryable, userId: string): Promise<'shown' | 'private' | 'missing'> {
  const { rows } = await db.query<{ hidden: boolean }>(
    `SELECT (settings -> 'profile' -> 'showFriends') = 'false'::jsonb AS hidden FROM users WHERE user_id = $1`,
    [userId],
  );
  if (!rows[0]) return 'missing';
  return rows[0].hidden ? 'private' : 'shown';
}

/** A user's friends, most recent friendship first. */
export async function listFriends(db: Queryable, userId: string, limit: number) {
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${summaryColumns('u')} FROM (
       SELECT recipient_id AS friend_id, updated_at FROM friendships WHERE sender_id = $1 AND status = 'accepted'
       UNION ALL
       SELECT sender_id, updated_at FROM friendships WHERE recipient_id = $1 AND status = 'accepted'
     ) f JOIN users u ON u.user_id = f.friend_id
     ORDER BY f.updated_at DESC, u.user_id LIMIT $2`,
    [userId, limit],
  );
  return rows.map(toUserSummary);
}

interface RequestRow {
  sender_id: string;
  recipient_id: string;
  status: FriendshipStatus;
  created_at: string;
  s_user_id: string;
  s_username: string;
  s_display_name: string;
  s_profile_picture: string | null;
  r_user_id: string;
  r_username: string;
  r_display_name: string;
  r_profile_picture: string | null;
}

/** Pending requests to (`incoming`) or from (`sent`) a user, newest first. */
export async function listPending(
  db: Queryable,
  userId: string,
  direction: 'incoming' | 'sent',
  limit: number,
): Promise<FriendRequest[]> {
  const where = direction === 'incoming' ? 'f.recipient_id = $1' : 'f.sender_id = $1';
  const { rows } = await db.query<RequestRow>(
    `SELECT f.sender_id, f.recipient_id, f.status, to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
       s.user_id AS s_user_id, s.username AS s_username, s.display_name AS s_display_name, s.profile_picture AS s_profile_picture,
       r.user_id AS r_user_id, r.username AS r_username, r.display_name AS r_display_name, r.profile_picture AS r_profile_picture
     FROM friendships f JOIN users s ON s.user_id = f.sender_id JOIN users r ON r.user_id = f.recipient_id
     WHERE ${where} AND f.status = 'pending'
     ORDER BY f.created_at DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((row) => ({
    senderId: row.sender_id,
    recipientId: row.recipient_id,
    status: row.status,
    createdAt: row.created_at,
    sender: toUserSummary({
      user_id: row.s_user_id,
      username: row.s_username,
      display_name: row.s_display_name,
      profile_picture: row.s_profile_picture,
    }),
    recipient: toUserSummary({
      user_id: row.r_user_id,
      username: row.r_username,
      display_name: row.r_display_name,
      profile_picture: row.r_profile_picture,
    }),
  }));
}
