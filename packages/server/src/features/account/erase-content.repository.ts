import type { Queryable } from '../../platform/database/database';

/**
 * What a person did to other people's posts and comments, undone with the counters it moved: likes,
 * shares, and comments (with the replies under them, as deleting a comment does). Their own posts go
 * later with everything hanging off them, so these statements skip them.
 */
export async function eraseReactions(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `WITH gone AS (DELETE FROM post_likes WHERE user_id = $1 RETURNING post_id)
     UPDATE posts p SET likes_count = GREATEST(p.likes_count - g.n, 0)
       FROM (SELECT post_id, count(*)::int AS n FROM gone GROUP BY post_id) g
      WHERE p.post_id = g.post_id AND p.author_id <> $1`,
    [userId],
  );
  await tx.query(
    `WITH gone AS (DELETE FROM comment_likes WHERE user_id = $1 RETURNING comment_id)
     UPDATE comments c SET likes_count = GREATEST(c.likes_count - g.n, 0)
       FROM (SELECT comment_id, count(*)::int AS n FROM gone GROUP BY comment_id) g
      WHERE c.comment_id = g.comment_id AND c.author_id <> $1`,
    [userId],
  );
  await tx.query(
    `WITH gone AS (DELETE FROM shares WHERE user_id = $1 RETURNING post_id)
     UPDATE posts p SET shares_count = GREATEST(p.shares_count - g.n, 0)
       FROM (SELECT post_id, count(*)::int AS n FROM gone GROUP BY post_id) g
      WHERE p.post_id = g.post_id AND p.author_id <> $1`,
    [userId],
  );
  await tx.query(
    `WITH RECURSIVE tree AS (
       SELECT c.comment_id FROM comments c JOIN posts p ON p.post_id = c.post_id
        WHERE c.author_id = $1 AND p.author_id <> $1
       UNION
       SELECT c.comment_id FROM comments c JOIN tree t ON c.parent_comment_id = t.comment_id
     ),
     gone AS (DELETE FROM comments WHERE comment_id IN (SELECT comment_id FROM tree) RETURNING comment_id, post_id),
     notes AS (DELETE FROM notifications WHERE comment_id IN (SELECT comment_id FROM gone))
     UPDATE posts p SET comments_count = GREATEST(p.comments_count - g.n, 0)
       FROM (SELECT post_id, count(*)::int AS n FROM gone GROUP BY post_id) g
      WHERE p.post_id = g.post_id`,
    [userId],
  );
}

/**
 * The person's notifications, those they caused, and those about their posts; then their posts
 * (comments, likes, shares, hashtags, mentions and feed-head items go with them by foreign key).
 */
export async function erasePostsAndNotifications(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `DELETE FROM notifications
      WHERE user_id = $1 OR actor_id = $1
         OR post_id IN (SELECT post_id FROM posts WHERE author_id = $1)`,
    [userId],
  );
  await tx.query('DELETE FROM posts WHERE author_id = $1', [userId]);
}

/** Every message the person sent, and the direct messages sent to them (no one is left to read those). */
export async function eraseMessages(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM messages WHERE sender_id = $1 OR recipient_id = $1', [userId]);
  await tx.query('DELETE FROM direct_threads WHERE user_id = $1 OR other_user_id = $1', [userId]);
  await tx.query('DELETE FROM clique_chat_reads WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM realtime_tickets WHERE user_id = $1', [userId]);
}

/** The person's media objects; returns their blobs, to remove from storage once the transaction commits. */
export async function eraseMediaObjects(tx: Queryable, userId: string): Promise<string[]> {
  const { rows } = await tx.query<{ blob_id: string }>(
    'DELETE FROM media_objects WHERE owner_id = $1 RETURNING blob_id',
    [userId],
  );
  return rows.map((row) => row.blob_id);
}

/** Forgets the keys under the person's folder waiting in media_releases (their blobs are scheduled already). */
export async function eraseReleasedKeys(tx: Queryable, userId: string): Promise<void> {
  await tx.query("DELETE FROM media_releases WHERE key LIKE 'users/' || $1 || '/%'", [userId]);
}
