import type { Queryable } from '../../platform/database/database';

/**
 * A local person's follow of a remote account, with when it began in milliseconds (as migration
 * 303 gives it to the job) and the account's actor; undefined when there is none.
 */
export async function findRemoteFollow(
  db: Queryable,
  followerId: string,
  followedId: string,
): Promise<{ since: number; followedUri: string } | undefined> {
  const { rows } = await db.query<{ since: string; followedUri: string }>(
    `SELECT floor(extract(epoch FROM f.created_at) * 1000)::bigint::text AS since, ra.actor_uri AS "followedUri"
     FROM follows f JOIN remote_actors ra ON ra.user_id = f.followed_id
     WHERE f.follower_id = $1 AND f.followed_id = $2`,
    [followerId, followedId],
  );
  return rows[0] && { since: Number(rows[0].since), followedUri: rows[0].followedUri };
}
