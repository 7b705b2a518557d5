import type { FollowEntry } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import type { Cursor } from '../../platform/input/page-token';
import { isoText } from '../../platform/database/sql';
import { summaryColumns, toUserSummary, type SummaryRow } from '../people';

/** Stores a follow; false when it already existed. */
export async function insertFollow(db: Queryable, followerId: string, followedId: string): Promise<boolean> {
  const { rows } = await db.query(
    'INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
    [followerId, followedId],
  );
  return rows.length > 0;
}

/** Removes a follow; false when there was none. */
export async function deleteFollow(db: Queryable, followerId: string, followedId: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM follows WHERE follower_id = $1 AND followed_id = $2 RETURNING 1', [
    followerId,
    followedId,
  ]);
  return rows.length > 0;
}

/** Whether followerId follows followedId. */
export async function follows(db: Queryable, followerId: string, followedId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM follows WHERE follower_id = $1 AND followed_id = $2', [
    followerId,
    followedId,
  ]);
  return rows.length > 0;
}

/** Keeps following_count and followers_count exact: one statement, both rows locked in key order. */
export async function adjustFollowCounts(
  db: Queryable,
  followerId: string,
  followedId: string,
  delta: 1 | -1,
): Promise<void> {
  await db.query(
    `UPDATE users SET
       following_count = following_count + CASE WHEN user_id = $1 THEN $3::int ELSE 0 END,
       followers_count = followers_count + CASE WHEN user_id = $2 THEN $3::int ELSE 0 END
     WHERE user_id IN ($1, $2)`,
    [followerId, followedId, delta],
  );
}

/** One row of a follow list: the person, when the follow began, and whether the viewer follows them. */
export interface FollowListRow {
  entry: FollowEntry;
  /** When the follow began (ISO, microseconds): the list's order and cursor. */
  at: string;
}

/**
 * People who follow a user (`followers`) or whom the user follows (`following`), newest first,
 * after the cursor `(at, id)` when given; each with whether `viewerId` follows them.
 */
export async function listFollows(
  db: Queryable,
  userId: string,
  viewerId: string,
  direction: 'followers' | 'following',
  limit: number,
  after?: Cursor,
): Promise<FollowListRow[]> {
  const [match, other] = direction === 'followers' ? ['followed_id', 'follower_id'] : ['follower_id', 'followed_id'];
  const { rows } = await db.query<SummaryRow & { at: string; is_following: boolean }>(
    `SELECT ${summaryColumns('u')},
            ${isoText('f.created_at')} AS at,
            EXISTS (SELECT 1 FROM follows v WHERE v.follower_id = $2 AND v.followed_id = u.user_id) AS is_following
       FROM follows f JOIN users u ON u.user_id = f.${other}
      WHERE f.${match} = $1
        AND ($4::timestamptz IS NULL OR (f.created_at, u.user_id) < ($4::timestamptz, $5::uuid))
      ORDER BY f.created_at DESC, u.user_id DESC LIMIT $3`,
    [userId, viewerId, limit, after?.at ?? null, after?.id ?? null],
  );
  return rows.map((row) => ({ entry: { ...toUserSummary(row), isFollowing: row.is_following }, at: row.at }));
}

/** A user's follow counters, or null when there is no such user. */
export async function followCounts(
  db: Queryable,
  userId: string,
): Promise<{ followersCount: number; followingCount: number } | null> {
  const { rows } = await db.query<{ followers_count: number; following_count: number }>(
    'SELECT followers_count, following_count FROM users WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  return row ? { followersCount: row.followers_count, followingCount: row.following_count } : null;
}
