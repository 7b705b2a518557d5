import type { UserSummary } from '@cliques/contracts';
import type { Queryable } from '../db/database';
import { summaryColumns, toUserSummary, type SummaryRow } from './user-summaries';

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

/** People who follow a user (`followers`) or whom the user follows (`following`), newest first. */
export async function listFollows(
  db: Queryable,
  userId: string,
  direction: 'followers' | 'following',
  limit: number,
): Promise<UserSummary[]> {
  const [match, other] = direction === 'followers' ? ['followed_id', 'follower_id'] : ['follower_id', 'followed_id'];
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${summaryColumns('u')} FROM follows f JOIN users u ON u.user_id = f.${other}
     WHERE f.${match} = $1 ORDER BY f.created_at DESC, u.user_id LIMIT $2`,
    [userId, limit],
  );
  return rows.map(toUserSummary);
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
