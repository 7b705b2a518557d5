import type { Queryable } from '../../platform/database/database';
import { deleteClique } from '../cliques';
import { deleteForClique } from '../notifications';

/**
 * The person's cliques and memberships. A clique they own passes to its highest-ranked other member
 * (admins, then moderators, then members; earliest joined, then lowest id, so the choice is
 * stable), who becomes its owner, or is deleted when no one else is in it (with its posts,
 * uncounted from their authors, as the owner's delete does). Then they leave every clique, and each
 * loses one from its member count; their join requests, invitations and invite links go with their
 * account, and a ban they made stays.
 */
export async function eraseCliques(tx: Queryable, userId: string): Promise<void> {
  const { rows } = await tx.query<{ clique_id: string }>(
    'SELECT clique_id FROM cliques WHERE owner_id = $1 ORDER BY clique_id FOR UPDATE',
    [userId],
  );
  for (const { clique_id: cliqueId } of rows) {
    const heir = await tx.query<{ user_id: string }>(
      `SELECT user_id FROM clique_members WHERE clique_id = $1 AND user_id <> $2
       ORDER BY CASE role WHEN 'admin' THEN 0 WHEN 'moderator' THEN 1 ELSE 2 END, joined_at, user_id LIMIT 1`,
      [cliqueId, userId],
    );
    const heirId = heir.rows[0]?.user_id;
    if (heirId) {
      // One owner per clique: the leaving owner steps down before the heir steps up.
      await tx.query("UPDATE clique_members SET role = 'member' WHERE clique_id = $1 AND user_id = $2", [
        cliqueId,
        userId,
      ]);
      await tx.query(
        "UPDATE clique_members SET role = 'owner', muted_until = NULL WHERE clique_id = $1 AND user_id = $2",
        [cliqueId, heirId],
      );
      await tx.query('UPDATE cliques SET owner_id = $2 WHERE clique_id = $1', [cliqueId, heirId]);
    } else {
      await deleteForClique(tx, cliqueId);
      await deleteClique(tx, cliqueId);
    }
  }
  await tx.query(
    `WITH gone AS (DELETE FROM clique_members WHERE user_id = $1 RETURNING clique_id)
     UPDATE cliques c SET member_count = GREATEST(c.member_count - 1, 0) FROM gone WHERE c.clique_id = gone.clique_id`,
    [userId],
  );
}

/** Friendships (accepted ones uncounted from the friend) and follows both ways (uncounted from the other side). */
export async function eraseRelations(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `WITH gone AS (
       DELETE FROM friendships WHERE sender_id = $1 OR recipient_id = $1
       RETURNING CASE WHEN sender_id = $1 THEN recipient_id ELSE sender_id END AS other, status
     )
     UPDATE users u SET friends_count = GREATEST(u.friends_count - 1, 0)
       FROM gone WHERE u.user_id = gone.other AND gone.status = 'accepted'`,
    [userId],
  );
  await tx.query(
    `WITH gone AS (
       DELETE FROM follows WHERE follower_id = $1 OR followed_id = $1 RETURNING follower_id, followed_id
     ),
     moved AS (
       SELECT CASE WHEN follower_id = $1 THEN followed_id ELSE follower_id END AS other,
              count(*) FILTER (WHERE follower_id = $1)::int AS followers_lost,
              count(*) FILTER (WHERE followed_id = $1)::int AS following_lost
         FROM gone GROUP BY 1
     )
     UPDATE users u SET followers_count = GREATEST(u.followers_count - m.followers_lost, 0),
                        following_count = GREATEST(u.following_count - m.following_lost, 0)
       FROM moved m WHERE u.user_id = m.other`,
    [userId],
  );
}
