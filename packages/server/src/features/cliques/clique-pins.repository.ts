import type { Queryable } from '../../platform/database/database';

/** The clique's pinned posts, latest pin first (at most 3 by the writer). */
export async function pinnedPostIds(db: Queryable, cliqueId: string): Promise<string[]> {
  const { rows } = await db.query<{ post_id: string }>(
    'SELECT post_id FROM clique_pins WHERE clique_id = $1 ORDER BY created_at DESC, post_id LIMIT 10',
    [cliqueId],
  );
  return rows.map((r) => r.post_id);
}

/** Whether the post is a published post of the clique. */
export async function isCliquePost(db: Queryable, cliqueId: string, postId: string): Promise<boolean> {
  const { rows } = await db.query(
    "SELECT 1 FROM posts WHERE post_id = $1 AND clique_id = $2 AND status = 'published'",
    [postId, cliqueId],
  );
  return rows.length > 0;
}

/** Pins a post; false when it already was pinned. */
export async function pinPost(db: Queryable, cliqueId: string, postId: string, pinnedBy: string): Promise<boolean> {
  const { rows } = await db.query(
    'INSERT INTO clique_pins (clique_id, post_id, pinned_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
    [cliqueId, postId, pinnedBy],
  );
  return rows.length > 0;
}

/** Unpins a post; false when it was not pinned. */
export async function unpinPost(db: Queryable, cliqueId: string, postId: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM clique_pins WHERE clique_id = $1 AND post_id = $2 RETURNING 1', [
    cliqueId,
    postId,
  ]);
  return rows.length > 0;
}
