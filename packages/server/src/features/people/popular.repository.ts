import type { Queryable } from '../../platform/database/database';
import { blockedWith, quietedServerAccounts } from '../audience';
import { summaryColumns, toUserSummary, type SummaryRow } from './user-summaries.repository';
import type { UserSummary } from '@cliques/contracts';

/**
 * People to follow for someone whose feed is empty: the most followed (then the most posting)
 * people the viewer neither follows nor has any friend relation with, not suspended, not
 * blocked with them either way, and not of a server an admin blocked or limited. A top-N over the users table: it serves the empty-feed offer only.
 */
export async function findPopularPeople(db: Queryable, viewerId: string, limit: number): Promise<UserSummary[]> {
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${summaryColumns('u')} FROM users u
      WHERE u.user_id <> $1
        AND (u.suspended_until IS NULL OR u.suspended_until <= now())
        AND u.user_id NOT IN (SELECT followed_id FROM follows WHERE follower_id = $1)
        AND u.user_id NOT IN (SELECT recipient_id FROM friendships WHERE sender_id = $1
                              UNION ALL SELECT sender_id FROM friendships WHERE recipient_id = $1)
        AND u.user_id NOT IN (${blockedWith('$1::uuid')})
        AND u.user_id NOT IN (${quietedServerAccounts})
      ORDER BY u.followers_count DESC, u.posts_count DESC, lower(u.username), u.user_id
      LIMIT $2`,
    [viewerId, limit],
  );
  return rows.map(toUserSummary);
}
