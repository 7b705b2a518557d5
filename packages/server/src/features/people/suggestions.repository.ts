import type { Queryable } from '../../platform/database/database';
import { blockedWith } from '../audience';
import { summaryColumns, type SummaryRow } from './user-summaries.repository';

export interface SuggestionRow extends SummaryRow {
  mutual: number;
  total: number;
}

/**
 * Friends of a user's friends, ranked by mutual friends, then popularity (followers, then friends),
 * then username. Excludes the user, anyone they already have a relation with (friend, pending
 * either way, or declined) and anyone blocked with them (either way). Each mutual friend contributes one row per candidate, so count(*) is
 * the number of mutual friends.
 */
export async function findSuggestions(db: Queryable, userId: string, limit: number): Promise<SuggestionRow[]> {
  const { rows } = await db.query<SuggestionRow>(
    `WITH my_friends AS (
       SELECT recipient_id AS id FROM friendships WHERE sender_id = $1 AND status = 'accepted'
       UNION ALL
       SELECT sender_id FROM friendships WHERE recipient_id = $1 AND status = 'accepted'
     ),
     related AS (
       SELECT recipient_id AS id FROM friendships WHERE sender_id = $1
       UNION ALL
       SELECT sender_id FROM friendships WHERE recipient_id = $1
     ),
     friends_of_friends AS (
       SELECT f.recipient_id AS id FROM my_friends m JOIN friendships f ON f.sender_id = m.id AND f.status = 'accepted'
       UNION ALL
       SELECT f.sender_id FROM my_friends m JOIN friendships f ON f.recipient_id = m.id AND f.status = 'accepted'
     ),
     ranked AS (
       SELECT id, count(*)::int AS mutual FROM friends_of_friends
       WHERE id <> $1 AND id NOT IN (SELECT id FROM related) AND id NOT IN (${blockedWith('$1::uuid')})
       GROUP BY id
     )
     SELECT ${summaryColumns('u')}, r.mutual, (count(*) OVER ())::int AS total
     FROM ranked r JOIN users u ON u.user_id = r.id
     ORDER BY r.mutual DESC, u.followers_count DESC, u.friends_count DESC, lower(u.username)
     LIMIT $2`,
    [userId, limit],
  );
  return rows;
}
