import type { Queryable } from '../../platform/database/database';
import { isoText } from '../../platform/database/sql';

/** What an admin decided about another server: nothing in or out (`block`), or no public reach (`limit`). */
export type ServerPolicy = 'block' | 'limit';

/** One server's policy as the admin API lists it. */
export interface ServerPolicyRow {
  host: string;
  policy: ServerPolicy;
  reason: string;
  setBy: string;
  setAt: string;
}

/** Every server with a policy, by host. */
export async function listServerPolicies(db: Queryable): Promise<ServerPolicyRow[]> {
  const { rows } = await db.query<ServerPolicyRow>(
    `SELECT host, policy, reason, set_by AS "setBy", ${isoText('set_at')} AS "setAt"
     FROM federation_servers ORDER BY host`,
  );
  return rows;
}

/** Sets (or changes) a server's policy; returns it as stored. */
export async function upsertServerPolicy(
  db: Queryable,
  host: string,
  policy: ServerPolicy,
  reason: string,
  setBy: string,
): Promise<ServerPolicyRow> {
  const { rows } = await db.query<ServerPolicyRow>(
    `INSERT INTO federation_servers (host, policy, reason, set_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (host) DO UPDATE SET policy = EXCLUDED.policy, reason = EXCLUDED.reason,
       set_by = EXCLUDED.set_by, set_at = now()
     RETURNING host, policy, reason, set_by AS "setBy", ${isoText('set_at')} AS "setAt"`,
    [host, policy, reason, setBy],
  );
  return rows[0] as ServerPolicyRow;
}

/** Removes a server's policy; false when it had none. */
export async function deleteServerPolicy(db: Queryable, host: string): Promise<boolean> {
  const { rows } = await db.query(`DELETE FROM federation_servers WHERE host = $1 RETURNING 1`, [host]);
  return rows.length > 0;
}

/**
 * Cuts every tie between local people and a server's accounts: follows both ways (each side's
 * count follows), clique memberships (each clique's member count too) and join requests. The
 * accounts' rows stay (their old posts stay, out of public places).
 */
export async function cutTiesWithServer(db: Queryable, host: string): Promise<void> {
  const accounts = `SELECT user_id FROM remote_actors WHERE host = $1`;
  await db.query(
    `WITH gone AS (
       DELETE FROM follows WHERE follower_id IN (${accounts}) OR followed_id IN (${accounts})
       RETURNING follower_id, followed_id
     ),
     counted AS (
       SELECT follower_id AS user_id, 0 AS followers_lost, 1 AS following_lost FROM gone
       UNION ALL SELECT followed_id, 1, 0 FROM gone
     ),
     moved AS (
       SELECT user_id, sum(followers_lost)::int AS followers_lost, sum(following_lost)::int AS following_lost
       FROM counted GROUP BY user_id
     )
     UPDATE users u SET followers_count = GREATEST(u.followers_count - m.followers_lost, 0),
                        following_count = GREATEST(u.following_count - m.following_lost, 0)
       FROM moved m WHERE u.user_id = m.user_id`,
    [host],
  );
  await db.query(
    `WITH gone AS (DELETE FROM clique_members WHERE user_id IN (${accounts}) RETURNING clique_id),
     lost AS (SELECT clique_id, count(*)::int AS n FROM gone GROUP BY clique_id)
     UPDATE cliques c SET member_count = GREATEST(c.member_count - lost.n, 0) FROM lost WHERE c.clique_id = lost.clique_id`,
    [host],
  );
  await db.query(`DELETE FROM clique_join_requests WHERE user_id IN (${accounts})`, [host]);
}
