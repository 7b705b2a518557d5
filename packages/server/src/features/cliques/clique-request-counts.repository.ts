import type { Queryable } from '../../platform/database/database';

/** The most pending requests a badge counts (it shows 99+ beyond). */
export const requestCountCap = 100;

/**
 * Pending join requests in the cliques where the person is a moderator, an admin or the owner, at
 * most `requestCountCap`: their memberships by `clique_members_user`, each clique's requests by
 * `clique_join_requests_paged`, stopped at the cap.
 */
export async function countModeratedRequests(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT 1 FROM clique_members m JOIN clique_join_requests r ON r.clique_id = m.clique_id
       WHERE m.user_id = $1 AND m.role IN ('owner', 'admin', 'moderator') LIMIT $2) x`,
    [userId, requestCountCap],
  );
  return rows[0]?.n ?? 0;
}
